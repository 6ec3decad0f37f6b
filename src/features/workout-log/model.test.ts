import { describe, expect, it } from 'vitest';
import type { BlockExerciseRow, PlanBlockRow } from '../../../domain/plans/rows';
import type { ExerciseLogRow, SetRow } from '../../../domain/workouts/rows';
import { canLog, readOnlyReason } from './access';
import { entryRest, logModel, planSteps, restAfterSet, type PlanInput } from './model';
import { editWrites, finishWrites, markDoneWrites, notesWrites, redoWrites, removeLastWrites, undoWrites, type SessionContext } from './writes';

const T = '2026-01-01T00:00:00.000Z';
const S = '00000000-0000-4000-8000-0000000000a1';
const C = '00000000-0000-4000-8000-0000000000c1';

function block(id: string, type: 'exercise' | 'superset', order: number, rounds = 1, restSeconds: number | null = 90): PlanBlockRow {
  return { id, planId: 'p', clientId: C, type, name: null, rounds, restSeconds, order, createdAt: T, updatedAt: T };
}
function item(id: string, blockId: string, exerciseId: string, order: number, targets: { reps?: number; weight?: number }[]): BlockExerciseRow {
  return { id, blockId, planId: 'p', clientId: C, exerciseId, sets: targets.length, setTargets: targets, order, createdAt: T, updatedAt: T };
}
function log(id: string, exerciseId: string, blockId: string | null, order: number): ExerciseLogRow {
  return { id, sessionId: S, exerciseId, clientId: C, blockId, order, notes: null, loggedAt: T };
}
function set(id: string, logId: string, order: number, done: string | null, v: Partial<SetRow> = {}, sessionId = S): SetRow {
  return { id, exerciseLogId: logId, sessionId, clientId: C, loggedAt: T, order, setType: 'working', reps: 8, weightKg: 60, durationSeconds: null, distanceMeters: null, rpe: null, assistance: null, completedAt: done, ...v };
}

// Bench 3×8@60, then a superset A: curl 2 sets, B: dips 1 target each round, 2 rounds.
const plan: PlanInput = {
  blocks: [block('b1', 'exercise', 0), block('b2', 'superset', 1, 2, 60)],
  items: new Map([
    ['b1', [item('i1', 'b1', 'bench', 0, [{ reps: 8, weight: 60 }, { reps: 8, weight: 60 }, { reps: 6, weight: 65 }])]],
    ['b2', [item('i2', 'b2', 'curl', 0, [{ reps: 12, weight: 10 }, { reps: 10, weight: 12 }]), item('i3', 'b2', 'dips', 1, [{ reps: 10 }])]],
  ]),
};

describe('logModel', () => {
  it('lists the plan in order with targets prefilled and nothing done', () => {
    const m = logModel({ plan, logs: [], sets: [], sessionId: S });
    expect(m.entries.map((e) => [e.key, e.exerciseId, e.letter, e.order, e.rows.length])).toEqual([
      ['i1', 'bench', null, 0, 3],
      ['i2', 'curl', 'A', 1, 2],
      ['i3', 'dips', 'B', 2, 2],
    ]);
    expect(m.entries[0]!.rows[2]!.values).toMatchObject({ reps: 6, weightKg: 65 });
    // dips: one target, done every round
    expect(m.entries[2]!.rows.map((r) => r.values.reps)).toEqual([10, 10]);
    expect(m.next).toEqual({ entryKey: 'i1', order: 0, thenEntryKey: null });
    expect(m.started).toBe(false);
    expect(m.setsTotal).toBe(7);
  });

  it('matches logs and sets, marks done rows and moves next on', () => {
    const m = logModel({ plan, logs: [log('l1', 'bench', 'b1', 0)], sets: [set('s1', 'l1', 0, T, { weightKg: 62.5 })], sessionId: S });
    const bench = m.entries[0]!;
    expect(bench.log?.id).toBe('l1');
    expect(bench.rows[0]).toMatchObject({ done: true, values: { weightKg: 62.5 } });
    expect(bench.doneCount).toBe(1);
    expect(m.next).toMatchObject({ entryKey: 'i1', order: 1 });
    expect(m.started).toBe(true);
  });

  it('alternates a superset round and says what follows', () => {
    const logs = [log('l1', 'bench', 'b1', 0), log('l2', 'curl', 'b2', 1)];
    const sets = [0, 1, 2].map((o) => set(`s${o}`, 'l1', o, `2026-01-01T00:0${o}:00.000Z`));
    let m = logModel({ plan, logs, sets, sessionId: S });
    expect(m.next).toEqual({ entryKey: 'i2', order: 0, thenEntryKey: 'i3' });
    m = logModel({ plan, logs, sets: [...sets, set('c0', 'l2', 0, '2026-01-01T00:05:00.000Z')], sessionId: S });
    expect(m.next).toEqual({ entryKey: 'i3', order: 0, thenEntryKey: null });
  });

  it('keeps a swapped exercise on its plan slot', () => {
    const m = logModel({ plan, logs: [log('l1', 'incline-bench', 'b1', 0)], sets: [], sessionId: S });
    expect(m.entries[0]).toMatchObject({ key: 'i1', exerciseId: 'incline-bench', plannedExerciseId: 'bench' });
  });

  it('shows added exercises and drafts after the plan, with extra rows', () => {
    const m = logModel({
      plan,
      logs: [log('l9', 'plank', null, 3)],
      sets: [set('p0', 'l9', 0, T, { reps: null, weightKg: null, durationSeconds: 60 })],
      drafts: [{ key: 'd1', exerciseId: 'squat' }],
      extraRows: { d1: 2, i1: -1 },
      sessionId: S,
    });
    expect(m.entries.slice(3).map((e) => [e.kind, e.key, e.order, e.rows.length])).toEqual([
      ['added', 'l9', 3, 1],
      ['draft', 'd1', 4, 3],
    ]);
    expect(m.entries[0]!.rows).toHaveLength(2);
    // a new row copies the row above
    const d = m.entries[4]!;
    expect(d.rows[0]!.values.reps).toBeNull();
  });

  it('fills the previous column from the latest earlier session', () => {
    const old = 'ffffffff-0000-4000-8000-000000000001';
    const history = [
      { ...set('h1', 'x', 0, '2025-12-01T10:00:00.000Z', { weightKg: 55 }, old), exerciseId: 'bench' },
      { ...set('h2', 'x', 1, '2025-12-01T10:03:00.000Z', { weightKg: 57.5 }, old), exerciseId: 'bench' },
      { ...set('h3', 'y', 0, '2025-12-01T10:10:00.000Z', { weightKg: 20 }, old), exerciseId: 'curl' },
    ];
    const m = logModel({ plan, logs: [], sets: [], history, drafts: [{ key: 'd', exerciseId: 'bench' }], extraRows: { d: 2 }, sessionId: S });
    expect(m.entries[0]!.rows.map((r) => r.previous?.weightKg ?? null)).toEqual([55, 57.5, null]);
    expect(m.entries[1]!.rows[0]!.previous?.weightKg).toBe(20);
    expect(m.entries[0]!.rows.some((r) => r.record)).toBe(false);
    // a done set heavier than ever before is a record
    const pr = logModel({ plan, logs: [log('l1', 'bench', 'b1', 0)], sets: [set('s1', 'l1', 0, T, { weightKg: 60, reps: 8 }), set('s2', 'l1', 1, T, { weightKg: 50, reps: 5 })], history, sessionId: S });
    expect(pr.entries[0]!.rows.map((r) => !!r.record)).toEqual([true, false, false]);
    // without targets, last time's sets are the prefill (one tap to repeat them), then the row above
    expect(m.entries[3]!.rows.map((r) => r.values.weightKg)).toEqual([55, 57.5, 57.5]);
  });

  it('rests after a round, not between superset exercises', () => {
    const m = logModel({ plan, logs: [], sets: [], sessionId: S });
    const steps = planSteps(plan);
    expect(restAfterSet(m.entries[0]!, 0, steps, 45)).toBe(90);
    expect(restAfterSet(m.entries[1]!, 0, steps, 45)).toBe(0);
    expect(restAfterSet(m.entries[2]!, 0, steps, 45)).toBe(60);
  });

  it("rests after every exercise: one without a plan, or in a block without a rest, for the exercise's own rest", () => {
    const noRest: PlanInput = { blocks: [block('b1', 'exercise', 0, 1, null)], items: plan.items };
    const m = logModel({ plan: noRest, logs: [log('l9', 'row', null, 5)], sets: [], drafts: [{ key: 'd', exerciseId: 'squat' }], sessionId: S });
    const steps = planSteps(noRest);
    expect(m.entries.map((e) => [e.kind, restAfterSet(e, 0, steps, 45)])).toEqual([
      ['plan', 45],
      ['added', 45],
      ['draft', 45],
    ]);
    expect(entryRest(m.entries[0]!, 30)).toBe(30);
    expect(entryRest(logModel({ plan, logs: [], sets: [], sessionId: S }).entries[0]!, 30)).toBe(90);
  });
});

describe('writes', () => {
  const ids = { sessionId: '00000000-0000-4000-8000-0000000000f1', logId: '00000000-0000-4000-8000-0000000000f2', setId: '00000000-0000-4000-8000-0000000000f3' };
  const ctx: SessionContext = { sessionId: S, progress: 'not_started', clientId: C, sendClientId: false };
  const fresh = () => logModel({ plan, logs: [], sets: [], sessionId: S });

  it('the first done set starts the session, creates the log and the set', () => {
    const e = fresh().entries[0]!;
    const { writes } = markDoneWrites(ctx, e, 0, e.rows[0]!.values, 'working', ids, T);
    expect(writes.map((w) => w.name)).toEqual(['session.progress', 'exerciseLog.create', 'set.create']);
    expect(writes[1]!.args).toEqual({ id: ids.logId, sessionId: S, exerciseId: 'bench', blockId: 'b1', order: 0, loggedAt: T });
    expect(writes[2]!.args).toMatchObject({ id: ids.setId, exerciseLogId: ids.logId, order: 0, reps: 8, weightKg: 60, completedAt: T, setType: 'working' });
  });

  it('later sets only create the set; a trainer sends the client id', () => {
    const m = logModel({ plan, logs: [log('l1', 'bench', 'b1', 0)], sets: [set('s1', 'l1', 0, T)], sessionId: S });
    const started = { ...ctx, progress: 'in_progress' as const };
    expect(markDoneWrites(started, m.entries[0]!, 1, m.entries[0]!.rows[1]!.values, 'working', ids, T).writes.map((w) => w.name)).toEqual(['set.create']);
    const trainer = markDoneWrites({ ...started, sendClientId: true }, m.entries[1]!, 0, m.entries[1]!.rows[0]!.values, 'warmup', ids, T).writes;
    expect(trainer[0]!.args).toMatchObject({ clientId: C, blockId: 'b2', order: 1 });
  });

  it('a blank workout is created by its first set', () => {
    const m = logModel({ plan: null, logs: [], sets: [], drafts: [{ key: 'd', exerciseId: 'squat' }], sessionId: null });
    const out = markDoneWrites({ sessionId: null, progress: null, clientId: C, sendClientId: false, blank: { title: 'Workout', startedAt: T } }, m.entries[0]!, 0, { ...m.entries[0]!.rows[0]!.values, reps: 5 }, 'working', ids, T);
    expect(out.writes.map((w) => w.name)).toEqual(['workout.start', 'exerciseLog.create', 'set.create']);
    expect(out.writes[0]!.args).toEqual({ sessionId: ids.sessionId, title: 'Workout', startedAt: T });
    expect(out.sessionId).toBe(ids.sessionId);
  });

  it("a plan day started without a planned session is created on the plan, so it opens the plan's exercises again", () => {
    const m = logModel({ plan, logs: [], sets: [], sessionId: null });
    const blank = { title: 'Full body A', startedAt: T, planId: '00000000-0000-4000-8000-0000000000b1' };
    const out = markDoneWrites({ sessionId: null, progress: null, clientId: C, sendClientId: false, blank }, m.entries[0]!, 0, m.entries[0]!.rows[0]!.values, 'working', ids, T);
    expect(out.writes[0]).toEqual({ name: 'workout.start', args: { sessionId: ids.sessionId, title: 'Full body A', startedAt: T, planId: blank.planId } });
    expect(out.writes[1]!.args).toMatchObject({ blockId: 'b1', order: 0 });
  });

  it('undo, edit, remove, notes and finish', () => {
    const m = logModel({ plan, logs: [log('l1', 'bench', 'b1', 0)], sets: [set('s1', 'l1', 0, T)], extraRows: { i1: -2 }, sessionId: S });
    const e = m.entries[0]!;
    expect(undoWrites(e, 0)).toEqual([{ name: 'set.update', args: { id: 's1', completedAt: null } }]);
    expect(undoWrites(e, 1)).toEqual([]);
    // An undo can itself be taken back: the set is done again as it was, its values and its time.
    expect(redoWrites(e.rows[0]!.set!)).toEqual([{ name: 'set.update', args: { id: 's1', completedAt: T } }]);
    expect(redoWrites({ ...e.rows[0]!.set!, completedAt: null })).toEqual([]);
    expect(editWrites(e, 0, { reps: 7 })).toEqual([{ name: 'set.update', args: { id: 's1', reps: 7 } }]);
    expect(removeLastWrites(e)).toEqual([{ name: 'set.delete', args: { id: 's1' } }]);
    expect(notesWrites(ctx, e, 'grip wider', ids, T)).toEqual([{ name: 'exerciseLog.update', args: { id: 'l1', notes: 'grip wider' } }]);
    const other = m.entries[1]!;
    expect(notesWrites(ctx, other, '  ', ids, T)).toEqual([]);
    expect(notesWrites({ ...ctx, progress: 'in_progress' }, other, 'slow', ids, T)[0]!.args).toMatchObject({ notes: 'slow', exerciseId: 'curl' });
    expect(finishWrites(S)).toEqual([{ name: 'session.progress', args: { id: S, event: 'complete' } }]);
  });
});

describe('who logs (docs/rules/workouts.md "Who logs")', () => {
  it('trainer logs in-person and group sessions, the client solo ones', () => {
    expect(canLog('in_person', 'trainer')).toBe(true);
    expect(readOnlyReason('in_person', 'client')).toBe('trainerLogs');
    expect(readOnlyReason('solo', 'trainer')).toBe('clientLogs');
    expect(canLog('solo', 'client')).toBe(true);
    expect(canLog('group', 'client')).toBe(false);
    expect(canLog('blank', 'client')).toBe(true);
  });
});

describe('finish summary', async () => {
  const { sessionSummary, formatDuration } = await import('./finish');
  it('counts sets, volume and records from the rows', () => {
    const old = 'ffffffff-0000-4000-8000-000000000001';
    const logs = [{ ...log('l1', 'bench', 'b1', 0), loggedAt: '2026-01-01T10:00:00.000Z' }];
    const sets = [set('s1', 'l1', 0, '2026-01-01T10:00:00.000Z', { weightKg: 70, reps: 5 }), set('s2', 'l1', 1, '2026-01-01T10:20:30.000Z', { weightKg: 60, reps: 8 }), set('s3', 'l1', 2, null)];
    const history = [{ ...set('h1', 'x', 0, '2025-12-01T10:00:00.000Z', { weightKg: 65, reps: 5 }, old), exerciseId: 'bench' }];
    const s = sessionSummary(logs, sets, history, '2026-01-01T11:00:00.000Z');
    expect(s).toMatchObject({ durationSeconds: 1230, setsDone: 2, exercisesDone: 1, volumeKg: 830 });
    expect(s.records.map((r) => r.kind)).toContain('weight');
    expect(formatDuration(1230)).toBe('20:30');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

describe('writes match the mutation contract', async () => {
  const { parseMutationArgs } = await import('../../../domain/mutations/registry');
  const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  it('every write parses', () => {
    const ids = { sessionId: U(1), logId: U(2), setId: U(3) };
    const m = logModel({ plan: null, logs: [], sets: [], drafts: [{ key: 'd', exerciseId: 'barbell-squat' }], sessionId: null });
    const e = m.entries[0]!;
    const all = [
      ...markDoneWrites({ sessionId: null, progress: null, clientId: C, sendClientId: true, blank: { title: 'Workout', startedAt: T, timeZone: 'Europe/Bratislava' } }, e, 0, { ...e.rows[0]!.values, reps: 5, weightKg: 100 }, 'working', ids, T).writes,
      ...finishWrites(S),
      { name: 'set.update' as const, args: { id: U(3), completedAt: null } },
      { name: 'exerciseLog.update' as const, args: { id: U(2), notes: 'x', exerciseId: 'front-squat' } },
    ];
    for (const w of all) expect(() => parseMutationArgs(w.name, w.args), w.name).not.toThrow();
  });
});
