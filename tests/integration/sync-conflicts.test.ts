import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clients, weightLogs } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { makeClient, makeTrainer } from './sync-fixtures';
import { makeDevice, startBackend, type Backend, type Device } from './sync-harness';

const MIN = 60_000;

/**
 * Two devices edit the same thing offline (architecture: "Conflicts"): each
 * field keeps its latest edit by the time it was made, whatever order the
 * devices reconnect in, and the device whose edit lost is told, with both values.
 */
describe.each(DB_KINDS)('conflicting edits on %s', (kind) => {
  let backend: Backend;
  const devices: Device[] = [];
  beforeAll(async () => void (backend = await startBackend(kind)));
  afterEach(() => {
    for (const d of devices.splice(0)) d.close();
  });
  afterAll(async () => backend?.close());

  /** A device with its own wall clock (offset from now) and a switch for its network. */
  function phone(name: string, user: { id: string; token: string }, offsetMs = 0) {
    const net = { online: true };
    const d = makeDevice(name, user.id, user.token, (url, init) => (net.online ? backend.fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'))), {
      now: () => Date.now() + offsetMs,
    });
    devices.push(d);
    return Object.assign(d, { net });
  }

  async function twoPhonesWithALog() {
    const t = await makeTrainer(backend.ctx.db);
    const c = await makeClient(backend.ctx.db, t.id, { withUser: true });
    const a = phone('a', c.user!);
    const b = phone('b', c.user!);
    const id = uuidv7();
    await a.engine.mutate('weightLog.create', { id, weightKg: 70, loggedAt: new Date().toISOString() });
    expect(await a.engine.sync()).toBe('ok');
    expect(await b.engine.sync()).toBe('ok');
    a.net.online = b.net.online = false;
    return { a, b, id };
  }
  const serverWeight = async (id: string) => (await backend.ctx.db.select().from(weightLogs).where(eq(weightLogs.id, id)))[0]!.weightKg;

  it('the later edit wins when the phone that edited earlier reconnects last, and that phone is told at once', async () => {
    const { a, b, id } = await twoPhonesWithALog();
    await a.engine.mutate('weightLog.update', { id, weightKg: 71 });
    await new Promise((r) => setTimeout(r, 5));
    await b.engine.mutate('weightLog.update', { id, weightKg: 72 });
    b.net.online = true;
    expect(await b.engine.sync()).toBe('ok');
    a.net.online = true;
    expect(await a.engine.sync()).toBe('ok');

    expect(await serverWeight(id)).toBe(72);
    expect(await a.db.weightLogs.get(id)).toMatchObject({ weightKg: 72 });
    expect(await a.db.notices.toArray()).toEqual([expect.objectContaining({ table: 'weightLogs', rowId: id, field: 'weightKg', yours: 71, kept: 72 })]);
    expect(await b.db.notices.count()).toBe(0);
    // Not an error: nothing to retry, the sync stays green, and the notice is what tells the story.
    expect(a.engine.getStatus().state).toBe('synced');
  });

  it('the later edit wins when it reconnects last too, and the phone whose edit it replaced learns it on its next pull', async () => {
    const { a, b, id } = await twoPhonesWithALog();
    await a.engine.mutate('weightLog.update', { id, weightKg: 71 });
    await new Promise((r) => setTimeout(r, 5));
    await b.engine.mutate('weightLog.update', { id, weightKg: 72 });
    a.net.online = true;
    expect(await a.engine.sync()).toBe('ok');
    b.net.online = true;
    expect(await b.engine.sync()).toBe('ok');
    expect(await a.engine.sync()).toBe('ok');

    expect(await serverWeight(id)).toBe(72);
    expect(await a.db.weightLogs.get(id)).toMatchObject({ weightKg: 72 });
    expect(await a.db.notices.toArray()).toEqual([expect.objectContaining({ table: 'weightLogs', rowId: id, field: 'weightKg', yours: 71, kept: 72 })]);
    expect(await b.db.notices.count()).toBe(0);
    // Acknowledged by the next pull: the server forgets it, the device keeps it until dismissed.
    expect(await a.engine.sync()).toBe('ok');
    expect(await a.db.notices.count()).toBe(1);
    const left = await backend.ctx.db.execute(`select count(*)::int as n from sync_notices`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('keeps edits of different fields from both phones, with no notice', async () => {
    const { a, b, id } = await twoPhonesWithALog();
    await a.engine.mutate('weightLog.update', { id, weightKg: 71 });
    await b.engine.mutate('weightLog.update', { id, notes: 'After the holidays' });
    a.net.online = b.net.online = true;
    for (const d of [b, a, b]) expect(await d.engine.sync()).toBe('ok');
    for (const d of [a, b]) expect(await d.db.weightLogs.get(id)).toMatchObject({ weightKg: 71, notes: 'After the holidays' });
    expect((await a.db.notices.count()) + (await b.db.notices.count())).toBe(0);
  });

  it('an edit made after seeing another one wins over it even from a device whose clock is behind', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const { clientId } = await makeClient(backend.ctx.db, t.id);
    const laptop = phone('laptop', t);
    const slow = phone('slow', t, -30 * MIN);
    await laptop.engine.mutate('client.update', { id: clientId, fields: { goal: 'endurance' } });
    expect(await laptop.engine.sync()).toBe('ok');
    expect(await slow.engine.sync()).toBe('ok');
    await slow.engine.mutate('client.update', { id: clientId, fields: { goal: 'musclegain' } });
    expect(await slow.engine.sync()).toBe('ok');
    expect((await backend.ctx.db.select().from(clients).where(eq(clients.id, clientId)))[0]!.goal).toBe('musclegain');
    expect(await slow.db.notices.count()).toBe(0);
  });

  it('a device clock a year ahead does not win forever: its edit counts as made when the server got it', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const { clientId } = await makeClient(backend.ctx.db, t.id);
    const ahead = phone('ahead', t, 365 * 24 * 60 * MIN);
    const other = phone('other', t);
    expect(await other.engine.sync()).toBe('ok');
    other.net.online = false;
    await ahead.engine.mutate('client.update', { id: clientId, fields: { goal: 'endurance' } });
    expect(await ahead.engine.sync()).toBe('ok');
    await new Promise((r) => setTimeout(r, 5));
    // Made later in real time, offline, without having seen the other edit.
    await other.engine.mutate('client.update', { id: clientId, fields: { goal: 'flexibility' } });
    other.net.online = true;
    expect(await other.engine.sync()).toBe('ok');
    expect((await backend.ctx.db.select().from(clients).where(eq(clients.id, clientId)))[0]!.goal).toBe('flexibility');
    expect(await ahead.engine.sync()).toBe('ok');
    expect(await ahead.db.notices.toArray()).toEqual([expect.objectContaining({ table: 'clients', field: 'goal', yours: 'endurance', kept: 'flexibility' })]);
  });
});
