import { formatMessage } from '../exercises/messages';
import { NOTES_MAX } from '../constants';
import type { SetType, SetValues } from './rows';
import { WORKOUT_MESSAGES, type WorkoutMessageKey } from './messages';

/*
 * The neutral shape every history import reads into, whatever app wrote the
 * file: workouts → exercises → sets, with values in kg, seconds and meters.
 * Nothing here has an id yet; import-rows.ts derives them.
 */

export type ImportFormat = 'strong' | 'hevy';

export interface ImportIssue {
  /** The line of the file the row starts on (1-based); 0 for the file as a whole. */
  line: number;
  key: WorkoutMessageKey;
  /** English text; the app translates from key and params. */
  message: string;
  params?: Record<string, string | number>;
}

export interface ImportedSet extends SetValues {
  line: number;
  setType: SetType;
}

export interface ImportedExercise {
  /** The name as the file gives it. */
  name: string;
  /** An exercise id the file carries (Repwise's own export); otherwise matched by name. */
  exerciseId: string | null;
  notes: string | null;
  /** Hevy's superset_id: exercises sharing it were done as a superset. */
  supersetId: string | null;
  sets: ImportedSet[];
}

export interface ImportedWorkout {
  /**
   * What identifies the workout in the file: format, start as written and
   * title. Ids derive from it, so the same workout imported again gets the
   * same ids.
   */
  key: string;
  line: number;
  title: string;
  startedAt: string;
  finishedAt: string | null;
  notes: string | null;
  exercises: ImportedExercise[];
}

export interface WorkoutImport {
  format: ImportFormat | null;
  workouts: ImportedWorkout[];
  /** Rows left out, with why. */
  skipped: ImportIssue[];
  /** Rows read with something left out or the file read with a problem. */
  warnings: ImportIssue[];
  /** Why nothing could be read (unknown format, missing columns); null when the file was read. */
  error: ImportIssue | null;
}

export function issue(line: number, key: WorkoutMessageKey, params?: Record<string, string | number>): ImportIssue {
  return { line, key, message: formatMessage(WORKOUT_MESSAGES[key], params), ...(params ? { params } : {}) };
}

/** Notes as stored: trimmed, empty is null, cut to the 500 characters of docs/rules/workouts.md "Notes". */
export function importNotes(text: string | undefined): string | null {
  const t = (text ?? '').trim();
  return t === '' ? null : t.slice(0, NOTES_MAX);
}

/** An RPE as the app stores it: 1-10 in halves. 0 or empty means none (Strong writes 0). */
export function importRpe(value: number | null): number | null | 'invalid' {
  if (value === null || value === 0) return null;
  if (Number.isNaN(value) || value < 1 || value > 10) return 'invalid';
  return Math.round(value * 2) / 2;
}

/**
 * Collects rows into workouts and exercises. Rows of one workout may be
 * spread over the file; an exercise continues while consecutive rows of its
 * workout name it (and, for files that number sets, the number rises).
 */
export class WorkoutCollector {
  private readonly byKey = new Map<string, ImportedWorkout>();
  private readonly lastIndex = new Map<ImportedExercise, number>();

  workout(key: string, make: () => Omit<ImportedWorkout, 'key' | 'exercises'>): ImportedWorkout {
    let w = this.byKey.get(key);
    if (!w) {
      w = { key, ...make(), exercises: [] };
      this.byKey.set(key, w);
    }
    return w;
  }

  /**
   * Adds a set to the last exercise of the workout when it names the same
   * exercise. With set numbers (Hevy's set_index), a number that does not
   * rise starts a new exercise, and a superset's interleaved rows (A0 B0 A1)
   * go back to their exercise of the same superset.
   */
  addSet(workoutKey: string, exercise: Omit<ImportedExercise, 'sets'>, set: ImportedSet, setIndex?: number): void {
    const w = this.byKey.get(workoutKey)!;
    const last = w.exercises[w.exercises.length - 1];
    const continues = (e: ImportedExercise) => e.name === exercise.name && (setIndex === undefined || setIndex > (this.lastIndex.get(e) ?? -1));
    let target = last && continues(last) ? last : undefined;
    if (!target && setIndex !== undefined && exercise.supersetId !== null) {
      target = w.exercises.find((e) => e.supersetId === exercise.supersetId && continues(e));
    }
    if (target) {
      target.sets.push(set);
      target.notes ??= exercise.notes;
    } else {
      target = { ...exercise, sets: [set] };
      w.exercises.push(target);
    }
    if (setIndex !== undefined) this.lastIndex.set(target, setIndex);
  }

  /** The workouts in order of start, without any left empty by skipped rows. */
  result(): ImportedWorkout[] {
    return [...this.byKey.values()]
      .filter((w) => w.exercises.length > 0)
      .sort((a, b) => (a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : a.line - b.line));
  }
}

/** Header cells folded for lookup: lower case, trimmed, no BOM. */
export function headerIndex(header: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  header.forEach((h, i) => {
    const k = h.replace(/^\uFEFF/, '').trim().toLowerCase();
    if (!map.has(k)) map.set(k, i);
  });
  return map;
}
