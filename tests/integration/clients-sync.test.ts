import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION, type Change, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import { clients, weightLogs } from '../../server/db/schema';
import { pendingIdsOf, rejectedList } from '../../replica/db/queries';
import { DB_KINDS } from '../helpers/databases';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';
import { makeDevice, startBackend, type Backend, type Device } from './sync-harness';

type Mutation = { id: number; name: string; args: unknown };

describe.each(DB_KINDS)('client.create and client.delete through sync on %s', (kind) => {
  let backend: Backend;
  const devices: Device[] = [];
  beforeAll(async () => {
    backend = await startBackend(kind);
  });
  afterEach(() => {
    for (const d of devices.splice(0)) d.close();
  });
  afterAll(async () => {
    await backend?.close();
  });
  const db = () => backend.ctx.db;
  const post = async <T>(who: Actor, path: string, body: unknown): Promise<T> => {
    const res = await backend.fetch(`http://repwise.test${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const push = (who: Actor, clientId: string, mutations: Mutation[]) =>
    post<{ results: MutationResult[] }>(who, '/api/sync/push', { protocolVersion: PROTOCOL_VERSION, deviceId: clientId, mutations }).then((r) => r.results);
  const pullAll = async (who: Actor, clientId: string, cursor: string | null) => {
    const changes: Change[] = [];
    for (;;) {
      const page = await post<PullResponse>(who, '/api/sync/pull', { deviceId: clientId, cursor });
      changes.push(...page.changes);
      cursor = page.cursor;
      if (!page.hasMore) return { cursor, changes };
    }
  };
  const device = (name: string, user: Actor) => {
    const d = makeDevice(name, user.id, user.token, backend.fetch);
    devices.push(d);
    return d;
  };

  it('push creates and deletes; pull sends the row, then del for it and its weight logs', async () => {
    const t = await makeTrainer(db());
    const deviceId = uuidv7();
    const start = await pullAll(t, deviceId, null);
    const id = uuidv7();
    const results = await push(t, deviceId, [
      { id: 1, name: 'client.create', args: { id, fields: { name: 'Sync Sára', hourlyRate: 25 } } },
      { id: 2, name: 'client.update', args: { id, fields: { notes: 'from sync' } } },
      // A resent create (same client id under a new mutation) does nothing.
      { id: 3, name: 'client.create', args: { id, fields: { name: 'Changed' } } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'ok']);
    const afterCreate = await pullAll(t, deviceId, start.cursor);
    // The trainer's onboarding row (create-client done) comes along; this test is about the client.
    expect(afterCreate.changes.filter((c) => c.table !== 'onboarding')).toEqual([
      { table: 'clients', op: 'put', row: expect.objectContaining({ id, name: 'Sync Sára', hourlyRate: 25, notes: 'from sync', status: 'pending', currency: 'EUR', hasAccount: false, amountOwed: 0, invitationStatus: null }) },
      // docs/rules/messaging.md "Conversations": made with the client.
      { table: 'conversations', op: 'put', row: expect.objectContaining({ id, clientId: id, trainerReadId: null, clientReadId: null }) },
    ]);

    const logId = uuidv7();
    await push(t, deviceId, [{ id: 4, name: 'weightLog.create', args: { id: logId, clientId: id, weightKg: 60, loggedAt: new Date().toISOString() } }]);
    const withLog = await pullAll(t, deviceId, afterCreate.cursor);
    const deleted = await push(t, deviceId, [{ id: 5, name: 'client.delete', args: { id } }]);
    expect(deleted[0]!.status).toBe('ok');
    const afterDelete = await pullAll(t, deviceId, withLog.cursor);
    expect(afterDelete.changes).toEqual(
      expect.arrayContaining([
        { table: 'clients', op: 'del', row: { id } },
        { table: 'weightLogs', op: 'del', row: { id: logId } },
        { table: 'conversations', op: 'del', row: { id } },
      ]),
    );
    expect((await db().select().from(weightLogs).where(eq(weightLogs.id, logId)))[0]!.deletedAt).not.toBeNull();
    // An edit after the delete is refused; a create under the deleted id does not bring it back.
    const late = await push(t, deviceId, [
      { id: 6, name: 'client.update', args: { id, fields: { name: 'Zombie' } } },
      { id: 7, name: 'client.create', args: { id, fields: { name: 'Zombie' } } },
    ]);
    expect(late.map((r) => r.error?.code)).toEqual(['not_found', 'not_found']);
    expect((await db().select().from(clients).where(eq(clients.id, id)))[0]).toMatchObject({ name: 'Sync Sára' });
  });

  it('refuses another trainer\u2019s client, a client-role user and bad fields, each with its code', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const foreign = await makeClient(db(), other.id, { name: 'Foreign' });
    const c = await makeClient(db(), t.id, { withUser: true });
    const trainerResults = await push(t, uuidv7(), [
      { id: 1, name: 'client.delete', args: { id: foreign.clientId } },
      { id: 2, name: 'client.update', args: { id: foreign.clientId, fields: { name: 'Mine' } } },
      { id: 3, name: 'client.create', args: { id: foreign.clientId, fields: { name: 'Mine' } } },
      { id: 4, name: 'client.create', args: { id: uuidv7(), fields: { name: 'A', age: 500 } } },
    ]);
    expect(trainerResults.map((r) => r.error?.code)).toEqual(['not_found', 'not_found', 'forbidden', 'validation_failed']);
    expect(trainerResults[3]!.error!.message).toBe(MESSAGES.ageInvalid);
    expect((await db().select().from(clients).where(eq(clients.id, foreign.clientId)))[0]).toMatchObject({ name: 'Foreign', deletedAt: null });

    const clientResults = await push(c.user!, uuidv7(), [
      { id: 1, name: 'client.create', args: { id: uuidv7(), fields: { name: 'Self-made' } } },
      { id: 2, name: 'client.delete', args: { id: c.clientId } },
      { id: 3, name: 'client.update', args: { id: c.clientId, fields: { hourlyRate: 0 } } },
    ]);
    expect(clientResults.map((r) => r.error?.code)).toEqual(['forbidden', 'forbidden', 'forbidden']);
    expect((await db().select().from(clients).where(eq(clients.id, c.clientId)))[0]).toMatchObject({ deletedAt: null });
  });

  it('a client made offline on one device appears on another; a delete there removes it and its logs everywhere', async () => {
    const t = await makeTrainer(db());
    let online = false;
    const laptop = makeDevice('laptop', t.id, t.token, (url, init) => (online ? backend.fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'))));
    devices.push(laptop);
    const phone = device('phone', t);
    online = true;
    await laptop.engine.sync();
    await phone.engine.sync();
    online = false;

    const id = uuidv7();
    await laptop.engine.mutate('client.create', { id, fields: { name: 'Offline Oto', email: 'oto@example.com', weightKg: 90 } });
    expect(await laptop.db.clients.get(id)).toMatchObject({ name: 'Offline Oto', status: 'pending', currency: 'EUR', weightKg: 90 });
    expect(await pendingIdsOf(laptop.db, 'clients')).toEqual(new Set([id]));
    expect(await laptop.engine.sync()).toBe('failed');

    online = true;
    expect(await laptop.engine.sync()).toBe('ok');
    expect(await pendingIdsOf(laptop.db, 'clients')).toEqual(new Set());
    const local = await laptop.db.clients.get(id);
    const [server] = await db().select().from(clients).where(eq(clients.id, id));
    expect(server).toMatchObject({ name: 'Offline Oto', email: 'oto@example.com', trainerId: t.id });
    expect(local).toMatchObject({ name: 'Offline Oto', createdAt: server!.createdAt.toISOString() });

    await phone.engine.sync();
    expect(await phone.db.clients.get(id)).toMatchObject({ name: 'Offline Oto' });
    const logId = uuidv7();
    await phone.engine.mutate('weightLog.create', { id: logId, clientId: id, weightKg: 89.5, loggedAt: new Date().toISOString() });
    await phone.engine.sync();
    await laptop.engine.sync();
    expect(await laptop.db.weightLogs.get(logId)).toBeTruthy();

    await phone.engine.mutate('client.delete', { id });
    // Gone at once on the phone, logs included.
    expect(await phone.db.clients.get(id)).toBeUndefined();
    expect(await phone.db.weightLogs.get(logId)).toBeUndefined();
    await phone.engine.sync();
    await laptop.engine.sync();
    expect(await laptop.db.clients.get(id)).toBeUndefined();
    expect(await laptop.db.weightLogs.get(logId)).toBeUndefined();
    expect(await rejectedList(phone.db)).toEqual([]);
  });
});
