import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/time/wall-time';
import { deliverPending } from '../../server/areas/notifications/push/deliver';
import { PUSH_TIMEOUT_MS } from '../../server/areas/notifications/push/push';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { syncDevice } from './plans-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(DB_KINDS)('web push delivery on %s', (kind) => {
  let server: TestServer;
  const locals: Server[] = [];
  beforeAll(async () => {
    // The stand-in push services are on this machine, which web push may reach only when a test says so.
    server = await startTestServer(kind, { pushTesting: { allowHosts: ['127.0.0.1'] } });
  }, 180_000);
  afterAll(async () => {
    for (const s of locals) {
      s.closeAllConnections();
      s.close();
    }
    await server?.close();
  }, 120_000);
  const db = () => server.ctx.db;

  it('two endpoints that never answer do not delay another user’s push, and hold up their own user for one timeout only', async () => {
    const t = await makeTrainer(db());
    const slow = await makeClient(db(), t.id, { withUser: true, name: 'Slow' });
    const fast = await makeClient(db(), t.id, { withUser: true, name: 'Fast' });
    const hung: number[] = [];
    let fastAt = 0;
    for (let i = 0; i < 2; i++) {
      const never = await listen(() => void hung.push(Date.now()));
      locals.push(never.server);
      expect((await server.api('/api/push/subscriptions', { token: slow.user!.token, body: { endpoint: `${never.url}/never-${i}`, keys } })).status).toBe(204);
    }
    const live = await listen((req, res) => {
      fastAt ||= Date.now();
      res.statusCode = 201;
      req.resume().on('end', () => res.end());
    });
    locals.push(live.server);
    expect((await server.api('/api/push/subscriptions', { token: fast.user!.token, body: { endpoint: `${live.url}/live`, keys } })).status).toBe(204);

    // The slow user's notifications come first, two of them; the fast user's last.
    const session = (clientId: string) => ({
      name: 'session.create',
      args: { id: uuidv7(), title: 'Strength', type: 'in_person', clientIds: [clientId], planByClient: { [clientId]: null }, date: addDays(new Date().toISOString().slice(0, 10), 7), time: '18:00', timeZone: 'Europe/Bratislava', durationMinutes: 60 },
    });
    await syncDevice(server, t.token).push(session(slow.clientId), session(slow.clientId), session(fast.clientId));

    const started = Date.now();
    // The server's own job may have claimed some already: this run takes whatever is left, and both go at once.
    await deliverPending(server.ctx);
    const took = Date.now() - started;
    const until = Date.now() + 60_000;
    while (!fastAt && Date.now() < until) await new Promise((r) => setTimeout(r, 50));

    expect(fastAt).toBeGreaterThan(0);
    expect(hung.length).toBeGreaterThan(0);
    // Measured from the first push to a hanging endpoint, so whichever run sent them: before, the fast user waited 10 s per hanging push.
    expect(fastAt - Math.min(...hung)).toBeLessThan(PUSH_TIMEOUT_MS - 1_000);
    // A run gives up on an endpoint after one timeout, not once per notification.
    expect(took).toBeLessThan(PUSH_TIMEOUT_MS + 4_000);
    expect(hung.length).toBeLessThanOrEqual(2 * 2);
  }, 120_000);
});
