import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openUserDb } from './db/schema';
import { applyLocalMutation } from './write/entry';

const now = '2025-06-01T08:00:00.000Z';
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('device delete cascade (replica/cascade.ts)', () => {
  it('client.delete removes a client with its weight logs, plans, their blocks and block exercises, and nothing else', async () => {
    const db = openUserDb('cascade', { indexedDB: new IDBFactory(), IDBKeyRange });
    const t = { createdAt: now, updatedAt: now };
    await db.clients.bulkPut([{ id: id(1), name: 'A' }, { id: 'c2', name: 'B' }] as never);
    await db.weightLogs.bulkPut([{ id: 'w1', clientId: id(1), loggedAt: now, ...t }, { id: 'w2', clientId: 'c2', loggedAt: now, ...t }] as never);
    await db.trainingPlans.bulkPut([{ id: 'p1', clientId: id(1) }, { id: 'p2', clientId: 'c2' }, { id: 'tpl', clientId: null }] as never);
    await db.planBlocks.bulkPut([{ id: 'b1', planId: 'p1' }, { id: 'b2', planId: 'p2' }] as never);
    await db.blockExercises.bulkPut([{ id: 'e1', blockId: 'b1', exerciseId: 'x' }, { id: 'e2', blockId: 'b2', exerciseId: 'x' }] as never);

    await applyLocalMutation(db, 'client.delete', { id: id(1) });

    expect((await db.clients.toArray()).map((r) => r.id)).toEqual(['c2']);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.weightLogs.toArray()).map((r) => r.id)).toEqual(['w2']);
    expect((await db.trainingPlans.toArray()).map((r) => r.id).sort()).toEqual(['p2', 'tpl']);
    expect((await db.planBlocks.toArray()).map((r) => r.id)).toEqual(['b2']);
    expect((await db.blockExercises.toArray()).map((r) => r.id)).toEqual(['e2']);
    // Each removed row remembers its server version, so a rejected delete is undone by the next rebase.
    expect((await db.pendingRows.toArray()).map((r) => r.key).sort()).toEqual(['blockExercises:e1', `clients:${id(1)}`, 'planBlocks:b1', 'trainingPlans:p1', 'weightLogs:w1']);
    db.close();
  });
});
