import { parseCsv } from './csv';
import { lookupKey } from './import-rules';
import { isRecord, warning, type ImportRow, type ImportSource, type ImportWarning } from './import-types';

/* Reading an import file into rows (import.ts maps them): JSON in the Free Exercise DB shape, or CSV with a header row. */
/** Reads a file by its content (JSON starts with '[' or '{'), or by its extension when given. */
export function readImportFile(text: string, fileName?: string): ImportSource {
  const ext = fileName?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  const start = text.replace(/^\uFEFF/, '').trimStart()[0];
  if (ext === 'json' || (ext !== 'csv' && (start === '[' || start === '{'))) return readJsonImport(text);
  return readCsvImport(text);
}

/** A JSON list of exercises (or { exercises: [...] }), as text or already parsed. */
export function readJsonImport(input: string | unknown): ImportSource {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input.replace(/^\uFEFF/, ''));
    } catch {
      return { format: 'json', rows: [], warnings: [warning(0, 'importInvalidJson')] };
    }
  }
  const list = Array.isArray(value)
    ? value
    : isRecord(value) && Array.isArray(value.exercises)
      ? value.exercises
      : null;
  if (!list) return { format: 'json', rows: [], warnings: [warning(0, 'importNotList')] };
  const rows = list.map((data: unknown, i) => ({ row: i + 1, data }));
  return { format: 'json', rows, warnings: rows.length ? [] : [warning(0, 'importEmptyFile')] };
}

type CsvField =
  | 'id'
  | 'name'
  | 'category'
  | 'equipment'
  | 'primaryMuscles'
  | 'secondaryMuscles'
  | 'description'
  | 'videoUrl'
  | 'trackingFields'
  | 'force'
  | 'mechanic';

const CSV_HEADERS: Record<string, CsvField> = {
  id: 'id', source_id: 'id', external_id: 'id',
  title: 'name', name: 'name', exercise: 'name', exercise_name: 'name',
  category: 'category', type: 'category',
  equipment: 'equipment',
  primary_muscles: 'primaryMuscles', primarymuscles: 'primaryMuscles', primary: 'primaryMuscles', muscles: 'primaryMuscles',
  secondary_muscles: 'secondaryMuscles', secondarymuscles: 'secondaryMuscles', secondary: 'secondaryMuscles',
  description: 'description', instructions: 'description', notes: 'description',
  video_url: 'videoUrl', videourl: 'videoUrl', video: 'videoUrl', video_link: 'videoUrl', url: 'videoUrl',
  tracking_fields: 'trackingFields', trackingfields: 'trackingFields', tracking: 'trackingFields',
  force: 'force', mechanic: 'mechanic',
};

/**
 * A CSV file with a header row (title or name, category, equipment,
 * primary_muscles, secondary_muscles, description, video_url, tracking_fields;
 * optional id). Comma, semicolon or tab separated, RFC 4180 quoting; lists inside
 * a cell are separated by '|' (',' and ';' work inside a quoted cell too).
 */
export function readCsvImport(text: string): ImportSource {
  const table = parseCsv(text);
  const warnings: ImportWarning[] = [];
  if (table.unclosedQuote) warnings.push(warning(0, 'importUnclosedQuote'));
  const [header, ...records] = table.records;
  if (!header) return { format: 'csv', rows: [], warnings: [...warnings, warning(0, 'importEmptyFile')] };
  const fields = header.cells.map((h) => CSV_HEADERS[lookupKey(h).replace(/ /g, '_')]);
  if (!fields.includes('name')) return { format: 'csv', rows: [], warnings: [...warnings, warning(0, 'importNoTitleColumn')] };

  const rows: ImportRow[] = [];
  for (const record of records) {
    const { cells, line } = record;
    const filled = cells.length - trailingEmpty(cells);
    if (filled > fields.length || cells.length < fields.length) {
      warnings.push(warning(line, 'importCellCount', { count: cells.length, expected: fields.length }));
    }
    const data: Partial<Record<CsvField, string>> = {};
    fields.forEach((field, i) => {
      const cell = cells[i]?.trim();
      if (field && cell && data[field] === undefined) data[field] = cell;
    });
    rows.push({ row: line, data });
  }
  if (!rows.length) warnings.push(warning(0, 'importEmptyFile'));
  return { format: 'csv', rows, warnings };
}

function trailingEmpty(cells: readonly string[]): number {
  let n = 0;
  for (let i = cells.length - 1; i >= 0 && cells[i]!.trim() === ''; i--) n++;
  return n;
}

