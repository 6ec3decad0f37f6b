import { v7 as uuidv7 } from 'uuid';
import { NOTES_MAX } from '../../../domain/constants';
import type { SetTarget } from '../../../domain/exercises/tracking';
import type { WorkoutRecordInput } from '../../../domain/workouts/mutations';
import type { BlockExerciseRow, PlanBlockRow } from '../../../domain/plans/rows';
import { DURATION_MAX_MINUTES, DURATION_MIN_MINUTES } from '../../../domain/sessions/rows';
import { instantToWall, wallToInstant } from '../../../domain/time/time-zone';
import { isWallDate, isWallTime } from '../../../domain/time/wall-time';
import { emptySetValues, type SetType, type SetValues } from '../../../domain/workouts/rows';
import { startsInFuture } from '../../../domain/workouts/writes';

/*
 * The manual log (/client/manual-log) as a plain draft: when, how long, the
 * exercises with their sets and notes. Nothing is written until it is saved
 * whole, as one workout.record (a solo session in the past, completed, with
 * its logs and sets), so a half-typed workout never shows in progress.
 */

export interface ManualSet {
  key: string;
  setType: SetType;
  values: SetValues;
}

export interface ManualEntry {
  key: string;
  exerciseId: string;
  notes: string;
  sets: ManualSet[];
}

export interface ManualDraft {
  title: string;
  date: string;
  time: string;
  durationMinutes: number | null;
  planId: string | null;
  entries: ManualEntry[];
}

/** What is wrong, as keys of the screen's texts: the workout's fields, and per entry or set by its key. */
export type DraftError = 'date' | 'future' | 'duration' | 'noExercises' | 'notesMax' | 'setEmpty';
export type DraftErrors = Partial<Record<string, DraftError>>;

let counter = 0;
export const newKey = () => `k${++counter}`;

export function emptySet(setType: SetType = 'working'): ManualSet {
  return { key: newKey(), setType, values: emptySetValues() };
}

/** A blank draft starting an hour before `now` (most often logged right after), in the client's zone. */
export function blankDraft(now: Date, timeZone: string, title: string): ManualDraft {
  const { date, time } = instantToWall(new Date(now.getTime() - 3_600_000), timeZone);
  return { title, date, time, durationMinutes: 60, planId: null, entries: [] };
}

function fromTarget(t: SetTarget | undefined): SetValues {
  if (!t) return emptySetValues();
  return { reps: t.reps ?? null, weightKg: t.weight ?? null, durationSeconds: t.duration ?? null, distanceMeters: t.distance ?? null, rpe: t.effort ?? null, assistance: t.assistance ?? null };
}

/** A plan's exercises in order, each with its planned sets and their targets as values to change. */
export function entriesFromPlan(blocks: readonly PlanBlockRow[], items: ReadonlyMap<string, readonly BlockExerciseRow[]>): ManualEntry[] {
  const out: ManualEntry[] = [];
  for (const b of [...blocks].sort((x, y) => x.order - y.order)) {
    for (const item of items.get(b.id) ?? []) {
      const count = Math.max(1, item.sets, item.setTargets.length);
      out.push({ key: newKey(), exerciseId: item.exerciseId, notes: '', sets: Array.from({ length: count }, (_, i) => ({ key: newKey(), setType: 'working', values: fromTarget(item.setTargets[i]) })) });
    }
  }
  return out;
}

const hasValue = (v: SetValues) => v.reps !== null || v.weightKg !== null || v.durationSeconds !== null || v.distanceMeters !== null;

/** Checks the draft; errors keyed 'when', 'duration', 'entries', an entry's key or a set's key. */
export function draftErrors(d: ManualDraft, now: Date, timeZone: string): DraftErrors {
  const errors: DraftErrors = {};
  if (!isWallDate(d.date) || !isWallTime(d.time)) errors.when = 'date';
  else if (startsInFuture(wallToInstant(d.date, d.time, timeZone).toISOString(), now)) errors.when = 'future';
  const m = d.durationMinutes;
  if (m === null || !Number.isInteger(m) || m < DURATION_MIN_MINUTES || m > DURATION_MAX_MINUTES) errors.duration = 'duration';
  if (d.entries.length === 0) errors.entries = 'noExercises';
  for (const e of d.entries) {
    if (e.notes.trim().length > NOTES_MAX) errors[e.key] = 'notesMax';
    for (const s of e.sets) if (!hasValue(s.values)) errors[s.key] = 'setEmpty';
  }
  return errors;
}

/** The workout.record args of a checked draft; sets without a value were refused by draftErrors. */
export function recordArgs(d: ManualDraft, timeZone: string, newId: () => string = uuidv7): WorkoutRecordInput {
  return {
    sessionId: newId(),
    title: d.title,
    startedAt: wallToInstant(d.date, d.time, timeZone).toISOString(),
    durationMinutes: d.durationMinutes ?? 60,
    planId: d.planId,
    timeZone,
    logs: d.entries.map((e, order) => ({
      id: newId(),
      exerciseId: e.exerciseId,
      order,
      notes: e.notes.trim() || null,
      sets: e.sets.map((s, i) => ({ id: newId(), order: i, setType: s.setType, ...s.values })),
    })),
  };
}
