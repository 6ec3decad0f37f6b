import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationRow } from '../../domain/notifications/entity';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { loadConfig, type Config } from '../../server/config';
import { startServer, type RunningServer } from '../../server/start';
import { addDays } from '../../domain/time/wall-time';
import { notifications, pushSubscriptions, trainingSessions, users } from '../../server/db/schema';
import { deliverPending } from '../../server/areas/notifications/push/deliver';
import { sendReminders } from '../../server/areas/notifications/push/reminders';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { syncDevice } from './plans-fixtures';
import { expectJson } from './sessions-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

type Page = { data: { id: string; type: string; data: Record<string, unknown>; read_at: string | null }[]; unread_count: number; pagination: { has_more: boolean; current_page: number } };

const today = () => new Date().toISOString().slice(0, 10);
const weekly = (weekdays: number[], maxSessions = 10) => ({ unit: 'weeks', interval: 1, weekdays, maxSessions });
const session = (id: string, clientIds: string[], over: Record<string, unknown> = {}) => ({
  id,
  title: 'Strength',
  type: clientIds.length > 1 ? 'group' : 'in_person',
  clientIds,
  planByClient: Object.fromEntries(clientIds.map((c) => [c, null])),
  date: addDays(today(), 7),
  time: '18:00',
  timeZone: 'Europe/Bratislava',
  durationMinutes: 60,
  ...over,
});

describe.each(DB_KINDS)('notifications on %s', (kind) => {
  let server: TestServer;
  // A loaded machine (six helpers on two cores) takes its time to open an embedded database.
  beforeAll(async () => {
    // The stand-in push service below is on this machine, which web push may reach only when a test says so.
    server = await startTestServer(kind, { pushTesting: { allowHosts: ['127.0.0.1'] } });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  }, 120_000);
  const db = () => server.ctx.db;
  const rowsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId));

  async function setup() {
    const t = await makeTrainer(db(), 'Tara Trainer');
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const b = await makeClient(db(), t.id, { withUser: true, name: 'Beata' });
    // Adam reads Slovak in New York: his texts and times are his own.
    await db().update(users).set({ language: 'sk', timeZone: 'America/New_York' }).where(eq(users.id, a.user!.id));
    return { t, a, b, trainer: syncDevice(server, t.token), devA: syncDevice(server, a.user!.token), devB: syncDevice(server, b.user!.token) };
  }

  it('each event notifies the right user only, in their language and time zone; a resent mutation adds none', async () => {
    const { t, a, b, trainer, devA, devB } = await setup();
    const single = uuidv7();
    const series = uuidv7();
    const create = { name: 'session.create', args: session(single, [a.clientId]) };
    expect((await trainer.push(create, { name: 'series.create', args: { ...session(series, [b.clientId]), date: today(), recurrence: weekly([0, 3]) } })).map((r) => r.status)).toEqual(['ok', 'ok']);
    // The same mutation again from another device: created once, so notified once.
    await syncDevice(server, t.token).push(create);

    const adam = await rowsOf(a.user!.id);
    expect(adam.map((n) => n.type)).toEqual(['session_created']);
    expect(adam[0]!.data).toMatchObject({ session_id: single, session_title: 'Strength', trainer_name: 'Tara Trainer', approval_status: 'pending', title: 'Nový tréning' });
    // 18:00 in Bratislava is 12:00 in New York.
    expect(adam[0]!.data.start_time_user_tz).toBe(`${addDays(today(), 7)} 12:00`);
    const beata = await rowsOf(b.user!.id);
    expect(beata.map((n) => n.type)).toEqual(['series_created']);
    expect(beata[0]!.data).toMatchObject({ series_id: series, is_recurring: true, title: 'New recurring sessions' });
    expect(beata[0]!.data.recurrence_description).toMatch(/^every week Mon, Thu at 18:00, 10 sessions$/);
    expect(await rowsOf(t.id)).toEqual([]);

    // A change of time tells the client what it was; a title edit tells nobody.
    await trainer.push({ name: 'session.update', args: { id: single, time: '19:00' } }, { name: 'session.update', args: { id: single, title: 'Legs' } });
    const changed = (await rowsOf(a.user!.id)).filter((n) => n.type === 'session_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.data.change_description).toMatch(/^predtým /);
    expect(changed[0]!.data.start_time_user_tz).toBe(`${addDays(today(), 7)} 13:00`);

    // The client answers: the trainer hears, the client does not.
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, single));
    await devA.push({ name: 'session.answer', args: { id: single, decision: 'approved', baseVersion: row!.scheduleVersion } });
    const toTrainer = await rowsOf(t.id);
    expect(toTrainer.map((n) => [n.type, n.data.client_name, n.data.client_decision])).toEqual([['approval_answered', 'Adam', 'approved']]);

    // A series the client approved changes its schedule: asked again (series_reapproval).
    await devB.pull();
    const [s] = devB.table('series') as { scheduleVersion: number }[];
    await devB.push({ name: 'series.answer', args: { id: series, decision: 'approved', baseVersion: s!.scheduleVersion } });
    await trainer.push({ name: 'series.update', args: { id: series, time: '07:30' } });
    expect((await rowsOf(b.user!.id)).map((n) => n.type)).toEqual(['series_created', 'series_reapproval']);

    // Payment recorded → the client; cancelled → the client.
    await trainer.push({ name: 'payment.create', args: { id: uuidv7(), clientId: a.clientId, amountMinor: 4550, method: 'cash', receivedOn: today() } });
    await trainer.push({ name: 'session.delete', args: { id: single } });
    const adamTypes = (await rowsOf(a.user!.id)).map((n) => n.type);
    expect(adamTypes).toEqual(['session_created', 'session_changed', 'payment_recorded', 'session_cancelled']);
    expect((await rowsOf(a.user!.id)).find((n) => n.type === 'payment_recorded')!.data.amount).toMatch(/45,5/);

    // A client finishing a solo workout of their own tells the trainer.
    const solo = uuidv7();
    await devB.push({ name: 'workout.start', args: { sessionId: solo, title: 'Run', startedAt: new Date().toISOString() } });
    await devB.push({ name: 'session.progress', args: { id: solo, event: 'complete' } });
    expect((await rowsOf(t.id)).map((n) => n.type)).toContain('workout_finished');

    // Each device pulls its own notifications only: the trainer never sees the clients' rows.
    await trainer.pull();
    await devA.pull();
    const trainerRows = trainer.table('notifications') as NotificationRow[];
    expect(trainerRows.every((n) => n.userId === t.id)).toBe(true);
    expect(trainerRows.length).toBe((await rowsOf(t.id)).length);
    expect((devA.table('notifications') as NotificationRow[]).map((n) => n.type).sort()).toEqual([...adamTypes].sort());
  });

  it('marks read through REST and sync: the count never goes below 0, and nobody marks or reads another’s', async () => {
    const { t, a, b, trainer, devA } = await setup();
    await trainer.push({ name: 'session.create', args: session(uuidv7(), [a.clientId]) }, { name: 'session.create', args: session(uuidv7(), [a.clientId]) });
    const page = await expectJson<Page>(server.api('/api/notifications', { token: a.user!.token }), 200);
    expect(page.unread_count).toBe(2);
    expect(page.pagination).toEqual({ has_more: false, current_page: 1 });
    const [first, second] = page.data;

    // Beata and the trainer can neither read nor mark Adam's.
    for (const other of [b.user!.token, t.token]) {
      expect((await expectJson<Page>(server.api('/api/notifications', { token: other }), 200)).data.map((n) => n.id)).not.toContain(first!.id);
      expect((await server.api(`/api/notifications/${first!.id}/read`, { method: 'PATCH', token: other })).status).toBe(404);
    }
    const [bRes] = await syncDevice(server, b.user!.token).push({ name: 'notification.markRead', args: { id: first!.id, readAt: new Date().toISOString() } });
    expect(bRes!.status).not.toBe('ok');
    expect((await db().select().from(notifications).where(eq(notifications.id, first!.id)))[0]!.readAt).toBeNull();

    expect(await expectJson(server.api(`/api/notifications/${first!.id}/read`, { method: 'PATCH', token: a.user!.token }), 200)).toEqual({ unread_count: 1 });
    // Again: still 1, not 0 and never below.
    expect(await expectJson(server.api(`/api/notifications/${first!.id}/read`, { method: 'PATCH', token: a.user!.token }), 200)).toEqual({ unread_count: 1 });
    // The device marks the other one offline; the outbox brings it later.
    expect((await devA.push({ name: 'notification.markRead', args: { id: second!.id, readAt: new Date().toISOString() } }))[0]!.status).toBe('ok');
    expect(await expectJson(server.api(`/api/notifications/${second!.id}/read`, { method: 'PATCH', token: a.user!.token }), 200)).toEqual({ unread_count: 0 });
    expect(await expectJson(server.api('/api/notifications/read-all', { method: 'POST', token: a.user!.token }), 200)).toEqual({ unread_count: 0 });
    expect((await server.api(`/api/notifications/${uuidv7()}/read`, { method: 'PATCH', token: a.user!.token })).status).toBe(404);
    expect((await server.api('/api/notifications/nonsense/read', { method: 'PATCH', token: a.user!.token })).status).toBe(422);
    expect((await server.api('/api/notifications?page=0', { token: a.user!.token })).status).toBe(422);

    const activity = await expectJson<{ data: { url: string }[] }>(server.api('/api/activity/recent', { token: a.user!.token }), 200);
    expect(activity.data[0]!.url).toMatch(/^\/client\/schedule\?/);
  });

  it('pages by 20 with has_more', async () => {
    const { a, trainer } = await setup();
    await trainer.push(...Array.from({ length: 21 }, () => ({ name: 'session.create', args: session(uuidv7(), [a.clientId]) })));
    const p1 = await expectJson<Page>(server.api('/api/notifications', { token: a.user!.token }), 200);
    expect([p1.data.length, p1.pagination.has_more, p1.unread_count]).toEqual([20, true, 21]);
    const p2 = await expectJson<Page>(server.api('/api/notifications?page=2', { token: a.user!.token }), 200);
    expect([p2.data.length, p2.pagination.has_more, p2.pagination.current_page]).toEqual([1, false, 2]);
  });

  it('sends a reminder once per session and recipient, across runs, a restart and two processes', async () => {
    // PGlite: this test's own data directory, closed and opened again. PostgreSQL: a second process on the same database.
    const dir = mkdtempSync(join(tmpdir(), 'repwise-reminders-'));
    const config = (dataDir: string): Config => ({ ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', ...(kind === 'postgres' ? { databaseUrl: server.ctx.config.databaseUrl } : {}) });
    let first: RunningServer | null = await startServer(config(dir));
    let second: RunningServer | null = null;
    try {
      const t = await makeTrainer(first.ctx.db);
      const a = await makeClient(first.ctx.db, t.id, { withUser: true, name: 'Adam' });
      const soon = new Date(Date.now() + 30 * 60_000);
      const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Bratislava', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(soon);
      const [date, time] = wall.split(' ');
      const id = uuidv7();
      const res = await fetch(`${first.url}/api/sync/push`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${t.token}` },
        body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name: 'session.create', args: session(id, [a.clientId], { date, time }) }] }),
      });
      expect(res.status).toBe(200);
      expect(await sendReminders(first.ctx)).toBe(2);
      expect(await sendReminders(first.ctx)).toBe(0);
      if (kind === 'pglite') {
        await first.close();
        first = null;
        second = await startServer(config(dir));
        expect(await sendReminders(second.ctx)).toBe(0);
      } else {
        second = await startServer(config(dir));
        const [x, y] = await Promise.all([sendReminders(second.ctx), sendReminders(first.ctx)]);
        expect(x + y).toBe(0);
      }
      const reminders = (await second.ctx.db.select().from(notifications).where(eq(notifications.type, 'session_reminder'))).filter((n) => n.data.session_id === id);
      expect(reminders.map((n) => n.userId).sort()).toEqual([a.user!.id, t.id].sort());
      expect(reminders.find((n) => n.userId === a.user!.id)!.data).toMatchObject({ title: 'Upcoming session', start_time_user_tz: `${date} ${time}` });
    } finally {
      await first?.close();
      await second?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('mails per the user’s setting, pushes to subscriptions and removes one the push service answers 410 for', async () => {
    const { a, trainer } = await setup();
    const hits: { path: string; encoding: string | undefined }[] = [];
    const push: Server = createServer((req, res) => {
      hits.push({ path: req.url ?? '', encoding: req.headers['content-encoding'] as string | undefined });
      res.statusCode = req.url === '/gone' ? 410 : 201;
      req.resume().on('end', () => res.end());
    });
    await new Promise<void>((r) => push.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(push.address() as AddressInfo).port}`;
    try {
      const settings = await expectJson<{ vapid_public_key: string; email: boolean; push: boolean }>(server.api('/api/notification-settings', { token: a.user!.token }), 200);
      expect(settings).toMatchObject({ email: true, push: true });
      expect(settings.vapid_public_key.length).toBeGreaterThan(40);
      // Keys of a real browser subscription (P-256 public key, 16-byte auth secret).
      const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
      for (const path of ['/live', '/gone']) await expectJson(server.api('/api/push/subscriptions', { token: a.user!.token, body: { endpoint: `${base}${path}`, keys } }), 204);
      expect((await server.api('/api/push/subscriptions', { token: a.user!.token, body: { endpoint: 'http://example.com/x', keys } })).status).toBe(422);

      await trainer.push({ name: 'session.create', args: session(uuidv7(), [a.clientId]) });
      while ((await deliverPending(server.ctx)) > 0);
      expect(hits.map((h) => h.path).sort()).toEqual(['/gone', '/live']);
      expect(hits[0]!.encoding).toBe('aes128gcm');
      const left = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a.user!.id));
      expect(left.map((s) => s.endpoint)).toEqual([`${base}/live`]);
      const [u] = await db().select().from(users).where(eq(users.id, a.user!.id));
      const mails = readdirSync(join(server.dataDir, 'mail')).filter((f) => f.includes(u!.email.replace(/[^a-z0-9@._-]/gi, '_')));
      expect(mails).toHaveLength(1);
      expect(readFileSync(join(server.dataDir, 'mail', mails[0]!), 'utf8')).toMatch(/Subject: =\?UTF-8\?Q\?Nov=C3=BD_tr=C3=A9ning\?=|Subject: Nov/);

      // Mail turned off: the next one is pushed only.
      await expectJson(server.api('/api/notification-settings', { method: 'PUT', token: a.user!.token, body: { email: false } }), 200);
      await trainer.push({ name: 'session.create', args: session(uuidv7(), [a.clientId]) });
      while ((await deliverPending(server.ctx)) > 0);
      expect(readdirSync(join(server.dataDir, 'mail')).filter((f) => f.includes(u!.email.replace(/[^a-z0-9@._-]/gi, '_')))).toHaveLength(1);
      expect(hits.filter((h) => h.path === '/live')).toHaveLength(2);
      const undelivered = await db().select().from(notifications).where(and(eq(notifications.userId, a.user!.id)));
      expect(undelivered.every((n) => n.deliveredAt)).toBe(true);
    } finally {
      push.close();
    }
  });
});
