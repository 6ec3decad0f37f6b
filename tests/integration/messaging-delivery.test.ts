import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPending } from '../../server/areas/notifications/push/deliver';
import { mailUnreadMessages } from '../../server/areas/notifications/push/message-mail';
import { notifications, users } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { useServerWithMail } from '../helpers/server-with-mail';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

/** web-push's own decrypting twin (RFC 8188/8291), which has no types of its own. */
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer };

const MIN = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

/*
 * docs/rules/messaging.md "Delivery": a message to someone without an open
 * app is a bell notification and a push at once, a mail only when still
 * unread after their delay. Mail goes over real SMTP to an in-process server;
 * push to a stand-in push service on this machine.
 */
describe.each(DB_KINDS)('messages delivered without an open app on %s', (kind) => {
  const env = useServerWithMail(kind, { pushTesting: { allowHosts: ['127.0.0.1'] } });
  let push: Server;
  let pushBase = '';
  const hits: string[] = [];
  /** What each endpoint was sent: encrypted, as a browser's push service gets it. */
  const payloads = new Map<string, Buffer[]>();
  beforeAll(async () => {
    push = createServer((req, res) => {
      hits.push(req.url ?? '');
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        payloads.set(req.url ?? '', [...(payloads.get(req.url ?? '') ?? []), Buffer.concat(chunks)]);
        res.statusCode = 201;
        res.end();
      });
    });
    await new Promise<void>((r) => push.listen(0, '127.0.0.1', r));
    pushBase = `http://127.0.0.1:${(push.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => push.close(() => r())));

  const db = () => env.server.ctx.db;
  const call = async <T>(who: Actor, path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await env.server.api(path, { ...init, token: who.token });
    return { status: res.status, json: (res.status === 204 ? null : await res.json()) as T };
  };
  const send = (who: Actor, conv: string, body: string, id = uuidv7()) => call<{ data: { id: string } }>(who, `/api/conversations/${conv}/messages`, { body: { id, body } });
  const bellOf = (userId: string) => db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'message')));
  const emailOf = async (a: Actor) => (await db().select({ email: users.email }).from(users).where(eq(users.id, a.id)))[0]!.email;
  const mailsTo = async (a: Actor) => {
    const email = await emailOf(a);
    return env.smtp.mails.filter((m) => m.to.includes(email));
  };
  /** Runs the delivery job until nothing is left. */
  const deliver = async () => {
    while ((await deliverPending(env.server.ctx)) > 0);
  };

  const clients = new Map<string, Actor>();
  async function world() {
    const t = await makeTrainer(db(), 'Tara');
    const c = await makeClient(db(), t.id, { withUser: true, name: 'Adam Novák' });
    await db().update(users).set({ language: 'sk' }).where(eq(users.id, c.user!.id));
    const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
    const endpoint = `${pushBase}/${c.user!.id}`;
    expect((await call(c.user!, '/api/push/subscriptions', { body: { endpoint, keys } })).status).toBe(204);
    clients.set(c.clientId, c.user!);
    return { t, client: c.user!, conv: c.clientId, endpoint: `/${c.user!.id}` };
  }

  it('a message makes the bell and the push at once in the recipient’s language; the mail waits for the delay, once', async () => {
    const { t, client, conv, endpoint } = await world();
    expect((await send(t, conv, '\n  Great depth on those squats!  \nDrop the weight next week.')).status).toBe(201);
    const [bell, ...more] = await bellOf(client.id);
    expect(more).toHaveLength(0);
    expect(bell!.data).toMatchObject({ title: 'Správa od Tara', message: 'Great depth on those squats!', url: '/client/messages', conversation_id: conv });

    await deliver();
    expect(hits.filter((h) => h === endpoint)).toHaveLength(1);
    expect(await mailsTo(client)).toHaveLength(0);

    expect(await mailUnreadMessages(env.server.ctx, later(59 * MIN))).toBe(0);
    expect(await mailUnreadMessages(env.server.ctx, later(61 * MIN))).toBe(1);
    const mail = await env.smtp.waitFor(await emailOf(client));
    expect(mail.subject).toBe('Správa od Tara');
    expect(mail.text).toContain('Great depth on those squats!');
    expect(mail.text).toContain('/client/messages');
    // A second run, or another process's, mails it no more.
    expect(await mailUnreadMessages(env.server.ctx, later(62 * MIN))).toBe(0);
  });

  it('a message read before the delay is not mailed; the trainer’s bell opens the thread', async () => {
    const { t, client, conv } = await world();
    const { json } = await send(client, conv, 'Is Monday ok?');
    const [bell] = await bellOf(t.id);
    expect(bell!.data).toMatchObject({ title: 'Message from Adam Novák', message: 'Is Monday ok?', url: `/trainer/messages/${conv}` });
    expect((await call(t, `/api/conversations/${conv}/read`, { body: { message_id: json.data.id } })).status).toBe(200);
    expect(await mailUnreadMessages(env.server.ctx, later(2 * 60 * MIN))).toBe(0);
    expect(await mailsTo(t)).toHaveLength(0);

    // Unread, it is mailed.
    await send(client, conv, 'And Tuesday?');
    expect(await mailUnreadMessages(env.server.ctx, later(2 * 60 * MIN))).toBe(1);
    expect((await env.smtp.waitFor(await emailOf(t))).subject).toBe('Message from Adam Novák');
  });

  it('reading a thread reads the bells of the messages it passed, on every device, and no later one', async () => {
    const { t, client, conv } = await world();
    const first = (await send(client, conv, 'Is Monday ok?')).json.data.id;
    const second = (await send(client, conv, 'And Tuesday?')).json.data.id;
    expect((await bellOf(t.id)).map((b) => b.readAt)).toEqual([null, null]);
    expect((await call(t, `/api/conversations/${conv}/read`, { body: { message_id: first } })).status).toBe(200);
    const bells = await bellOf(t.id);
    expect(bells.filter((b) => b.readAt !== null).map((b) => b.data)).toMatchObject([{ message: 'Is Monday ok?' }]);
    expect(bells.filter((b) => b.readAt === null).map((b) => b.data)).toMatchObject([{ message: 'And Tuesday?' }]);
    // Read to the end, so the mail job of the tests after this one finds nothing of it.
    expect((await call(t, `/api/conversations/${conv}/read`, { body: { message_id: second } })).status).toBe(200);
    expect((await bellOf(t.id)).every((b) => b.readAt !== null)).toBe(true);
  });

  it('the delay is the user’s: off never mails, a day waits a day; a bad value is refused with a message', async () => {
    const { t, client, conv } = await world();
    const settings = await call<{ message_email: string }>(client, '/api/notification-settings');
    expect(settings.json.message_email).toBe('hour');
    const bad = await call<{ message?: string }>(client, '/api/notification-settings', { method: 'PUT', body: { message_email: 'week' } });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBeTruthy();

    expect((await call<{ message_email: string }>(client, '/api/notification-settings', { method: 'PUT', body: { message_email: 'off' } })).json.message_email).toBe('off');
    await send(t, conv, 'First');
    expect(await mailUnreadMessages(env.server.ctx, later(25 * 60 * MIN))).toBe(0);

    await call(client, '/api/notification-settings', { method: 'PUT', body: { message_email: 'day' } });
    await send(t, conv, 'Second');
    // 'First' is now past its day too: it was never mailed, so both go, in one mail of the thread.
    expect(await mailUnreadMessages(env.server.ctx, later(2 * 60 * MIN))).toBe(0);
    expect(await mailUnreadMessages(env.server.ctx, later(24 * 60 * MIN + MIN))).toBe(2);
    const mails = await mailsTo(client);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Second');
  });

  it('a recipient with the app open (an event stream) gets the message by poke: no bell (so no push); closed again, the bell', async () => {
    const { t, conv } = await world();
    const ctrl = new AbortController();
    const res = await fetch(`${env.server.url}/api/sync/events`, { headers: { Authorization: `Bearer ${t.token}`, Accept: 'text/event-stream', 'X-Requested-With': 'XMLHttpRequest' }, signal: ctrl.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    while (!seen.includes('event: ready')) seen += (await reader.read()).value ?? '';
    const clientUser = clients.get(conv)!;
    await send(clientUser, conv, 'While you watch');
    while (!seen.includes('event: poke')) seen += (await reader.read()).value ?? '';
    expect(await bellOf(t.id)).toHaveLength(0);
    ctrl.abort();
    await reader.cancel().catch(() => {});
    // The server hears the stream end a moment later.
    for (let i = 0; i < 50 && (await bellOf(t.id)).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      if (i % 5 === 4) await send(clientUser, conv, `Gone ${i}`);
    }
    expect((await bellOf(t.id)).length).toBeGreaterThan(0);
  });

  it('the push carries the sender and the first line in the recipient\u2019s language; with push off in their settings none is sent', async () => {
    const t = await makeTrainer(db(), 'Tara');
    const c = await makeClient(db(), t.id, { withUser: true, name: 'Cyril' });
    const client = c.user!;
    await db().update(users).set({ language: 'cz' }).where(eq(users.id, client.id));
    // The browser's keys, so the test reads the push as the browser would.
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const path = `/keys/${client.id}`;
    expect((await call(client, '/api/push/subscriptions', { body: { endpoint: `${pushBase}${path}`, keys: { p256dh: browser.getPublicKey('base64url'), auth } } })).status).toBe(204);

    expect((await send(t, c.clientId, '\n  Přijď v pondělí v osm.  \nA vezmi si pásek.')).status).toBe(201);
    await deliver();
    const [sent, ...more] = payloads.get(path) ?? [];
    expect(more).toHaveLength(0);
    const shown = JSON.parse(ece.decrypt(sent!, { version: 'aes128gcm', privateKey: browser, authSecret: auth }).toString('utf8')) as Record<string, unknown>;
    expect(shown).toMatchObject({ title: 'Zpráva od Tara', body: 'Přijď v pondělí v osm.', url: '/client/messages' });

    // Push off: the bell still comes, the push does not.
    const off = await call<{ push: boolean }>(client, '/api/notification-settings', { method: 'PUT', body: { push: false } });
    expect(off.json.push).toBe(false);
    await send(t, c.clientId, 'Still Monday?');
    await deliver();
    expect(payloads.get(path)).toHaveLength(1);
    expect((await bellOf(client.id)).map((b) => b.data.message).sort()).toEqual(['Přijď v pondělí v osm.', 'Still Monday?']);
  });

  it('a replayed send makes one notification and one push', async () => {
    const { t, client, conv, endpoint } = await world();
    const id = uuidv7();
    expect((await send(t, conv, 'Once', id)).status).toBe(201);
    expect((await send(t, conv, 'Once', id)).status).toBe(200);
    await deliver();
    expect(await bellOf(client.id)).toHaveLength(1);
    expect(hits.filter((h) => h === endpoint)).toHaveLength(1);
  });
});
