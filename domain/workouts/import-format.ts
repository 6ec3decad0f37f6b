import { parseCsv } from '../exercises/csv';
import { isHevyHeader, parseHevyRecords } from './hevy-csv';
import { issue, type ImportFormat, type WorkoutImport } from './import-shape';
import { isStrongHeader, parseStrongRecords, type ImportOptions } from './strong-csv';

/** Which app wrote a workout CSV, from its header; null when neither. */
export function detectWorkoutFormat(text: string): ImportFormat | null {
  const header = parseCsv(firstLine(text)).records[0]?.cells ?? [];
  if (isHevyHeader(header)) return 'hevy';
  if (isStrongHeader(header)) return 'strong';
  return null;
}

function firstLine(text: string): string {
  // Headers hold no line breaks in either export; reading only line one keeps detection cheap on big files.
  const end = text.search(/\r|\n/);
  return end < 0 ? text : text.slice(0, end);
}

/**
 * Reads a Strong or Hevy export (or Repwise's own) into workouts, with the
 * rows skipped and why. The CSV reader is the exercise import's (RFC 4180,
 * comma, semicolon or tab, BOM dropped).
 */
export function parseWorkoutCsv(text: string, opts: ImportOptions = {}): WorkoutImport {
  const format = detectWorkoutFormat(text);
  if (!format) return { format: null, workouts: [], skipped: [], warnings: [], error: issue(0, 'importFormatUnknown') };
  const table = parseCsv(text);
  const result = format === 'hevy' ? parseHevyRecords(table.records, opts) : parseStrongRecords(table.records, opts);
  if (table.unclosedQuote) result.warnings.unshift(issue(0, 'importUnclosedQuote'));
  return result;
}
