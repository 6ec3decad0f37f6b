import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeHlc } from '../domain/protocol/hlc';
import type { PullResponse } from '../domain/protocol/protocol';
import { openUserDb, type RepwiseDb } from './db/schema';
import type { ClientRow, WeightLogRow } from './db/types';
import { pendingIdsOf, syncStatusOf } from './db/queries';
import { getMeta, setMeta } from './meta';
import { applyLocalMutation } from './write/entry';
import { rebase } from './rebase';

const CLIENT = '0190a1b2-0000-7000-8000-00000000c001';
const LOG = '0190a1b2-0000-7000-8000-00000000a001';
const LOG2 = '0190a1b2-0000-7000-8000-00000000a002';
const T0 = '2025-06-15T08:00:00.000Z';

const serverLog = (over: Partial<WeightLogRow> = {}): WeightLogRow => ({
  id: LOG,
  clientId: CLIENT,
  weightKg: 80,
  notes: null,
  loggedAt: T0,
  createdAt: T0,
  updatedAt: T0,
  ...over,
});
const client: ClientRow = {
  id: CLIENT,
  trainerId: '0190a1b2-0000-7000-8000-0000000000t1',
  name: 'Anna',
  email: null,
  status: 'active',
  age: null,
  goal: null,
  heightCm: null,
  weightKg: null,
  allergies: null,
  intolerances: null,
  hourlyRate: null,
  currency: 'EUR',
  notes: null,
  hasAccount: false,
  amountOwed: 0,
  invitationStatus: null,
  invitationSentAt: null,
  invitationExpiresAt: null,
  createdAt: T0,
  updatedAt: T0,
};
/** A row as the protocol carries it. */
const row = <T extends { id: string }>(x: T) => ({ ...x }) as Record<string, unknown> & { id: string };
const page = (over: Partial<PullResponse>): PullResponse => ({ cursor: 'c1', lastMutationId: 0, changes: [], hasMore: false, ...over });

let db: RepwiseDb;
afterEach(() => db?.close());
function open() {
  db = openUserDb('u1', { indexedDB: new IDBFactory(), IDBKeyRange });
  return db;
}

describe('local mutations', () => {
  it('write the row, the outbox entry and the pending mark together', async () => {
    open();
    const id = await applyLocalMutation(db, 'weightLog.create', { id: LOG, clientId: CLIENT, weightKg: 70.5, loggedAt: T0, notes: ' hi ' }, new Date(T0));
    expect(id).toBe(1);
    expect(await db.weightLogs.get(LOG)).toEqual({ ...serverLog({ weightKg: 70.5, notes: 'hi' }) });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ mutationId: 1, name: 'weightLog.create', status: 'pending', args: { notes: 'hi' } });
    expect(entry!.deviceId).toBe(await getMeta(db, 'deviceId'));
    expect([...(await pendingIdsOf(db, 'weightLogs'))]).toEqual([LOG]);
    expect(await syncStatusOf(db)).toEqual({ state: 'pending', pending: 1 });
    expect(await applyLocalMutation(db, 'weightLog.delete', { id: LOG })).toBe(2);
  });

  it('reject invalid args before touching anything', async () => {
    open();
    await expect(applyLocalMutation(db, 'weightLog.create', { id: LOG, clientId: CLIENT, weightKg: 5, loggedAt: T0 })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.weightLogs.count()).toBe(0);
  });
});

describe('rebase', () => {
  it('keeps pending edits on top of pulled changes without showing the stale value', async () => {
    open();
    await rebase(db, page({ changes: [{ table: 'clients', op: 'put', row: row(client) }], cursor: 'c0' }));
    await applyLocalMutation(db, 'client.update', { id: CLIENT, fields: { age: 40 } }, new Date(T0));
    const seen: (number | null | undefined)[] = [];
    const sub = liveQuery(() => db.clients.get(CLIENT)).subscribe((c) => seen.push(c?.age));
    await new Promise((r) => setTimeout(r, 20));
    // Another device changed the goal; our age edit is not confirmed yet.
    await rebase(db, page({ changes: [{ table: 'clients', op: 'put', row: row({ ...client, goal: 'endurance' }) }], cursor: 'c2' }));
    await new Promise((r) => setTimeout(r, 20));
    sub.unsubscribe();
    expect(await db.clients.get(CLIENT)).toMatchObject({ age: 40, goal: 'endurance' });
    expect(seen.every((age) => age === 40)).toBe(true);
    expect(await db.outbox.count()).toBe(1);
    expect(await getMeta(db, 'cursor')).toBe('c2');
  });

  it('drops confirmed mutations only on the last page and undoes rejected ones', async () => {
    open();
    await applyLocalMutation(db, 'weightLog.create', { id: LOG, clientId: CLIENT, weightKg: 70, loggedAt: T0 }, new Date(T0));
    await applyLocalMutation(db, 'weightLog.create', { id: LOG2, clientId: CLIENT, weightKg: 71, loggedAt: T0 }, new Date(T0));
    // The server rejected mutation 2.
    await db.outbox.update(2, { status: 'error', error: { code: 'forbidden', message: 'This action is unauthorized.' } });
    await db.rejected.put({ mutationId: 2, name: 'weightLog.create', args: {}, error: { code: 'forbidden', message: 'x' }, createdAt: T0, target: { table: 'weightLogs', id: LOG2 } });

    await rebase(db, page({ lastMutationId: 2, hasMore: true, changes: [{ table: 'weightLogs', op: 'put', row: row(serverLog({ weightKg: 70, createdAt: '2025-06-15T08:00:01.000Z' })) }] }));
    expect(await db.outbox.count()).toBe(2);
    expect(await db.weightLogs.get(LOG2)).toBeUndefined();
    expect(await db.weightLogs.where('clientId').equals(CLIENT).count()).toBe(1);

    await rebase(db, page({ lastMutationId: 2, changes: [] }));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.pendingRows.count()).toBe(0);
    expect((await db.rejected.get(2))?.serverRow).toBeNull();
    expect(await db.weightLogs.get(LOG)).toEqual(serverLog({ weightKg: 70, createdAt: '2025-06-15T08:00:01.000Z' }));
  });

  it('clears synced tables on reset but keeps pending work', async () => {
    open();
    await rebase(db, page({ changes: [{ table: 'clients', op: 'put', row: row(client) }, { table: 'weightLogs', op: 'put', row: row(serverLog()) }] }));
    await applyLocalMutation(db, 'weightLog.create', { id: LOG2, clientId: CLIENT, weightKg: 71, loggedAt: T0 }, new Date(T0));
    await rebase(db, page({ reset: true, changes: [{ table: 'clients', op: 'put', row: row(client) }] }));
    expect((await db.weightLogs.toArray()).map((l) => l.id)).toEqual([LOG2]);
    expect(await db.clients.count()).toBe(1);
  });

  it('undoes pending rows before it applies the page to the same rows, and stores the clock, progress and cursor with them', async () => {
    open();
    // A pending create (no server row under it) and a pending edit of a server row.
    await rebase(db, page({ changes: [{ table: 'clients', op: 'put', row: row(client) }], cursor: 'c0' }));
    await applyLocalMutation(db, 'weightLog.create', { id: LOG, clientId: CLIENT, weightKg: 70, loggedAt: T0 }, new Date(T0));
    await applyLocalMutation(db, 'client.update', { id: CLIENT, fields: { age: 40 } }, new Date(T0));
    await setMeta(db, 'download', { done: 1, total: 3, startedAt: Date.parse(T0) });
    const serverClock = encodeHlc({ ms: Date.parse(T0) + 5_000, counter: 3, node: 'server' });
    // The last page confirms the create; the edit is still pending. Undoing the create deletes the row: the page's put must come after it.
    const confirmed = serverLog({ weightKg: 70, createdAt: '2025-06-15T08:00:01.000Z' });
    await rebase(db, page({ lastMutationId: 1, cursor: 'c1', hlc: serverClock, changes: [{ table: 'weightLogs', op: 'put', row: row(confirmed) }] }), Date.parse(T0), null);
    expect(await db.weightLogs.get(LOG)).toEqual(confirmed);
    expect(await db.clients.get(CLIENT)).toMatchObject({ age: 40 });
    expect((await db.outbox.toArray()).map((m) => m.mutationId)).toEqual([2]);
    expect(await getMeta(db, 'cursor')).toBe('c1');
    expect(await getMeta(db, 'download')).toBeNull();
    expect((await getMeta(db, 'hlc'))! > serverClock).toBe(true);
  });

  it('applies the last change of a row in a page', async () => {
    open();
    await rebase(db, page({ changes: [{ table: 'weightLogs', op: 'put', row: row(serverLog()) }, { table: 'weightLogs', op: 'del', row: { id: LOG } }] }));
    expect(await db.weightLogs.count()).toBe(0);
    await rebase(db, page({ changes: [{ table: 'weightLogs', op: 'del', row: { id: LOG } }, { table: 'weightLogs', op: 'put', row: row(serverLog({ weightKg: 90 })) }] }));
    expect((await db.weightLogs.get(LOG))?.weightKg).toBe(90);
  });
});
