import type { CategoryId } from './categories';
import type { EquipmentId } from './equipment';
import { EXERCISE_MESSAGES, formatMessage, type ExerciseMessageKey } from './messages';
import type { MuscleId } from './muscles';
import type { TrackingField } from './tracking';

/* The shapes an exercise import passes between reading a file (import-read.ts) and mapping its rows (import.ts). */
export interface ImportWarning {
  /** 1-based: the position in a JSON list, the line in a CSV file; 0 for the file as a whole. */
  row: number;
  /** English text; the app translates it from key and params. */
  message: string;
  key: ExerciseMessageKey;
  params?: Record<string, string | number>;
}

/** An exercise ready to be created as the trainer's own (source 'own'). */
export interface ImportedExercise {
  row: number;
  /** Same file imported again gives the same keys: store it with the exercise and skip known keys. */
  dedupeKey: string;
  /** The id in the source file (Free Exercise DB id, CSV id column), if any. */
  sourceId: string | null;
  title: string;
  description: string | null;
  videoUrl: string | null;
  categoryId: CategoryId;
  equipment: EquipmentId[];
  primaryMuscles: MuscleId[];
  secondaryMuscles: MuscleId[];
  trackingFields: TrackingField[];
}

export interface ImportResult {
  exercises: ImportedExercise[];
  warnings: ImportWarning[];
}

/** One row of a file before mapping: a JSON value, or a CSV record turned into the same field names. */
export interface ImportRow {
  row: number;
  data: unknown;
}

export interface ImportSource {
  format: 'json' | 'csv';
  rows: ImportRow[];
  /** Problems found while reading (unreadable file, a CSV row with the wrong number of cells). */
  warnings: ImportWarning[];
}

/** A warning in English, with the key and params the app translates it from. */
export function warning(row: number, key: ExerciseMessageKey, params?: Record<string, string | number>): ImportWarning {
  return { row, key, message: formatMessage(EXERCISE_MESSAGES[key], params), ...(params ? { params } : {}) };
}

/** A JSON object (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
