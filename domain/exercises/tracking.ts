import { z } from 'zod';
import { EXERCISE_MESSAGES as M } from './messages';

/** What a set of an exercise records (docs/rules/exercises.md "Tracking fields"). effort is the RPE, 1-10 (docs/rules/workouts.md "Effort and assistance"). */
export const TRACKING_FIELDS = ['reps', 'weight', 'duration', 'distance', 'effort', 'assistance'] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];

/** docs/rules/exercises.md "Tracking fields": "defaults reps, weight, RPE". */
export const DEFAULT_TRACKING_FIELDS: readonly TrackingField[] = ['reps', 'weight', 'effort'];

export const EFFORT_MIN = 1;
export const EFFORT_MAX = 10;

export const trackingFieldSchema = z.enum(TRACKING_FIELDS, { error: M.trackingFieldUnknown });

/** A non-empty set of distinct tracking fields, in the order the trainer chose. */
export const trackingFieldsSchema = z
  .array(trackingFieldSchema)
  .min(1, { error: M.trackingFieldsRequired })
  .refine((fields) => new Set(fields).size === fields.length, { error: M.trackingFieldsDuplicate });

const scale = (message: string) =>
  z
    .number({ error: message })
    .min(EFFORT_MIN, { error: message })
    .max(EFFORT_MAX, { error: message })
    // RPE is often given in halves (8.5); anything finer is noise.
    .refine((v) => Number.isInteger(v * 2), { error: message });

/** Each target is optional: a blank target means "not set" for that set. null clears it. */
const targetShape = {
  reps: z.int({ error: M.repsInvalid }).min(0, { error: M.repsInvalid }).max(10_000, { error: M.repsInvalid }),
  weight: z.number({ error: M.weightInvalid }).min(0, { error: M.weightInvalid }).max(10_000, { error: M.weightInvalid }),
  duration: z
    .int({ error: M.durationInvalid })
    .min(0, { error: M.durationInvalid })
    .max(7 * 24 * 3600, { error: M.durationInvalid }),
  distance: z
    .number({ error: M.distanceInvalid })
    .min(0, { error: M.distanceInvalid })
    .max(1_000_000, { error: M.distanceInvalid }),
  effort: scale(M.effortRange),
  assistance: scale(M.assistanceRange),
} satisfies Record<TrackingField, z.ZodType>;

/** Targets of one set: reps, weight in kg, duration in seconds, distance in meters, effort and assistance 1-10. */
export const setTargetSchema = z.strictObject({
  reps: targetShape.reps.nullish(),
  weight: targetShape.weight.nullish(),
  duration: targetShape.duration.nullish(),
  distance: targetShape.distance.nullish(),
  effort: targetShape.effort.nullish(),
  assistance: targetShape.assistance.nullish(),
});
export type SetTarget = z.infer<typeof setTargetSchema>;

function buildSetTargetSchemaFor(allowed: ReadonlySet<TrackingField>) {
  return setTargetSchema.superRefine((target, ctx) => {
    for (const key of Object.keys(target) as TrackingField[]) {
      if (!allowed.has(key) && target[key] != null) {
        ctx.addIssue({ code: 'custom', path: [key], message: M.targetNotTracked });
      }
    }
  });
}

/** One schema per set of fields: building one and its first parse cost zod far more than a parse (a set done tap validates). */
const schemaFor = new Map<string, ReturnType<typeof buildSetTargetSchemaFor>>();

/**
 * Targets of one set for an exercise that tracks `fields`: only those keys are
 * accepted, so a plan cannot carry a weight target for a plank.
 */
export function setTargetSchemaFor(fields: readonly TrackingField[]) {
  const allowed = new Set(fields);
  const key = TRACKING_FIELDS.filter((f) => allowed.has(f)).join(',');
  let schema = schemaFor.get(key);
  if (!schema) schemaFor.set(key, (schema = buildSetTargetSchemaFor(allowed)));
  return schema;
}

/** The targets of every set of a block exercise, one entry per set. */
export function setTargetsSchemaFor(fields: readonly TrackingField[]) {
  return z.array(setTargetSchemaFor(fields)).max(100);
}

/** An empty target for each tracked field, for a new set in the editor. */
export function emptySetTarget(fields: readonly TrackingField[]): SetTarget {
  const target: SetTarget = {};
  for (const f of fields) target[f] = null;
  return target;
}

/** Keeps only the targets an exercise tracks, e.g. after its tracking fields changed. */
export function pickTrackedTargets(target: SetTarget, fields: readonly TrackingField[]): SetTarget {
  const picked: SetTarget = {};
  for (const f of fields) if (target[f] !== undefined) picked[f] = target[f];
  return picked;
}
