import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES as M } from './messages';
import {
  DEFAULT_TRACKING_FIELDS,
  emptySetTarget,
  pickTrackedTargets,
  setTargetSchema,
  setTargetSchemaFor,
  setTargetsSchemaFor,
  trackingFieldsSchema,
} from './tracking';

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
}

describe('tracking fields', () => {
  it('default to reps, weight and effort (reps, weight and RPE)', () => {
    expect(DEFAULT_TRACKING_FIELDS).toEqual(['reps', 'weight', 'effort']);
  });

  it('must be a non-empty set of known fields', () => {
    expect(trackingFieldsSchema.parse(['duration', 'distance'])).toEqual(['duration', 'distance']);
    expect(messages(trackingFieldsSchema.safeParse([]))).toEqual([`: ${M.trackingFieldsRequired}`]);
    expect(messages(trackingFieldsSchema.safeParse(['reps', 'reps']))).toEqual([`: ${M.trackingFieldsDuplicate}`]);
    expect(messages(trackingFieldsSchema.safeParse(['reps', 'rpe']))).toEqual([`1: ${M.trackingFieldUnknown}`]);
  });
});

describe('set targets', () => {
  it('accept valid values and blanks', () => {
    const target = { reps: 8, weight: 82.5, duration: 60, distance: 400, effort: 8.5, assistance: 3 };
    expect(setTargetSchema.parse(target)).toEqual(target);
    expect(setTargetSchema.parse({ reps: null })).toEqual({ reps: null });
    expect(setTargetSchema.parse({})).toEqual({});
  });

  it('reject values outside each field\'s range with the field\'s message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ reps: -1 }, `reps: ${M.repsInvalid}`],
      [{ reps: 2.5 }, `reps: ${M.repsInvalid}`],
      [{ weight: -5 }, `weight: ${M.weightInvalid}`],
      [{ weight: '70,5' }, `weight: ${M.weightInvalid}`],
      [{ duration: 1.5 }, `duration: ${M.durationInvalid}`],
      [{ distance: -1 }, `distance: ${M.distanceInvalid}`],
      [{ effort: 0 }, `effort: ${M.effortRange}`],
      [{ effort: 11 }, `effort: ${M.effortRange}`],
      [{ effort: 7.3 }, `effort: ${M.effortRange}`],
      [{ assistance: 0 }, `assistance: ${M.assistanceRange}`],
      [{ assistance: 10.5 }, `assistance: ${M.assistanceRange}`],
    ];
    for (const [input, expected] of cases) expect(messages(setTargetSchema.safeParse(input)), JSON.stringify(input)).toEqual([expected]);
    expect(setTargetSchema.safeParse({ effort: 1 }).success).toBe(true);
    expect(setTargetSchema.safeParse({ assistance: 10 }).success).toBe(true);
  });

  it('reject unknown keys', () => {
    expect(setTargetSchema.safeParse({ reps: 5, tempo: '3-1-1' }).success).toBe(false);
  });

  it('follow the exercise\'s tracking fields', () => {
    const plank = setTargetSchemaFor(['duration']);
    expect(plank.parse({ duration: 45 })).toEqual({ duration: 45 });
    expect(messages(plank.safeParse({ duration: 45, weight: 20 }))).toEqual([`weight: ${M.targetNotTracked}`]);
    // A cleared (null) untracked target is harmless.
    expect(plank.safeParse({ duration: 45, weight: null }).success).toBe(true);

    const assistedPullUp = setTargetsSchemaFor(['reps', 'assistance']);
    expect(assistedPullUp.parse([{ reps: 8, assistance: 4 }, { reps: 6, assistance: 5 }])).toHaveLength(2);
    expect(assistedPullUp.safeParse([{ reps: 8, effort: 7 }]).success).toBe(false);
  });

  it('are built once per set of fields, whatever its order, and never shared by another set', () => {
    expect(setTargetSchemaFor(['reps', 'weight'])).toBe(setTargetSchemaFor(['weight', 'reps']));
    const plank = setTargetSchemaFor(['duration']);
    const curl = setTargetSchemaFor(['weight']);
    expect(curl).not.toBe(plank);
    expect(plank.safeParse({ weight: 20 }).success).toBe(false);
    expect(curl.safeParse({ weight: 20 }).success).toBe(true);
    expect(curl.safeParse({ duration: 45 }).success).toBe(false);
  });

  it('start empty for the tracked fields and drop untracked ones', () => {
    expect(emptySetTarget(['reps', 'weight', 'effort'])).toEqual({ reps: null, weight: null, effort: null });
    expect(pickTrackedTargets({ reps: 10, weight: 50, effort: 8 }, ['reps', 'effort'])).toEqual({ reps: 10, effort: 8 });
  });
});
