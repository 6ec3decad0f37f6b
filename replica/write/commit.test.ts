import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openUserDb } from '../db/schema';
import { applyLocalMutations } from './entry';

const now = new Date('2025-06-01T08:00:00.000Z');
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const weight = (n: number, weightKg: number) => ({ name: 'weightLog.create' as const, args: { id: id(n), clientId: id(9), weightKg, loggedAt: now.toISOString() } });

describe('several local mutations at once (replica/write)', () => {
  it('records them in order in one transaction, with consecutive mutation ids', async () => {
    const db = openUserDb('batch', { indexedDB: new IDBFactory(), IDBKeyRange });
    const ids = await applyLocalMutations(db, [weight(1, 70), weight(2, 71)], now);
    expect(ids).toEqual([1, 2]);
    expect((await db.outbox.toArray()).map((m) => [m.mutationId, m.name, (m.args as { id: string }).id])).toEqual([
      [1, 'weightLog.create', id(1)],
      [2, 'weightLog.create', id(2)],
    ]);
    expect((await db.weightLogs.toArray()).map((r) => r.weightKg)).toEqual([70, 71]);
    db.close();
  });

  it('records none of them when one is invalid', async () => {
    const db = openUserDb('batch-bad', { indexedDB: new IDBFactory(), IDBKeyRange });
    await expect(applyLocalMutations(db, [weight(1, 70), weight(2, -5)], now)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.weightLogs.count()).toBe(0);
    db.close();
  });
});
