import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { weightLogs } from '../../server/db/schema';
import { pendingIdsOf, rejectedList, syncStatusOf } from '../../replica/db/queries';
import { weightLogsOf } from '../../src/features/weight-logs/queries';
import { DB_KINDS } from '../helpers/databases';
import { makeClient, makeTrainer } from './sync-fixtures';
import { makeDevice, startBackend, type Backend, type Device } from './sync-harness';

/** The engine against the real server: what a user of the app would see. */
describe.each(DB_KINDS)('sync engine with the server on %s', (kind) => {
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
  const device = (name: string, user: { id: string; token: string }, fetch = backend.fetch) => {
    const d = makeDevice(name, user.id, user.token, fetch);
    devices.push(d);
    return d;
  };
  const now = () => new Date().toISOString();

  it('offline writes show at once with a pending badge and reach the server when back online', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const c = await makeClient(backend.ctx.db, t.id, { withUser: true });
    let online = true;
    const phone = device('phone', c.user!, (url, init) => (online ? backend.fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'))));
    expect(await phone.engine.sync()).toBe('ok');
    online = false;
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    for (const [i, id] of ids.entries()) await phone.engine.mutate('weightLog.create', { id, weightKg: 80 - i, loggedAt: now() });
    expect((await weightLogsOf(phone.db, c.clientId)).map((l) => l.weightKg).sort()).toEqual([78, 79, 80]);
    expect(await pendingIdsOf(phone.db, 'weightLogs')).toEqual(new Set(ids));
    expect(await phone.engine.sync()).toBe('failed');
    expect(await syncStatusOf(phone.db)).toEqual({ state: 'offline', pending: 3 });

    online = true;
    expect(await phone.engine.sync()).toBe('ok');
    expect(await syncStatusOf(phone.db)).toEqual({ state: 'synced', pending: 0 });
    expect(await pendingIdsOf(phone.db, 'weightLogs')).toEqual(new Set());
    expect((await backend.ctx.db.select().from(weightLogs).where(eq(weightLogs.clientId, c.clientId))).map((l) => l.weightKg).sort()).toEqual([78, 79, 80]);
    const laptop = device('laptop', t);
    await laptop.engine.sync();
    expect(await weightLogsOf(laptop.db, c.clientId)).toHaveLength(3);
  });

  it('a rejected mutation is undone, listed with the server state, and can be retried or discarded', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const { clientId } = await makeClient(backend.ctx.db, t.id);
    const a = device('a', t);
    const b = device('b', t);
    const logId = uuidv7();
    await a.engine.mutate('weightLog.create', { id: logId, clientId, weightKg: 70, loggedAt: now() });
    await a.engine.sync();
    await b.engine.sync();
    // a deletes the log; b, not knowing, edits it.
    await a.engine.mutate('weightLog.delete', { id: logId });
    await a.engine.sync();
    await b.engine.mutate('weightLog.update', { id: logId, weightKg: 71 });
    expect((await b.db.weightLogs.get(logId))?.weightKg).toBe(71);
    expect(await b.engine.sync()).toBe('ok');

    expect(await b.db.weightLogs.get(logId)).toBeUndefined();
    const [rejected] = await rejectedList(b.db);
    expect(rejected).toMatchObject({ name: 'weightLog.update', error: { code: 'not_found', message: MESSAGES.notFound }, serverRow: null, target: { table: 'weightLogs', id: logId } });
    expect(await syncStatusOf(b.db)).toEqual({ state: 'synced', pending: 0 });

    // Retrying sends the same args as a new mutation: rejected again, listed again.
    await b.engine.retryRejected(rejected!.mutationId);
    expect(await rejectedList(b.db)).toEqual([]);
    await b.engine.sync();
    const again = await rejectedList(b.db);
    expect(again).toHaveLength(1);
    expect(again[0]!.mutationId).toBeGreaterThan(rejected!.mutationId);
    await b.engine.discardRejected(again[0]!.mutationId);
    expect(await rejectedList(b.db)).toEqual([]);
  });

  it('two trainer devices edit different fields of a client offline; both edits survive', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const { clientId } = await makeClient(backend.ctx.db, t.id);
    const a = device('a', t);
    const b = device('b', t);
    await a.engine.sync();
    await b.engine.sync();
    await a.engine.mutate('client.update', { id: clientId, fields: { goal: 'musclegain', age: 35 } });
    await b.engine.mutate('client.update', { id: clientId, fields: { heightCm: 182.5, notes: 'Left knee' } });
    await a.engine.sync();
    await b.engine.sync();
    await a.engine.sync();
    for (const d of [a, b]) {
      expect(await d.db.clients.get(clientId)).toMatchObject({ goal: 'musclegain', age: 35, heightCm: 182.5, notes: 'Left knee' });
    }
  });

  it('survives a server restart between push and pull', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const { clientId } = await makeClient(backend.ctx.db, t.id);
    let restartNextPull = true;
    const a = device('a', t, async (url, init) => {
      if (restartNextPull && url.endsWith('/pull')) {
        restartNextPull = false;
        await backend.restart();
        throw new TypeError('connection reset');
      }
      return backend.fetch(url, init);
    });
    const id = uuidv7();
    await a.engine.mutate('weightLog.create', { id, clientId, weightKg: 66.6, loggedAt: now() });
    expect(await a.engine.sync()).toBe('failed');
    expect(await a.engine.sync()).toBe('ok');
    expect(await a.db.weightLogs.get(id)).toMatchObject({ weightKg: 66.6 });
    expect(await a.db.outbox.count()).toBe(0);
    expect(await backend.ctx.db.select().from(weightLogs).where(eq(weightLogs.id, id))).toHaveLength(1);
  });
});
