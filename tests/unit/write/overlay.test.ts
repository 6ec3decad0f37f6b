import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MutationName } from '../../../domain/mutations/registry';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { pendingIdsOf } from '../../../replica/db/queries';
import { weightLogsOf } from '../../../src/features/weight-logs/queries';
import { openUserDb, type RepwiseDb } from '../../../replica/db/schema';
import { runLocalMutator } from '../../../replica/mutators';
import { applyLocalMutation } from '../../../replica/write/entry';
import { layerOf, OptimisticLayer } from '../../../replica/write/overlay';
import { stageWrite } from '../../../replica/write/staging';

const clientId = '0190a1b2-0000-7000-8000-00000000c001';
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const newestFirst = (a: WeightLogRow, b: WeightLogRow) => (a.loggedAt < b.loggedAt ? 1 : -1);
const opts = { include: (r: WeightLogRow) => r.clientId === clientId, compare: newestFirst };

let db: RepwiseDb;
afterEach(async () => {
  vi.restoreAllMocks();
  await db?.delete();
});

/** Date.now() as the layer sees it, moved by hand. */
function clock(start = 1_750_000_000_000) {
  let now = start;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  return { advance: (ms: number) => void (now += ms) };
}

const weight = (n: number, kg: number) => ({ id: id(n), clientId, weightKg: kg, notes: null, loggedAt: `2025-06-0${n}T08:00:00.000Z` });

/** A write's mutator run in memory, shown at once (no database to fall back on); its staging number or null. */
async function staged(layer: OptimisticLayer, name: MutationName, args: unknown, now: string): Promise<number | null> {
  const staged = await stageWrite(layer, runLocalMutator, name, args, now);
  return staged?.error ? null : (staged?.stage ?? null);
}

describe('OptimisticLayer', () => {
  it('shows a staged write over results read before its commit, and not over results read after', async () => {
    const layer = new OptimisticLayer();
    const stage = await staged(layer, 'weightLog.create', { id: id(1), clientId, weightKg: 70, notes: null, loggedAt: '2025-06-01T08:00:00.000Z' }, '2025-06-01T08:00:05.000Z');
    expect(stage).not.toBeNull();
    const before = layer.merge<WeightLogRow>('weightLogs', [], 0, opts);
    expect(before).toEqual([expect.objectContaining({ id: id(1), weightKg: 70, clientId, createdAt: '2025-06-01T08:00:05.000Z' })]);
    expect(layer.pendingIds('weightLogs', 0)).toEqual([id(1)]);

    layer.commit(stage!);
    // A result that started before the commit may miss the row: the overlay still covers it.
    expect(layer.merge<WeightLogRow>('weightLogs', [], 0, opts)).toHaveLength(1);
    // One read after the commit has it from the database: the overlay stays out of the way.
    const fromDb = [{ ...before[0]!, weightKg: 70 }];
    expect(layer.merge('weightLogs', fromDb, layer.commits, opts)).toBe(fromDb);
    expect(layer.pendingIds('weightLogs', layer.commits)).toEqual([]);
  });

  it('applies edits and deletes to rows the screens read, and forgets a failed write', async () => {
    const layer = new OptimisticLayer();
    const row: WeightLogRow = { id: id(2), clientId, weightKg: 80, notes: null, loggedAt: '2025-06-02T08:00:00.000Z', createdAt: 'x', updatedAt: 'x' };
    layer.remember('weightLogs', [row]);
    const edit = await staged(layer, 'weightLog.update', { id: id(2), weightKg: 79.5 }, '2025-06-03T00:00:00.000Z');
    expect(layer.merge('weightLogs', [row], 0, opts)).toEqual([{ ...row, weightKg: 79.5, updatedAt: '2025-06-03T00:00:00.000Z' }]);
    layer.drop(edit!);
    expect(layer.merge('weightLogs', [row], 0, opts)).toEqual([row]);
    await staged(layer, 'weightLog.delete', { id: id(2) }, '2025-06-03T00:00:00.000Z');
    expect(layer.merge('weightLogs', [row], 0, opts)).toEqual([]);
  });

  it('stages nothing for a write it cannot see (an edit of a row no screen read)', async () => {
    const layer = new OptimisticLayer();
    expect(await staged(layer, 'weightLog.update', { id: id(3), weightKg: 60 }, '2025-06-03T00:00:00.000Z')).toBeNull();
    expect(layer.version).toBe(0);
  });

  it('keeps a committed write for a result on screen that was read before the commit, however long its next read takes', async () => {
    const layer = new OptimisticLayer();
    const time = clock();
    const first = await staged(layer, 'weightLog.create', weight(1, 70), '2025-06-01T08:00:05.000Z');
    layer.commit(first!);
    // The screen shows a result that started reading before that commit; its next read is late (a busy tab).
    const release = layer.hold(['weightLogs'], 0);
    time.advance(60_000);
    // Other writes commit meanwhile (each one tidies the overlay).
    const second = await staged(layer, 'weightLog.create', weight(2, 71), '2025-06-02T08:00:05.000Z');
    layer.commit(second!);
    expect(layer.merge<WeightLogRow>('weightLogs', [], 0, opts).map((r) => r.id)).toEqual([id(2), id(1)]);
    expect(layer.pendingIds('weightLogs', 0).sort()).toEqual([id(1), id(2)]);

    // The screen read again (or left): the write is no longer needed and goes.
    release();
    time.advance(60_000);
    const third = await staged(layer, 'weightLog.create', weight(3, 72), '2025-06-03T08:00:05.000Z');
    layer.commit(third!);
    expect(layer.merge<WeightLogRow>('weightLogs', [], 0, opts).map((r) => r.id)).toEqual([id(3)]);
  });

  it('a hold on other tables keeps nothing of this one', async () => {
    const layer = new OptimisticLayer();
    const time = clock();
    const first = await staged(layer, 'weightLog.create', weight(1, 70), '2025-06-01T08:00:05.000Z');
    layer.commit(first!);
    layer.hold(['exerciseSets'], 0);
    time.advance(60_000);
    const second = await staged(layer, 'weightLog.create', weight(2, 71), '2025-06-02T08:00:05.000Z');
    layer.commit(second!);
    expect(layer.pendingIds('weightLogs', 0)).toEqual([id(2)]);
  });

  it('keeps a write whose transaction waited long (queued behind another) for results read before its commit', async () => {
    const layer = new OptimisticLayer();
    const time = clock();
    const stage = await staged(layer, 'weightLog.create', weight(1, 70), '2025-06-01T08:00:05.000Z');
    // Staged at once; its transaction commits only after a long wait (the database busy with a large sync).
    time.advance(15_000);
    layer.commit(stage!);
    expect(layer.merge<WeightLogRow>('weightLogs', [], 0, opts).map((r) => r.id)).toEqual([id(1)]);
    expect(layer.pendingIds('weightLogs', 0)).toEqual([id(1)]);
  });

  it("uses the client's own record from the profile for a client's new weight", async () => {
    const layer = new OptimisticLayer();
    layer.rememberProfile({ id: 'u1', name: 'C', email: 'c@x.io', role: 'client', language: 'en', registrationStatus: 'active', emailVerifiedAt: null, clientId, timeZone: 'Europe/Bratislava' });
    await staged(layer, 'weightLog.create', { id: id(4), weightKg: 65, loggedAt: '2025-06-01T08:00:00.000Z' }, '2025-06-01T08:00:00.000Z');
    expect(layer.merge<WeightLogRow>('weightLogs', [], 0, opts).map((r) => r.clientId)).toEqual([clientId]);
  });
});

describe('applyLocalMutation (screens)', () => {
  it('shows the row before the transaction commits, then the database holds the same row', async () => {
    db = openUserDb(`optimistic-${Date.now()}`);
    const layer = layerOf(db);
    let seenBeforeCommit: WeightLogRow[] = [];
    const unsubscribe = layer.subscribe(() => {
      if (layer.commits === 0) seenBeforeCommit = layer.merge<WeightLogRow>('weightLogs', [], 0, opts);
    });
    const mutationId = await applyLocalMutation(db, 'weightLog.create', { id: id(5), clientId, weightKg: 71.25, loggedAt: '2025-06-05T07:00:00Z' }, new Date('2025-06-05T07:00:01Z'));
    unsubscribe();
    expect(mutationId).toBe(1);
    expect(seenBeforeCommit.map((r) => r.weightKg)).toEqual([71.25]);
    const stored = await weightLogsOf(db, clientId);
    expect(stored).toEqual(seenBeforeCommit);
    expect(layer.merge('weightLogs', stored, layer.commits, opts)).toBe(stored);
  });

  it('a screen whose result predates this tab\'s writes keeps showing them and their pending marks until it reads again', async () => {
    db = openUserDb(`optimistic-hold-${Date.now()}`);
    const layer = layerOf(db);
    const time = clock();
    // What the screen shows: read before any write, its next read not in yet.
    const shown = { commits: layer.commits, rows: await weightLogsOf(db, clientId), pending: await pendingIdsOf(db, 'weightLogs') };
    const release = layer.hold(['weightLogs'], shown.commits);
    await applyLocalMutation(db, 'weightLog.create', weight(1, 70), new Date('2025-06-01T08:00:01Z'));
    time.advance(30_000);
    await applyLocalMutation(db, 'weightLog.create', weight(2, 71), new Date('2025-06-02T08:00:01Z'));
    time.advance(30_000);
    await applyLocalMutation(db, 'weightLog.create', weight(3, 72), new Date('2025-06-03T08:00:01Z'));
    const onScreen = layer.merge<WeightLogRow>('weightLogs', shown.rows, shown.commits, opts).map((r) => r.weightKg);
    const marked = new Set([...shown.pending, ...layer.pendingIds('weightLogs', shown.commits)]);
    // Never less than the device holds: every logged weight, each marked as not yet on the server.
    const stored = await weightLogsOf(db, clientId);
    expect(onScreen).toEqual(stored.map((r) => r.weightKg));
    expect([...marked].sort()).toEqual([...(await pendingIdsOf(db, 'weightLogs'))].sort());
    expect(marked.size).toBe(3);
    release();
  });

  it('throws invalid args before showing anything', async () => {
    db = openUserDb(`optimistic-bad-${Date.now()}`);
    await expect(applyLocalMutation(db, 'weightLog.create', { id: id(6), clientId, weightKg: 7000, loggedAt: '2025-06-05T07:00:00Z' })).rejects.toThrow();
    expect(layerOf(db).version).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
