import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { WeightLogRow } from '../../domain/protocol/rows';
import { applyLocalMutation, layerOf, OptimisticLayer } from './optimistic';
import { weightLogsOf } from '../../replica/db/queries';
import { openUserDb, type RepwiseDb } from '../../replica/db/schema';

const clientId = '0190a1b2-0000-7000-8000-00000000c001';
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const newestFirst = (a: WeightLogRow, b: WeightLogRow) => (a.loggedAt < b.loggedAt ? 1 : -1);
const opts = { include: (r: WeightLogRow) => r.clientId === clientId, compare: newestFirst };

let db: RepwiseDb;
afterEach(async () => {
  await db?.delete();
});

describe('OptimisticLayer', () => {
  it('shows a staged write over results read before its commit, and not over results read after', async () => {
    const layer = new OptimisticLayer();
    const stage = await layer.stage('weightLog.create', { id: id(1), clientId, weightKg: 70, notes: null, loggedAt: '2025-06-01T08:00:00.000Z' }, '2025-06-01T08:00:05.000Z');
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
    const edit = await layer.stage('weightLog.update', { id: id(2), weightKg: 79.5 }, '2025-06-03T00:00:00.000Z');
    expect(layer.merge('weightLogs', [row], 0, opts)).toEqual([{ ...row, weightKg: 79.5, updatedAt: '2025-06-03T00:00:00.000Z' }]);
    layer.drop(edit!);
    expect(layer.merge('weightLogs', [row], 0, opts)).toEqual([row]);
    await layer.stage('weightLog.delete', { id: id(2) }, '2025-06-03T00:00:00.000Z');
    expect(layer.merge('weightLogs', [row], 0, opts)).toEqual([]);
  });

  it('stages nothing for a write it cannot see (an edit of a row no screen read)', async () => {
    const layer = new OptimisticLayer();
    expect(await layer.stage('weightLog.update', { id: id(3), weightKg: 60 }, '2025-06-03T00:00:00.000Z')).toBeNull();
    expect(layer.version).toBe(0);
  });

  it("uses the client's own record from the profile for a client's new weight", async () => {
    const layer = new OptimisticLayer();
    layer.rememberProfile({ id: 'u1', name: 'C', email: 'c@x.io', role: 'client', language: 'en', registrationStatus: 'active', emailVerifiedAt: null, clientId, timeZone: 'Europe/Bratislava' });
    await layer.stage('weightLog.create', { id: id(4), weightKg: 65, loggedAt: '2025-06-01T08:00:00.000Z' }, '2025-06-01T08:00:00.000Z');
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

  it('throws invalid args before showing anything', async () => {
    db = openUserDb(`optimistic-bad-${Date.now()}`);
    await expect(applyLocalMutation(db, 'weightLog.create', { id: id(6), clientId, weightKg: 7000, loggedAt: '2025-06-05T07:00:00Z' })).rejects.toThrow();
    expect(layerOf(db).version).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
