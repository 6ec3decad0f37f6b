import { z } from 'zod';
import { durationSchema, titleSchema, timeZoneSchema } from '../sessions/rows';
import { exerciseLogEntity, exerciseSetEntity } from './entity';
import { WORKOUT_MESSAGES as WM } from './messages';
import { exerciseIdSchema, orderSchema, setTypeSchema, setValueErrors, type SetValues } from './rows';
import { clientBillableField } from '../billing/billable';
import { def, defineArea } from '../mutations/def';
import { instantField, optionalText, text } from '../mutations/fields';

/*
 * Workout logging's mutations (docs/rules/workouts.md "Exercise logs and sets", docs/rules/workouts.md "Who logs"). Ids are
 * made on the device (UUIDv7); a resent create does nothing. A set is a row
 * of its own, so two devices logging one session keep every set; set values,
 * type and completion and a log's exercise and notes keep the later edit per
 * field (hybrid clocks, entity.ts `editable`); deletes win. The server checks
 * every id against the caller (server/areas/workouts/access.ts). Starting and
 * completing a session is the sessions area's `session.progress`.
 */

const notes = optionalText(undefined, WM.notesMax);
const exerciseId = text().pipe(exerciseIdSchema);
const value = z.number().nullable();

/** Set values in range (the plan targets' ranges and messages), reported on their own fields. */
function checkValues(a: Partial<SetValues>, ctx: z.core.$RefinementCtx): void {
  const v = { reps: null, weightKg: null, durationSeconds: null, distanceMeters: null, rpe: null, assistance: null, ...a } as SetValues;
  for (const [path, messages] of Object.entries(setValueErrors(v) ?? {})) for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * A client starts a workout with no planned session (a blank workout, or a
 * plan day done on their own): a solo session for themselves, approved and in
 * progress, which the trainer's calendar shows. The device sends its zone
 * for its own copy; the server keeps the session in its trainer's zone, as
 * every session of the space (server/areas/workouts/commands/space-zone.ts).
 */
export const WorkoutStartArgs = z.object({
  sessionId: z.uuid(),
  title: titleSchema,
  startedAt: instantField,
  planId: z.uuid().nullable().default(null),
  timeZone: timeZoneSchema.optional(),
  billable: clientBillableField,
});
export type WorkoutStartArgs = z.output<typeof WorkoutStartArgs>;

/**
 * One exercise done in a session. `clientId` names which client for a
 * trainer logging a group session (required then); otherwise it is the
 * session's client and may be left out.
 */
export const ExerciseLogCreateArgs = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  exerciseId,
  blockId: z.uuid().nullable().default(null),
  order: orderSchema,
  notes: notes.default(null),
  loggedAt: instantField,
  clientId: z.uuid().optional(),
});
export type ExerciseLogCreateArgs = z.output<typeof ExerciseLogCreateArgs>;

/** Change a log: exercise and notes keep the later edit; order applies in server order. */
export const ExerciseLogUpdateArgs = z.object({ id: z.uuid(), exerciseId: exerciseId.optional(), notes: notes.optional(), order: orderSchema.optional() });
export type ExerciseLogUpdateArgs = z.output<typeof ExerciseLogUpdateArgs>;

/** Delete a log and its sets; delete wins over any later edit. */
export const ExerciseLogDeleteArgs = z.object({ id: z.uuid() });
export type ExerciseLogDeleteArgs = z.output<typeof ExerciseLogDeleteArgs>;

const setValueShape = {
  reps: value.default(null),
  weightKg: value.default(null),
  durationSeconds: value.default(null),
  distanceMeters: value.default(null),
  rpe: value.default(null),
  assistance: value.default(null),
};

/** One set of a log; values left out are null. completedAt null: planned, not done yet. */
export const SetCreateArgs = z
  .object({
    id: z.uuid(),
    exerciseLogId: z.uuid(),
    order: orderSchema,
    setType: setTypeSchema,
    ...setValueShape,
    completedAt: instantField.nullable().default(null),
  })
  .superRefine(checkValues);
export type SetCreateArgs = z.output<typeof SetCreateArgs>;

/** Change some fields of a set; each value keeps the later edit. */
export const SetUpdateArgs = z
  .object({
    id: z.uuid(),
    setType: setTypeSchema.optional(),
    reps: value.optional(),
    weightKg: value.optional(),
    durationSeconds: value.optional(),
    distanceMeters: value.optional(),
    rpe: value.optional(),
    assistance: value.optional(),
    completedAt: instantField.nullable().optional(),
    order: orderSchema.optional(),
  })
  .superRefine(checkValues);
export type SetUpdateArgs = z.output<typeof SetUpdateArgs>;

export const SetDeleteArgs = z.object({ id: z.uuid() });
export type SetDeleteArgs = z.output<typeof SetDeleteArgs>;

/** The set fields an update may change (its patch). */
export const SET_PATCH_FIELDS = ['setType', 'reps', 'weightKg', 'durationSeconds', 'distanceMeters', 'rpe', 'assistance', 'completedAt', 'order'] as const;

/** At most this many exercises in one recorded workout, and sets in one of its exercises. */
export const RECORD_LOGS_MAX = 100;
export const RECORD_SETS_MAX = 100;

const RecordedSet = z
  .object({ id: z.uuid(), order: orderSchema, setType: setTypeSchema, ...setValueShape })
  .superRefine(checkValues)
  .refine((s) => s.reps !== null || s.weightKg !== null || s.durationSeconds !== null || s.distanceMeters !== null, { error: WM.setEmpty });

// blockId: logs sharing one were done as a superset (a history import's superset_id); no plan block need exist for it.
const RecordedLog = z.object({ id: z.uuid(), exerciseId, blockId: z.uuid().nullable().default(null), order: orderSchema, notes: notes.default(null), sets: z.array(RecordedSet).max(RECORD_SETS_MAX) });

/**
 * A workout done earlier, recorded whole: a solo session, completed, with
 * its exercise logs and done sets. A client records their own (manual log);
 * a trainer records one of their client's (history import, `clientId`
 * required). One mutation per workout so the session and its logs land
 * together, and so a trainer may write logs into a solo session only here,
 * where the session is made for it. Every id comes from the device; rows
 * that exist already are left as they are, so a re-import adds nothing.
 */
export const WorkoutRecordArgs = z.object({
  sessionId: z.uuid(),
  clientId: z.uuid().optional(),
  title: titleSchema,
  startedAt: instantField,
  durationMinutes: durationSchema,
  notes: optionalText().default(null),
  planId: z.uuid().nullable().default(null),
  timeZone: timeZoneSchema.optional(),
  logs: z.array(RecordedLog).max(RECORD_LOGS_MAX),
  billable: clientBillableField,
});
export type WorkoutRecordArgs = z.output<typeof WorkoutRecordArgs>;
export type WorkoutRecordInput = z.input<typeof WorkoutRecordArgs>;

const logs = (id: string) => ({ table: 'exerciseLogs', id });
const sets = (id: string) => ({ table: 'exerciseSets', id });

/** Exercise logs and their sets. */
export const workoutArea = defineArea({
  entities: [exerciseLogEntity, exerciseSetEntity],
  mutations: {
    'workout.start': def({ args: WorkoutStartArgs, target: (a) => ({ table: 'sessions', id: a.sessionId }) }),
    'workout.record': def({ args: WorkoutRecordArgs, target: (a) => ({ table: 'sessions', id: a.sessionId }) }),
    'exerciseLog.create': def({ args: ExerciseLogCreateArgs, target: (a) => logs(a.id) }),
    'exerciseLog.update': def({ args: ExerciseLogUpdateArgs, target: (a) => logs(a.id) }),
    'exerciseLog.delete': def({ args: ExerciseLogDeleteArgs, target: (a) => logs(a.id) }),
    'set.create': def({ args: SetCreateArgs, target: (a) => sets(a.id) }),
    'set.update': def({ args: SetUpdateArgs, target: (a) => sets(a.id) }),
    'set.delete': def({ args: SetDeleteArgs, target: (a) => sets(a.id) }),
  },
});
