import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES } from '../exercises/messages';
import { WORKOUT_MESSAGES } from './messages';
import { soloWorkoutSession } from './writes';
import { mutationTarget, MUTATIONS, parseMutationArgs } from '../mutations/registry';

const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const messages = (name: keyof typeof MUTATIONS, args: unknown) => {
  const r = MUTATIONS[name].args.safeParse(args);
  return r.success ? null : r.error.issues.map((i) => i.message);
};

describe('workout mutations', () => {
  it('normalise a log create: notes trimmed, instants in UTC, no block by default', () => {
    const a = parseMutationArgs('exerciseLog.create', { id: id(1), sessionId: id(2), exerciseId: 'barbell-bench-press', order: 0, notes: '  slow  ', loggedAt: '2025-06-15T14:00:00+02:00' });
    expect(a).toEqual({ id: id(1), sessionId: id(2), exerciseId: 'barbell-bench-press', blockId: null, order: 0, notes: 'slow', loggedAt: '2025-06-15T12:00:00.000Z' });
    expect(mutationTarget('exerciseLog.create', a)).toEqual({ table: 'exerciseLogs', id: id(1) });
  });

  it('refuse notes over 500 characters with the documented message (docs/rules/workouts.md "Notes")', () => {
    const base = { id: id(1), sessionId: id(2), exerciseId: 'squat', order: 0, loggedAt: '2025-06-15T12:00:00Z' };
    expect(messages('exerciseLog.create', { ...base, notes: 'x'.repeat(501) })).toEqual([WORKOUT_MESSAGES.notesMax]);
    expect(messages('exerciseLog.create', { ...base, notes: 'x'.repeat(500) })).toBeNull();
    expect(messages('exerciseLog.update', { id: id(1), notes: 'x'.repeat(501) })).toEqual([WORKOUT_MESSAGES.notesMax]);
  });

  it('take a set with values left out as null, and refuse values out of range on their field', () => {
    const a = parseMutationArgs('set.create', { id: id(3), exerciseLogId: id(1), order: 0, setType: 'working', reps: 8, weightKg: 60 });
    expect(a).toMatchObject({ reps: 8, weightKg: 60, rpe: null, completedAt: null });
    expect(mutationTarget('set.delete', { id: id(3) })).toEqual({ table: 'exerciseSets', id: id(3) });
    const bad = MUTATIONS['set.update'].args.safeParse({ id: id(3), reps: -1 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['reps']);
    expect(messages('set.create', { id: id(3), exerciseLogId: id(1), order: 0, setType: 'easy' })).toEqual([WORKOUT_MESSAGES.setTypeInvalid]);
  });

  it('start a workout as a solo session of the client, approved and in progress', () => {
    const a = parseMutationArgs('workout.start', { sessionId: id(5), title: 'Morning', startedAt: '2025-06-15T06:30:20Z' });
    expect(a.planId).toBeNull();
    expect(messages('workout.start', { sessionId: id(5), title: ' ', startedAt: '2025-06-15T06:30:00Z' })).toEqual([EXERCISE_MESSAGES.exerciseTitleRequired]);
    const row = soloWorkoutSession({ ...a, clientId: id(9), timeZone: 'Europe/Bratislava' }, '2025-06-15T06:30:21.000Z');
    expect(row).toMatchObject({
      id: id(5),
      type: 'solo',
      clientIds: [id(9)],
      planByClient: { [id(9)]: null },
      date: '2025-06-15',
      time: '08:30',
      approvalByClient: { [id(9)]: 'approved' },
      progressStatus: 'in_progress',
      startsAt: '2025-06-15T06:30:00.000Z',
    });
  });
});
