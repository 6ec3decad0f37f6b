import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES } from '../exercises/messages';
import { MESSAGES } from '../messages';
import { WORKOUT_MESSAGES } from './messages';
import { exerciseLogRowSchema, setRowSchema, setRowSchemaFor, setValueErrors, trackingFieldOf, type SetRow } from './rows';

const uuid = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const row: SetRow = {
  id: uuid(1),
  exerciseLogId: uuid(2),
  sessionId: uuid(3),
  clientId: uuid(4),
  loggedAt: '2025-02-21T06:17:00.000Z',
  order: 0,
  setType: 'working',
  reps: 8,
  weightKg: 60,
  durationSeconds: null,
  distanceMeters: null,
  rpe: 8.5,
  assistance: null,
  completedAt: '2025-02-21T07:17:00+01:00',
};

describe('exercise log rows', () => {
  it('accept a log and normalise notes and instants', () => {
    const log = exerciseLogRowSchema.parse({
      id: uuid(1),
      sessionId: uuid(2),
      exerciseId: 'barbell-bench-press',
      clientId: uuid(3),
      blockId: null,
      order: 0,
      notes: '  ',
      loggedAt: '2025-02-21T07:17:00+01:00',
    });
    expect(log.notes).toBeNull();
    expect(log.loggedAt).toBe('2025-02-21T06:17:00.000Z');
  });

  it('refuse notes over 500 characters with the documented message', () => {
    const r = exerciseLogRowSchema.safeParse({
      id: uuid(1),
      sessionId: uuid(2),
      exerciseId: 'x',
      clientId: uuid(3),
      blockId: null,
      order: 0,
      notes: 'a'.repeat(501),
      loggedAt: '2025-02-21T07:17:00Z',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('The notes may not be greater than 500 characters.');
    expect(WORKOUT_MESSAGES.notesMax).toBe(MESSAGES.notesMax);
  });
});

describe('set rows', () => {
  it('accept values in range and normalise completedAt', () => {
    expect(setRowSchema.parse(row).completedAt).toBe('2025-02-21T06:17:00.000Z');
  });

  it('use the plan targets\' ranges and messages', () => {
    const r = setRowSchema.safeParse({ ...row, rpe: 11, reps: 2.5, setType: 'amrap' });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toMatchObject({ setType: WORKOUT_MESSAGES.setTypeInvalid });
    expect(setValueErrors({ ...row, rpe: 11, reps: 2.5 })).toEqual({
      rpe: [EXERCISE_MESSAGES.effortRange],
      reps: [EXERCISE_MESSAGES.repsInvalid],
    });
  });

  it('refuse values the exercise does not track and a done set with none tracked', () => {
    expect(setRowSchemaFor(['reps', 'weight', 'effort']).safeParse(row).success).toBe(true);
    const plank = setRowSchemaFor(['duration']).safeParse(row);
    expect(plank.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['reps', EXERCISE_MESSAGES.targetNotTracked],
      ['weightKg', EXERCISE_MESSAGES.targetNotTracked],
      ['rpe', EXERCISE_MESSAGES.targetNotTracked],
      ['values', WORKOUT_MESSAGES.setEmpty],
    ]);
    // A planned set (not done yet) may be empty.
    expect(setValueErrors({ ...row, reps: null, weightKg: null, rpe: null, completedAt: null }, ['reps'])).toBeNull();
    expect(trackingFieldOf('weightKg')).toBe('weight');
  });
});
