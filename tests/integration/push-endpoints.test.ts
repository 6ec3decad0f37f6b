import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { addDays } from '../../domain/time/wall-time';
import { notifications, pushSubscriptions } from '../../server/db/schema';
import { deliverPending } from '../../server/areas/notifications/push/deliver';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '../../server/areas/notifications/push/subscriptions';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { syncDevice } from './plans-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

// Keys of a real browser subscription (P-256 public key, 16-byte auth secret): web-push encrypts with them.
const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
const otherKeys = { p256dh: 'BOtherBrowserKeyOtherBrowserKeyOtherBrowserKeyOtherBrowserKeyOtherBrowserKeyOtherBr', auth: 'c29tZW9uZSBlbHNlIQ' };

/** Names this test's resolver answers; none of them is in any real DNS, so a connection to one went where the check said. */
const NAMES: Record<string, string[]> = {
  'allowed.push.example.com': ['127.0.0.1'],
  'rebind.push.example.com': ['127.0.0.1'],
  'mixed.push.example.com': ['93.184.215.14', '127.0.0.1'],
  'mapped.push.example.com': ['::ffff:169.254.169.254'],
};

describe.each(DB_KINDS)('web push endpoints on %s', (kind) => {
  let server: TestServer;
  let local: Server;
  let port = 0;
  const connections: string[] = [];
  // A TLS server with no certificate: the handshake fails, but it hears the name the client asked for (SNI).
  let tls: TlsServer;
  let tlsPort = 0;
  const sniNames: string[] = [];
  const requests: { host: string | undefined; path: string | undefined }[] = [];

  beforeAll(async () => {
    // A stand-in push service on this machine: every connection is counted, whatever protocol it speaks.
    local = createServer((req, res) => {
      requests.push({ host: req.headers.host, path: req.url });
      // A push service that sends the server on to this machine's own address: not followed.
      if (req.url === '/redirect') res.writeHead(307, { Location: `http://127.0.0.1:${port}/redirected` });
      else res.statusCode = 201;
      req.resume().on('end', () => res.end());
    });
    local.on('connection', (socket) => connections.push(`${socket.remoteAddress}`));
    await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
    port = (local.address() as AddressInfo).port;
    tls = createTlsServer({
      SNICallback: (name, cb) => {
        sniNames.push(name);
        cb(new Error('no certificate here'));
      },
    });
    tls.on('tlsClientError', () => {});
    await new Promise<void>((r) => tls.listen(0, '127.0.0.1', r));
    tlsPort = (tls.address() as AddressInfo).port;
    server = await startTestServer(kind, {
      pushTesting: {
        // Only this name may reach a private address; the others must not, however they resolve.
        allowHosts: ['allowed.push.example.com'],
        lookup: async (name) => (NAMES[name] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      },
    });
  }, 180_000);
  afterAll(async () => {
    local?.closeAllConnections();
    local?.close();
    tls?.close();
    await server?.close();
  }, 120_000);
  const db = () => server.ctx.db;
  const rowsOf = (userId: string) => db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const subscribe = (token: string, endpoint: string, k = keys) => server.api('/api/push/subscriptions', { token, body: { endpoint, keys: k } });

  it('refuses every endpoint that is not https to a public address with a 422 that names it, and stores nothing', async () => {
    const t = await makeTrainer(db());
    const notHttps = [`http://127.0.0.1:${port}/push`, 'http://[::1]:5432/x', 'http://fcm.googleapis.com/fcm/send/x', 'ftp://fcm.googleapis.com/x'];
    const notPublic = [
      'https://10.0.0.1/x',
      'https://192.168.1.10/x',
      'https://172.16.5.4/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:5432/x',
      'https://127.0.0.1/x',
      'https://127.1/x',
      'https://2130706433/x',
      'https://0x7f.0.0.1/x',
      'https://100.64.0.1/x',
      'https://100.100.100.200/latest/meta-data/',
      'https://0.0.0.0/x',
      'https://[::]/x',
      'https://224.0.0.1/x',
      'https://255.255.255.255/x',
      'https://[fe80::1]/x',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://[ff02::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:169.254.169.254]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[::127.0.0.1]/x',
      'https://[64:ff9b::a9fe:a9fe]/x',
      'https://localhost/x',
      'https://LOCALHOST./x',
      'https://push.localhost/x',
      'https://metadata/computeMetadata/v1/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://printer.local/x',
      'https://user:secret@fcm.googleapis.com/x',
    ];
    for (const [list, message] of [
      [notHttps, MESSAGES.pushEndpointNotHttps],
      [notPublic, MESSAGES.pushEndpointNotPublic],
    ] as const) {
      for (const endpoint of list) {
        const res = await subscribe(t.token, endpoint);
        expect(res.status, endpoint).toBe(422);
        expect(await res.json(), endpoint).toEqual({ message, errors: { endpoint: [message] } });
      }
    }
    expect(await rowsOf(t.id)).toEqual([]);
    // A push service's address as browsers give it is taken (its name is resolved when it is sent to).
    expect((await subscribe(t.token, 'https://fcm.googleapis.com/fcm/send/abc:APA91b')).status).toBe(204);
    expect((await rowsOf(t.id)).map((r) => r.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/abc:APA91b']);
  });

  it('at send time connects to nothing whose name resolves to a private address, to the checked address only, and follows no redirect', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const token = a.user!.token;
    const refused = [`https://rebind.push.example.com:${port}/r`, `https://mixed.push.example.com:${port}/m`, `https://mapped.push.example.com:${port}/p`];
    for (const endpoint of refused) expect((await subscribe(token, endpoint)).status, endpoint).toBe(204);
    // The allowed name proves the server uses the resolver it was given and connects where it said, keeping the name as Host.
    expect((await subscribe(token, `http://allowed.push.example.com:${port}/ok`)).status).toBe(204);
    expect((await subscribe(token, `http://allowed.push.example.com:${port}/redirect`)).status).toBe(204);
    // Over https the connection to the checked address still names the host to TLS.
    expect((await subscribe(token, `https://allowed.push.example.com:${tlsPort}/tls`)).status).toBe(204);
    // A row stored before the rule, to this machine: never sent to, and dropped.
    await db().insert(pushSubscriptions).values({ endpoint: `http://127.0.0.1:${port}/legacy`, userId: a.user!.id, ...keys });
    connections.length = 0;
    requests.length = 0;

    await syncDevice(server, t.token).push({
      name: 'session.create',
      args: { id: uuidv7(), title: 'Strength', type: 'in_person', clientIds: [a.clientId], planByClient: { [a.clientId]: null }, date: addDays(new Date().toISOString().slice(0, 10), 7), time: '18:00', timeZone: 'Europe/Bratislava', durationMinutes: 60 },
    });
    // The server's own delivery job may take the notification first: wait until it has been handed over.
    const deadline = Date.now() + 20_000;
    for (;;) {
      await deliverPending(server.ctx);
      const [n] = await db().select().from(notifications).where(eq(notifications.userId, a.user!.id));
      if ((n?.deliveredAt && requests.length >= 2 && sniNames.length) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(requests.sort((x, y) => x.path!.localeCompare(y.path!))).toEqual([
      { host: `allowed.push.example.com:${port}`, path: '/ok' },
      { host: `allowed.push.example.com:${port}`, path: '/redirect' },
    ]);
    expect(connections).toHaveLength(2);
    expect(sniNames).toEqual(['allowed.push.example.com']);
    const kept = [...refused, `http://allowed.push.example.com:${port}/ok`, `http://allowed.push.example.com:${port}/redirect`, `https://allowed.push.example.com:${tlsPort}/tls`];
    expect((await rowsOf(a.user!.id)).map((r) => r.endpoint).sort()).toEqual(kept.sort());
  });

  it('a second user cannot take over the first user’s endpoint, and learns nothing of it; the same browser (its keys) moves to whoever signs in there', async () => {
    const first = await makeTrainer(db(), 'First');
    const second = await makeTrainer(db(), 'Second');
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABshared';
    expect((await subscribe(first.token, endpoint)).status).toBe(204);

    const res = await subscribe(second.token, endpoint, otherKeys);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: MESSAGES.pushSubscriptionRefused, errors: { endpoint: [MESSAGES.pushSubscriptionRefused] } });
    // Keys as long as the stored ones in characters but not in bytes are just other keys, not a server error.
    const wide = await subscribe(second.token, endpoint, { p256dh: 'é'.repeat(keys.p256dh.length), auth: 'ü'.repeat(keys.auth.length) });
    expect(wide.status).toBe(422);
    expect(await rowsOf(second.id)).toEqual([]);
    expect((await rowsOf(first.id)).map((r) => [r.endpoint, r.p256dh, r.auth])).toEqual([[endpoint, keys.p256dh, keys.auth]]);
    // Nor can they remove it.
    expect((await server.api('/api/push/subscriptions', { method: 'DELETE', token: second.token, body: { endpoint } })).status).toBe(204);
    expect(await rowsOf(first.id)).toHaveLength(1);

    // A shared browser: the second account turns push on with the browser's own subscription, so the browser now gets its pushes, not the first's.
    expect((await subscribe(second.token, endpoint)).status).toBe(204);
    expect(await rowsOf(first.id)).toEqual([]);
    expect((await rowsOf(second.id)).map((r) => r.endpoint)).toEqual([endpoint]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_USER} subscriptions per user: a new one replaces the one registered longest ago`, async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const endpoint = (i: number) => `https://fcm.googleapis.com/fcm/send/device-${i}`;
    expect((await subscribe(other.token, 'https://fcm.googleapis.com/fcm/send/other')).status).toBe(204);
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_USER + 2; i++) {
      expect((await subscribe(t.token, endpoint(i))).status).toBe(204);
      await new Promise((r) => setTimeout(r, 5));
    }
    const kept = (await rowsOf(t.id)).map((r) => r.endpoint).sort();
    expect(kept).toEqual(Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER }, (_, i) => endpoint(i + 2)).sort());
    // Registering one again makes it the newest, so the next new one replaces another.
    expect((await subscribe(t.token, endpoint(2))).status).toBe(204);
    await new Promise((r) => setTimeout(r, 5));
    expect((await subscribe(t.token, endpoint(99))).status).toBe(204);
    const after = (await rowsOf(t.id)).map((r) => r.endpoint);
    expect(after).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
    expect(after).toContain(endpoint(2));
    expect(after).not.toContain(endpoint(3));
    // Someone else's are not counted, nor touched.
    expect(await rowsOf(other.id)).toHaveLength(1);
  });
});
