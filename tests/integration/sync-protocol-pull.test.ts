import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../domain/protocol/cursor';
import { clients, spaces, users, weightLogs } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeAdmin, makeClient, makeTrainer } from './sync-fixtures';
import { syncApi } from './sync-protocol-api';

describe.each(DB_KINDS)('sync pull: who sees what, deletes and resets on %s', (kind) => {
  const env = serverForSuite(kind);
  const { db, pushOk, pull, pullAll, create, rowsOf } = syncApi(() => env.server);

  it('pull shows a trainer their space only, even with a forged cursor', async () => {
    const a = await makeTrainer(db());
    const b = await makeTrainer(db());
    const { clientId: aClient } = await makeClient(db(), a.id);
    await pushOk(a, uuidv7(), [create(1, aClient)]);
    const mine = await pullAll(b, uuidv7(), null);
    expect(mine.changes.map((c) => c.table)).toEqual(['profile']);
    const forged = decodeCursor(mine.cursor)!;
    forged.spaces[a.id] = { rev: 0 };
    const again = await pull(b, uuidv7(), encodeCursor(forged));
    expect(again.reset).toBe(true);
    expect(again.changes.map((c) => c.table)).toEqual(['profile']);
    const admin = await makeAdmin(db());
    expect((await pullAll(admin, uuidv7(), null)).changes.map((c) => c.table)).toEqual(['profile']);
  });

  it('a client sees their own record and logs, not other clients\u2019 nor the trainer\u2019s notes', async () => {
    const t = await makeTrainer(db());
    const mine = await makeClient(db(), t.id, { withUser: true });
    const other = await makeClient(db(), t.id, { withUser: true });
    await pushOk(t, uuidv7(), [
      create(1, mine.clientId),
      create(2, other.clientId),
      { id: 3, name: 'client.update', args: { id: mine.clientId, fields: { notes: 'Private: knee', age: 30 } } },
    ]);
    const got = await pullAll(mine.user!, uuidv7(), null);
    const profile = rowsOf(got.changes, 'profile')[0]!.row;
    expect(profile).toMatchObject({ id: mine.user!.id, role: 'client', clientId: mine.clientId });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(rowsOf(got.changes, 'clients').map((c) => c.row)).toEqual([expect.objectContaining({ id: mine.clientId, age: 30 })]);
    expect(rowsOf(got.changes, 'clients')[0]!.row).not.toHaveProperty('notes');
    expect(rowsOf(got.changes, 'weightLogs').map((c) => c.row.clientId)).toEqual([mine.clientId]);
    const trainerView = await pullAll(t, uuidv7(), null);
    expect(rowsOf(trainerView.changes, 'clients').find((c) => c.row.id === mine.clientId)!.row).toMatchObject({ notes: 'Private: knee' });
    expect(rowsOf(trainerView.changes, 'weightLogs')).toHaveLength(2);
  });

  it('sends deletes as del after the first download, and skips old tombstones in a first download', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    const m1 = create(1, clientId);
    const m2 = create(2, clientId);
    await pushOk(t, device, [m1, m2]);
    const first = await pullAll(t, device, null);
    expect(rowsOf(first.changes, 'weightLogs')).toHaveLength(2);
    const logId = (m1.args as { id: string }).id;
    await pushOk(t, device, [{ id: 3, name: 'weightLog.delete', args: { id: logId } }]);
    const next = await pullAll(t, device, first.cursor);
    expect(next.changes).toEqual([{ table: 'weightLogs', op: 'del', row: { id: logId } }]);
    expect(next.lastMutationId).toBe(3);
    const fresh = await pullAll(t, uuidv7(), null);
    expect(rowsOf(fresh.changes, 'weightLogs').map((c) => c.op)).toEqual(['put']);
    // An edit of the deleted log is not_found; a resent create does nothing.
    expect((await pushOk(t, device, [{ id: 4, name: 'weightLog.update', args: { id: logId, weightKg: 99 } }, { ...m1, id: 5 }])).map((r) => r.error?.code ?? r.status)).toEqual(['not_found', 'ok']);
    const [row] = await db().select().from(weightLogs).where(eq(weightLogs.id, logId));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('an unreadable, foreign or outdated cursor starts over with reset', async () => {
    const t = await makeTrainer(db());
    const { clientId } = await makeClient(db(), t.id);
    const device = uuidv7();
    await pushOk(t, device, [create(1, clientId)]);
    const good = await pullAll(t, device, null);
    expect(good.reset).toBe(true);
    expect((await pull(t, device, good.cursor)).reset).toBeUndefined();
    const c = decodeCursor(good.cursor)!;
    for (const bad of ['garbage', encodeCursor({ ...c, format: c.format + 1 }), encodeCursor({ ...c, spaces: { [t.id]: { rev: 1_000_000 } } })]) {
      const page = await pull(t, device, bad);
      expect(page.reset).toBe(true);
      expect(rowsOf(page.changes, 'weightLogs')).toHaveLength(1);
    }
    // After tombstones newer than the cursor were purged, the cursor resets too.
    await pushOk(t, device, [create(2, clientId)]);
    await db().update(spaces).set({ purgedRev: sql`${spaces.version}` }).where(eq(spaces.id, t.id));
    expect((await pull(t, device, good.cursor)).reset).toBe(true);
  });

  it('a client linked or unlinked later gets a reset; a row moved to another client is a del for the first', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true });
    const { clientId: b } = await makeClient(db(), t.id);
    const m = create(1, a.clientId);
    await pushOk(t, uuidv7(), [m]);
    const device = uuidv7();
    const first = await pullAll(a.user!, device, null);
    expect(rowsOf(first.changes, 'weightLogs')).toHaveLength(1);
    const logId = (m.args as { id: string }).id;
    await db().update(weightLogs).set({ clientId: b }).where(eq(weightLogs.id, logId));
    const moved = await pullAll(a.user!, device, first.cursor);
    expect(moved.changes).toEqual([{ table: 'weightLogs', op: 'del', row: { id: logId } }]);
    // Unlinking the record changes what the user sees: the next pull resets.
    await db().update(clients).set({ userId: null }).where(eq(clients.id, a.clientId));
    const unlinked = await pull(a.user!, device, moved.cursor);
    expect(unlinked.reset).toBe(true);
    expect(unlinked.changes.map((c) => c.table)).toEqual(['profile']);
  });

  it('a hard delete reaches the trainer and the client as del', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true });
    const m = create(1, a.clientId);
    await pushOk(t, uuidv7(), [m]);
    const tDevice = uuidv7();
    const cDevice = uuidv7();
    const tFirst = await pullAll(t, tDevice, null);
    const cFirst = await pullAll(a.user!, cDevice, null);
    await db().delete(clients).where(eq(clients.id, a.clientId));
    const logId = (m.args as { id: string }).id;
    const tNext = await pullAll(t, tDevice, tFirst.cursor);
    expect(tNext.changes).toEqual(
      expect.arrayContaining([
        { table: 'clients', op: 'del', row: { id: a.clientId } },
        { table: 'weightLogs', op: 'del', row: { id: logId } },
      ]),
    );
    const cNext = await pull(a.user!, cDevice, cFirst.cursor);
    expect(cNext.reset).toBe(true);
    expect(cNext.changes.map((c) => c.table)).toEqual(['profile']);
  });

  it('a profile change is pulled; an unchanged pull sends nothing', async () => {
    const t = await makeTrainer(db());
    const device = uuidv7();
    const first = await pullAll(t, device, null);
    const quiet = await pull(t, device, first.cursor);
    expect(quiet.changes).toEqual([]);
    expect(quiet.cursor).toBe(first.cursor);
    await db().update(users).set({ name: 'Renamed', language: 'cz' }).where(eq(users.id, t.id));
    const next = await pull(t, device, first.cursor);
    expect(next.changes).toEqual([{ table: 'profile', op: 'put', row: expect.objectContaining({ name: 'Renamed', language: 'cz' }) }]);
  });
});
