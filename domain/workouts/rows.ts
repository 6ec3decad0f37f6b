import { z } from 'zod';
import { setTargetSchema, setTargetSchemaFor, type SetTarget, type TrackingField } from '../exercises/tracking';
import { instantField, optionalText } from '../mutations/fields';
import { WORKOUT_MESSAGES as M } from './messages';

/*
 * Logged workouts as the device stores them and the pull sends them. A set is
 * a row of its own, not an entry in a list on the exercise log, because the
 * conflict rules of logs work per row (architecture, "Logs"):
 * - two phones logging the same session each create their own set rows, so
 *   every set from both survives;
 * - an edit of a set is last-writer-wins per field of that one row;
 * - a deleted set row stays deleted whatever edit arrives later.
 * Instants are ISO strings in UTC. Weights are kg, durations seconds,
 * distances meters, whatever unit the user typed or imported.
 */

/** warmup sets count for nothing (volume, records); drop and failure sets count like working sets. */
export const SET_TYPES = ['warmup', 'working', 'failure', 'drop'] as const;
export type SetType = (typeof SET_TYPES)[number];

/** One exercise done in one session. */
export interface ExerciseLogRow {
  id: string;
  sessionId: string;
  /** A trainer's exercise (uuid) or a global library exercise (slug). */
  exerciseId: string;
  clientId: string;
  /** The plan block it was done for; null for a blank workout, an added exercise or an import. */
  blockId: string | null;
  /** Position in the session. */
  order: number;
  notes: string | null;
  loggedAt: string;
}

/**
 * One set. sessionId, clientId and loggedAt are copied from the log so sync
 * and queries pick sets by one column, and a set falls in the same sync window
 * as its log (both are windowed by the log's loggedAt).
 */
export interface SetRow {
  id: string;
  exerciseLogId: string;
  sessionId: string;
  clientId: string;
  /** The log's loggedAt, copied (never edited on its own). */
  loggedAt: string;
  /** Position within the exercise log; the "previous" column aligns on it. */
  order: number;
  setType: SetType;
  reps: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
  /** Effort, RPE 1-10 in halves (docs/rules/workouts.md "Effort and assistance"). */
  rpe: number | null;
  assistance: number | null;
  /** Null while the set is only planned (targets shown, not yet done). */
  completedAt: string | null;
}

/** The values a set records, by set row field. */
export type SetValues = Pick<SetRow, 'reps' | 'weightKg' | 'durationSeconds' | 'distanceMeters' | 'rpe' | 'assistance'>;
export type SetValueField = keyof SetValues;

/** Which set row field holds which tracking field of the exercise. */
export const VALUE_FIELD_OF: Record<TrackingField, SetValueField> = {
  reps: 'reps',
  weight: 'weightKg',
  duration: 'durationSeconds',
  distance: 'distanceMeters',
  effort: 'rpe',
  assistance: 'assistance',
};
const TRACKING_OF = Object.fromEntries(Object.entries(VALUE_FIELD_OF).map(([t, v]) => [v, t])) as Record<SetValueField, TrackingField>;

function asTarget(v: SetValues): SetTarget {
  return {
    reps: v.reps,
    weight: v.weightKg,
    duration: v.durationSeconds,
    distance: v.distanceMeters,
    effort: v.rpe,
    assistance: v.assistance,
  };
}

/**
 * Problems of a set's values, keyed by set row field, using the ranges and
 * messages of the plan targets (domain/exercises/tracking.ts). With `fields`,
 * values the exercise does not track are refused, and a done set needs at
 * least one tracked value. Null when the values are fine.
 */
export function setValueErrors(
  set: SetValues & { completedAt?: string | null },
  fields?: readonly TrackingField[],
): Partial<Record<SetValueField | 'values', string[]>> | null {
  const parsed = (fields ? setTargetSchemaFor(fields) : setTargetSchema).safeParse(asTarget(set));
  const errors: Partial<Record<SetValueField | 'values', string[]>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = VALUE_FIELD_OF[issue.path[0] as TrackingField] ?? 'values';
      const list = (errors[key] ||= []);
      if (!list.includes(issue.message)) list.push(issue.message);
    }
  }
  if (fields && set.completedAt && !fields.some((f) => set[VALUE_FIELD_OF[f]] != null)) errors.values = [M.setEmpty];
  return Object.keys(errors).length ? errors : null;
}

/** The tracking field a set row field holds (e.g. 'weightKg' → 'weight'). */
export function trackingFieldOf(field: SetValueField): TrackingField {
  return TRACKING_OF[field];
}

const id = z.uuid();
/** A library slug or a trainer's exercise id. */
export const exerciseIdSchema = z.string().trim().min(1).max(120);
const exerciseId = exerciseIdSchema;
/** A position (a log's in its session, a set's in its log). */
export const orderSchema = z.int({ error: M.orderInvalid }).min(0, { error: M.orderInvalid }).max(10_000, { error: M.orderInvalid });
const order = orderSchema;
const value = z.number().nullable();

export const setTypeSchema = z.enum(SET_TYPES, { error: M.setTypeInvalid });

export const exerciseLogRowSchema = z.strictObject({
  id,
  sessionId: id,
  exerciseId,
  clientId: id,
  blockId: id.nullable(),
  order,
  notes: optionalText(),
  loggedAt: instantField,
});

const setRowShape = z.strictObject({
  id,
  exerciseLogId: id,
  sessionId: id,
  clientId: id,
  loggedAt: instantField,
  order,
  setType: setTypeSchema,
  reps: value,
  weightKg: value,
  durationSeconds: value,
  distanceMeters: value,
  rpe: value,
  assistance: value,
  completedAt: instantField.nullable(),
});

function refineValues(fields?: readonly TrackingField[]) {
  return (row: z.output<typeof setRowShape>, ctx: z.RefinementCtx) => {
    const errors = setValueErrors(row, fields);
    if (!errors) return;
    for (const [path, messages] of Object.entries(errors)) for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
  };
}

/** A set row with values in range (any tracking field). */
export const setRowSchema = setRowShape.superRefine(refineValues());

/** A set row of an exercise that tracks `fields`: untracked values are refused, a done set needs a value. */
export function setRowSchemaFor(fields: readonly TrackingField[]) {
  return setRowShape.superRefine(refineValues(fields));
}

/** A set with nothing recorded, for a new row in the logging screen. */
export function emptySetValues(): SetValues {
  return { reps: null, weightKg: null, durationSeconds: null, distanceMeters: null, rpe: null, assistance: null };
}

/**
 * A workout as a whole: what a blank workout or an import creates. The
 * session screens map it onto the calendar's session row (date, time and zone
 * from startedAt); it is kept small here so this module does not depend on
 * the calendar.
 */
export interface WorkoutSessionDraft {
  id: string;
  clientId: string;
  title: string;
  startedAt: string;
  finishedAt: string | null;
  notes: string | null;
}
