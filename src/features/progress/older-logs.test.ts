import { describe, expect, it } from 'vitest';
import { DAY_MS, syncWindow } from '../../../domain/protocol/window';
import type { ExerciseLogRow, SetRow } from '../../../domain/workouts/rows';
import { olderRange, rowsOfLogDtos, withOlder, type LogDto } from './older-logs';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const before = olderRange(NOW).before;
const dayBefore = new Date(Date.parse(before) - DAY_MS).toISOString();
const inside = new Date(Date.parse(before) + DAY_MS / 2).toISOString();

function dto(id: string, loggedAt: string, setIds: string[]): LogDto {
  return {
    id,
    session_id: `s-${id}`,
    exercise_id: 'barbell-bench-press',
    client_id: 'c1',
    block_id: null,
    order: 0,
    notes: null,
    logged_at: loggedAt,
    sets: setIds.map((s, i) => ({ id: s, exercise_log_id: id, order: i, set_type: 'working', reps: 5, weight_kg: 100, duration_seconds: null, distance_meters: null, rpe: null, assistance: null, completed_at: loggedAt })),
  };
}

describe('history from before the sync window', () => {
  it('asks for whole days up to one day into the window', () => {
    const r = olderRange(NOW);
    expect(r.before).toBe(new Date(syncWindow(NOW).from).toISOString());
    expect(r.end_date).toBe(new Date(syncWindow(NOW).from + DAY_MS).toISOString().slice(0, 10));
    expect(r.start_date < r.end_date).toBe(true);
  });

  it('reads the REST shape into device rows, sets carrying their log\'s session, client and time', () => {
    const rows = rowsOfLogDtos([dto('l1', dayBefore, ['a', 'b'])]);
    expect(rows.logs).toHaveLength(1);
    expect(rows.sets.map((s) => [s.id, s.sessionId, s.clientId, s.loggedAt, s.weightKg])).toEqual([
      ['a', 's-l1', 'c1', dayBefore, 100],
      ['b', 's-l1', 'c1', dayBefore, 100],
    ]);
  });

  it('adds only server rows from before the window that the device does not hold', () => {
    const server = rowsOfLogDtos([dto('old', dayBefore, ['o1', 'o2']), dto('edge', inside, ['e1']), dto('mine', dayBefore, ['m1'])]);
    const mine: { logs: ExerciseLogRow[]; sets: SetRow[] } = rowsOfLogDtos([dto('mine', dayBefore, ['m1'])]);
    mine.sets[0] = { ...mine.sets[0]!, reps: 8 };
    const merged = withOlder(mine, server, before);
    expect(merged.logs.map((l) => l.id).sort()).toEqual(['mine', 'old']);
    // The edge log lies inside the window: the device's (here: deleted) state wins over the server's copy.
    expect(merged.sets.map((s) => s.id).sort()).toEqual(['m1', 'o1', 'o2']);
    expect(merged.sets.find((s) => s.id === 'm1')!.reps).toBe(8);
  });

  it('gives the device rows themselves when there is nothing older', () => {
    const mine = rowsOfLogDtos([dto('mine', inside, ['m1'])]);
    expect(withOlder(mine, null, before)).toBe(mine);
    expect(withOlder(mine, { logs: [], sets: [] }, before)).toBe(mine);
  });
});
