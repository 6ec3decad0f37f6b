import { describe, expect, it } from 'vitest';
import type { BlockExerciseRow, PlanBlockRow } from '../../../domain/plans/rows';
import type { ExerciseLogRow, SetRow, SetValues } from '../../../domain/workouts/rows';
import { MadeByWrites } from './madeByWrites';
import { logModel, type PlanInput } from './model';
import { markDoneWrites, notesWrites, swapWrites, type SessionContext } from './writes';

const T = '2026-01-01T00:00:00.000Z';
const S = '00000000-0000-4000-8000-0000000000a1';
const C = '00000000-0000-4000-8000-0000000000c1';

const block: PlanBlockRow = { id: 'b1', planId: 'p', clientId: C, type: 'exercise', name: null, rounds: 1, restSeconds: 90, order: 0, createdAt: T, updatedAt: T };
const item: BlockExerciseRow = { id: 'i1', blockId: 'b1', planId: 'p', clientId: C, exerciseId: 'squat', sets: 3, setTargets: [{ reps: 5 }, { reps: 5 }, { reps: 5 }], order: 0, createdAt: T, updatedAt: T };
const plan: PlanInput = { blocks: [block], items: new Map([['b1', [item]]]) };
const log = (id: string): ExerciseLogRow => ({ id, sessionId: S, exerciseId: 'squat', clientId: C, blockId: 'b1', order: 0, notes: null, loggedAt: T });
const set = (id: string, logId: string, order: number): SetRow => ({ id, exerciseLogId: logId, sessionId: S, clientId: C, loggedAt: T, order, setType: 'working', reps: 5, weightKg: null, durationSeconds: null, distanceMeters: null, rpe: null, assistance: null, completedAt: T });
const V: SetValues = { reps: 5, weightKg: null, durationSeconds: null, distanceMeters: null, rpe: null, assistance: null };
const ids = (n: number) => ({ sessionId: `session-${n}`, logId: `log-${n}`, setId: `set-${n}` });

/** The screen's context for a tap, as LogScreen builds it: the session and logs the taps before made, known. */
const context = (made: MadeByWrites, sessionId: string | null, progress: SessionContext['progress']): SessionContext => ({
  sessionId: sessionId ?? made.sessionId,
  progress: made.started && progress === 'not_started' ? 'in_progress' : progress,
  logIds: made.logIds,
  clientId: C,
  sendClientId: false,
});

describe('taps while the screen still shows the data from before the last write', () => {
  it("the second set of an exercise goes into the log the first one made, and the session is started once", () => {
    const made = new MadeByWrites();
    // Both taps see the same (stale) model: no log, session not started.
    const stale = logModel({ plan, logs: [], sets: [], sessionId: S }).entries[0]!;
    const first = markDoneWrites(context(made, S, 'not_started'), stale, 0, V, 'working', ids(1), T);
    made.marked({ entryKey: stale.key, logId: first.logId, order: 0, sessionId: null });
    const second = markDoneWrites(context(made, S, 'not_started'), stale, 1, V, 'working', ids(2), T);
    expect(first.writes.map((w) => w.name)).toEqual(['session.progress', 'exerciseLog.create', 'set.create']);
    expect(second.writes).toEqual([{ name: 'set.create', args: expect.objectContaining({ id: 'set-2', exerciseLogId: 'log-1', order: 1 }) }]);
    // Notes and a swap typed meanwhile go to that log too.
    expect(notesWrites(context(made, S, 'in_progress'), stale, 'deep', ids(3), T)).toEqual([{ name: 'exerciseLog.update', args: { id: 'log-1', notes: 'deep' } }]);
    expect(swapWrites(context(made, S, 'in_progress'), stale, 'front-squat', ids(4), T)).toEqual([{ name: 'exerciseLog.update', args: { id: 'log-1', exerciseId: 'front-squat' } }]);
  });

  it('a blank workout made by the first set takes the next ones', () => {
    const made = new MadeByWrites();
    const draft = logModel({ plan: null, logs: [], sets: [], drafts: [{ key: 'd1', exerciseId: 'squat' }], sessionId: null }).entries[0]!;
    const blank = (c: SessionContext) => ({ ...c, blank: { title: 'Workout', startedAt: T } });
    const first = markDoneWrites(blank(context(made, null, null)), draft, 0, V, 'working', ids(1), T);
    made.marked({ entryKey: draft.key, logId: first.logId, order: 0, sessionId: first.sessionId });
    const second = markDoneWrites(blank(context(made, null, null)), draft, 1, V, 'working', ids(2), T);
    expect(first.writes.map((w) => w.name)).toEqual(['workout.start', 'exerciseLog.create', 'set.create']);
    expect(second.writes).toEqual([{ name: 'set.create', args: expect.objectContaining({ exerciseLogId: 'log-1', order: 1 }) }]);
    expect(second.sessionId).toBe('session-1');
  });

  it('knows a row whose mark is on its way, until the shown data has it; a failed write leaves nothing behind', () => {
    const made = new MadeByWrites();
    made.marked({ entryKey: 'i1', logId: 'log-1', order: 0, sessionId: null });
    const failed = made.marked({ entryKey: 'i1', logId: 'log-1', order: 1, sessionId: null });
    expect([made.marking('log-1', 0), made.marking('log-1', 1), made.marking('log-1', 2)]).toEqual([true, true, false]);
    failed();
    expect(made.marking('log-1', 1)).toBe(false);
    expect(made.logOf('i1')).toBe('log-1');

    // The data catches up with the first mark: the log and its set are the data's from now on.
    made.caughtUp(logModel({ plan, logs: [log('log-1')], sets: [set('set-1', 'log-1', 0)], sessionId: S }), { id: S, progressStatus: 'in_progress' });
    expect(made.marking('log-1', 0)).toBe(false);
    expect(made.logOf('i1')).toBeUndefined();
    expect(made.started).toBe(false);
  });

  it('forgets a deleted log: the exercise gets a new one at its next set', () => {
    const made = new MadeByWrites();
    made.marked({ entryKey: 'i1', logId: 'log-1', order: 0, sessionId: null });
    made.logDeleted('log-1');
    const stale = logModel({ plan, logs: [], sets: [], sessionId: S }).entries[0]!;
    const next = markDoneWrites(context(made, S, 'in_progress'), stale, 0, V, 'working', ids(2), T);
    expect(next.writes.map((w) => w.name)).toEqual(['exerciseLog.create', 'set.create']);
    expect(made.marking('log-1', 0)).toBe(false);
  });
});
