import Papa from 'papaparse';
import type { Locale } from '../../../domain/constants';

/*
 * The CSV files of the export are for spreadsheets; the JSON files beside
 * them are the exact copy for programs. So each CSV follows the account's
 * language the way Excel expects it there: Slovak and Czech Excel split
 * columns on ';' and read '82,5' as a number, English Excel splits on ','
 * and reads '82.5'. Every file starts with a UTF-8 byte order mark, without
 * which Excel reads UTF-8 as the system's code page and garbles č, ď, ľ, ô.
 */

export const BOM = '\uFEFF';

export interface CsvStyle {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

export function csvStyle(language: Locale): CsvStyle {
  return language === 'en' ? { delimiter: ',', decimal: '.' } : { delimiter: ';', decimal: ',' };
}

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection): such text gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One value as a CSV cell: empty for null, numbers with the style's decimal
 * mark, booleans as true/false, lists and objects as their JSON text (a
 * plan's set targets, a session's clients), text as it is unless a
 * spreadsheet would run it.
 */
export function csvCell(value: unknown, style: CsvStyle): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return style.decimal === '.' || Number.isInteger(value) ? value : String(value).replace('.', style.decimal);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Rows as CSV lines (CRLF, quoted where needed by papaparse), the header
 * first when asked. Columns missing from a row are empty; keys not among the
 * columns are left out, so every page of a file has the same columns.
 */
export function csvLines(rows: readonly Record<string, unknown>[], columns: readonly string[], style: CsvStyle, opts: { header: boolean }): string {
  const data = rows.map((r) => columns.map((c) => csvCell(r[c], style)));
  if (!data.length) return opts.header ? `${Papa.unparse([[...columns]], { delimiter: style.delimiter, newline: '\r\n' })}\r\n` : '';
  const text = Papa.unparse({ fields: [...columns], data }, { delimiter: style.delimiter, newline: '\r\n', header: opts.header, quotes: false, escapeFormulae: false });
  return `${text}\r\n`;
}
