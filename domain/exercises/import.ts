import { categoryName, type CategoryId } from './categories';
import type { EquipmentId } from './equipment';
import {
  defaultTrackingFields,
  equipmentFrom,
  equipmentFromName,
  muscleFrom,
  resolveCategory,
  trackingFieldFrom,
} from './import-rules';
import { readImportFile } from './import-read';
import { isRecord, warning, type ImportedExercise, type ImportResult, type ImportRow, type ImportSource, type ImportWarning } from './import-types';
import type { MuscleId } from './muscles';
import { foldText } from './normalize';
import type { TrackingField } from './tracking';
import { isValidVideoUrl } from './video-url';
import { DESCRIPTION_MAX, TITLE_MAX } from './limits';

/*
 * Import of exercises from a JSON file in the Free Exercise DB shape or from a
 * CSV file. Reading a file gives rows; mapping a row gives one exercise for the
 * trainer's library or a warning. No row is dropped without a warning.
 * Reading is import-read.ts, the shapes import-types.ts; this file maps.
 */

export { DESCRIPTION_MAX, TITLE_MAX } from './limits';
export type { ImportedExercise, ImportResult, ImportRow, ImportSource, ImportWarning } from './import-types';
export { readCsvImport, readImportFile, readJsonImport } from './import-read';

export interface RowResult {
  exercise: ImportedExercise | null;
  warnings: ImportWarning[];
}

/** The dedupe key of an exercise: its folded title and, when the file has one, its source id. */
export function dedupeKeyOf(title: string, sourceId: string | null): string {
  const t = foldText(title);
  return sourceId ? `${t}#${sourceId}` : t;
}

/** Maps one row; every problem becomes a warning with the row's number. */
export function mapImportRow({ row, data }: ImportRow): RowResult {
  const warnings: ImportWarning[] = [];
  if (!isRecord(data)) return { exercise: null, warnings: [warning(row, 'importRowNotObject')] };

  let title = text(data.name ?? data.title);
  if (!title) return { exercise: null, warnings: [warning(row, 'importTitleMissing')] };
  if (title.length > TITLE_MAX) {
    title = title.slice(0, TITLE_MAX).trimEnd();
    warnings.push(warning(row, 'importTitleTooLong'));
  }
  const sourceId = text(data.id ?? data.source_id ?? data.sourceId) || null;

  const primaryMuscles = muscles(data.primaryMuscles ?? data.primary_muscles, row, warnings);
  const secondaryMuscles = muscles(data.secondaryMuscles ?? data.secondary_muscles, row, warnings).filter(
    (m) => !primaryMuscles.includes(m),
  );
  const equipment = equipmentOf(data.equipment, title, row, warnings);

  const givenCategory = text(data.category);
  const resolved = resolveCategory(givenCategory, {
    name: title,
    primaryMuscles,
    secondaryMuscles,
    force: text(data.force) || null,
    mechanic: text(data.mechanic) || null,
  });
  if (resolved.outcome === 'unknown' || resolved.outcome === 'missing') {
    const category = categoryName(resolved.categoryId, 'en');
    warnings.push(
      resolved.outcome === 'unknown'
        ? warning(row, 'importCategoryUnknown', { value: givenCategory, category, categoryId: resolved.categoryId })
        : warning(row, 'importCategoryMissing', { category, categoryId: resolved.categoryId }),
    );
  }

  const given = list(data.trackingFields ?? data.tracking_fields);
  const tracking: TrackingField[] = [];
  for (const value of given) {
    const field = trackingFieldFrom(value);
    if (!field) warnings.push(warning(row, 'importTrackingUnknown', { value }));
    else if (!tracking.includes(field)) tracking.push(field);
  }

  let videoUrl: string | null = text(data.videoUrl ?? data.video_url) || null;
  if (videoUrl && !isValidVideoUrl(videoUrl)) {
    warnings.push(warning(row, 'importVideoUrlInvalid', { value: videoUrl.slice(0, 200) }));
    videoUrl = null;
  }

  const description = data.description ?? data.instructions;
  // The Free Exercise DB gives instructions as a list of steps.
  const rawDescription = Array.isArray(description)
    ? list(description, /\n/).join('\n')
    : typeof description === 'string'
      ? description.trim()
      : '';

  return {
    exercise: {
      row,
      dedupeKey: dedupeKeyOf(title, sourceId),
      sourceId,
      title,
      description: rawDescription ? rawDescription.slice(0, DESCRIPTION_MAX) : null,
      videoUrl,
      categoryId: resolved.categoryId,
      equipment,
      primaryMuscles,
      secondaryMuscles,
      trackingFields: tracking.length ? tracking : defaultTrackingFields(resolved.categoryId, equipment),
    },
    warnings,
  };
}

function muscles(value: unknown, row: number, warnings: ImportWarning[]): MuscleId[] {
  const out: MuscleId[] = [];
  for (const name of list(value)) {
    const id = muscleFrom(name);
    if (!id) warnings.push(warning(row, 'importMuscleUnknown', { value: name }));
    else if (!out.includes(id)) out.push(id);
  }
  return out;
}

// 'machine' is only refined to these: a named machine, never to loose gear.
const MACHINES = new Set<EquipmentId>(['smith-machine', 'treadmill', 'stationary-bike', 'rowing-machine', 'elliptical', 'stair-climber', 'sled']);

function equipmentOf(value: unknown, title: string, row: number, warnings: ImportWarning[]): EquipmentId[] {
  const out: EquipmentId[] = [];
  let hint: EquipmentId | null | undefined;
  for (const name of list(value)) {
    let id = equipmentFrom(name);
    if (!id) {
      warnings.push(warning(row, 'importEquipmentUnknown', { value: name }));
      id = 'other';
    }
    if (id === 'other' || id === 'machine') {
      hint ??= equipmentFromName(title) ?? null;
      if (hint && (id === 'other' || MACHINES.has(hint))) id = hint;
    }
    if (!out.includes(id)) out.push(id);
  }
  // The Free Exercise DB leaves equipment empty (null) for exercises done without any.
  return out.length ? out : ['bodyweight'];
}

// ------------------------------------------------------------------ collecting

/** Gathers row results in order, skipping (with a warning) a row that repeats an earlier one of the same file. */
function collector(fileWarnings: readonly ImportWarning[]) {
  const exercises: ImportedExercise[] = [];
  const warnings: ImportWarning[] = [...fileWarnings];
  const firstRow = new Map<string, number>();
  return {
    add(result: RowResult) {
      warnings.push(...result.warnings);
      const e = result.exercise;
      if (!e) return;
      const earlier = firstRow.get(e.dedupeKey);
      if (earlier !== undefined) {
        warnings.push(warning(e.row, 'importDuplicateRow', { other: earlier }));
        return;
      }
      firstRow.set(e.dedupeKey, e.row);
      exercises.push(e);
    },
    finish(): ImportResult {
      // Reading and mapping warnings interleave; the trainer reads them by row.
      return { exercises, warnings: warnings.sort((a, b) => a.row - b.row) };
    },
  };
}

/** Maps every row at once. */
export function mapImportRows(source: Pick<ImportSource, 'rows'> & Partial<Pick<ImportSource, 'warnings'>>): ImportResult {
  const c = collector(source.warnings ?? []);
  for (const row of source.rows) c.add(mapImportRow(row));
  return c.finish();
}

/** Reads and maps a whole file. */
export function importExercises(text: string, fileName?: string): ImportResult {
  return mapImportRows(readImportFile(text, fileName));
}

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ChunkOptions {
  /** Rows mapped between two yields to the event loop. */
  chunkSize?: number;
  /** Warnings from reading the file, kept in the result. */
  fileWarnings?: readonly ImportWarning[];
  signal?: AbortSignal;
}

/**
 * Maps rows in chunks, yielding to the event loop between chunks so the page
 * stays responsive and its progress bar can paint. onProgress is called with
 * 0 first and with total last. Rejects with the signal's reason when aborted.
 */
export async function importInChunks(
  rows: readonly ImportRow[],
  onProgress: (progress: ImportProgress) => void,
  { chunkSize = 100, fileWarnings = [], signal }: ChunkOptions = {},
): Promise<ImportResult> {
  const size = Math.max(1, Math.floor(chunkSize));
  const total = rows.length;
  const c = collector(fileWarnings);
  onProgress({ done: 0, total });
  for (let start = 0; start < total; start += size) {
    signal?.throwIfAborted();
    const end = Math.min(total, start + size);
    for (let i = start; i < end; i++) c.add(mapImportRow(rows[i]!));
    onProgress({ done: end, total });
    if (end < total) await yieldToEventLoop();
  }
  signal?.throwIfAborted();
  return c.finish();
}

function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Splits imported exercises into new ones and ones the trainer already has (by stored dedupe keys). */
export function splitDuplicates(
  exercises: readonly ImportedExercise[],
  existingKeys: Iterable<string>,
): { fresh: ImportedExercise[]; duplicates: ImportedExercise[] } {
  const known = existingKeys instanceof Set ? (existingKeys as Set<string>) : new Set(existingKeys);
  const fresh: ImportedExercise[] = [];
  const duplicates: ImportedExercise[] = [];
  for (const e of exercises) (known.has(e.dedupeKey) ? duplicates : fresh).push(e);
  return { fresh, duplicates };
}

// ------------------------------------------------------------------ helpers

function text(value: unknown): string {
  if (typeof value === 'string') {
    const t = value.trim();
    return /\s\s|[\t\n\r]/.test(t) ? t.replace(/\s+/g, ' ') : t;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A list cell: an array, or text split on '|' (and ',' or ';', which a quoted CSV cell may use). */
function list(value: unknown, separator: RegExp = /[|;,]/): string[] {
  const parts = Array.isArray(value) ? value.map(text) : typeof value === 'string' ? value.split(separator) : [];
  return parts.map((p) => p.trim()).filter(Boolean);
}
