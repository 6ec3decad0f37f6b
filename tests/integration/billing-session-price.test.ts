import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import type { Db } from '../../server/db/database';
import { clients, trainingSessions } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

type BillingDto = {
  summary: { totalOwed: number; totalPaid: number; totalBilled: number; availableCredit: number };
  sessions: { session_id: string; date: string; price: number; paid: number; balance: number }[];
};

/** A completed session written straight to the database (what billing bills). */
async function completedSession(db: Db, trainerId: string, clientIds: string[], date: string, durationMinutes = 60) {
  const id = uuidv7();
  await db.insert(trainingSessions).values({
    id,
    spaceId: trainerId,
    clientIds,
    title: 'Strength',
    type: clientIds.length > 1 ? 'group' : 'in_person',
    planByClient: Object.fromEntries(clientIds.map((c) => [c, null])),
    date,
    time: '08:00',
    timeZone: 'Europe/Bratislava',
    durationMinutes,
    approvalByClient: Object.fromEntries(clientIds.map((c) => [c, 'approved' as const])),
    startsAt: new Date(`${date}T07:00:00.000Z`),
    progressStatus: 'completed',
  });
  return id;
}

describe.each(DB_KINDS)('a session price the trainer sets, on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const json = async <T>(res: Response, status: number): Promise<T> => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return (text ? JSON.parse(text) : null) as T;
  };
  const billingOf = async (who: Actor, clientId: string) =>
    (await json<{ data: BillingDto }>(await env.server.api(`/api/clients/${clientId}/billing`, { token: who.token }), 200)).data;
  const push = async (who: Actor, mutations: { id: number; name: string; args: unknown }[], deviceId = uuidv7()) =>
    (await json<{ results: MutationResult[] }>(await env.server.api('/api/sync/push', { token: who.token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations } }), 200)).results;
  const priceOf = async (id: string) => (await db().select({ p: trainingSessions.priceByClient }).from(trainingSessions).where(eq(trainingSessions.id, id)))[0]!.p;

  /** A trainer with two clients at 30 an hour and a completed group session of both. */
  async function setUp() {
    const trainer = await makeTrainer(db());
    const a = await makeClient(db(), trainer.id, { withUser: true });
    const b = await makeClient(db(), trainer.id, { withUser: true });
    await db().update(clients).set({ hourlyRate: 30 }).where(eq(clients.trainerId, trainer.id));
    // Three days ago: inside the sync window, so the pull carries it.
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const group = await completedSession(db(), trainer.id, [a.clientId, b.clientId], recent);
    return { trainer, a, b, group };
  }

  it('prices one client of a group through sync and REST; allocation on the server bills that price, the other client keeps the rate', async () => {
    const { trainer, a, b, group } = await setUp();
    const [r] = await push(trainer, [{ id: 1, name: 'session.setPrice', args: { id: group, clientId: a.clientId, priceMinor: 1250 } }]);
    expect(r!.status).toBe('ok');
    expect(await priceOf(group)).toEqual({ [a.clientId]: 1250 });
    expect((await billingOf(trainer, a.clientId)).sessions).toEqual([expect.objectContaining({ session_id: group, price: 12.5, balance: 12.5 })]);
    expect((await billingOf(trainer, b.clientId)).sessions).toEqual([expect.objectContaining({ session_id: group, price: 30 })]);

    // REST: a free session for b, then back to the rate for a.
    const put = (clientId: string, price: unknown) => env.server.api(`/api/clients/${clientId}/billing/sessions/${group}`, { token: trainer.token, method: 'PUT', body: { price } });
    expect((await json<{ data: { price: number } }>(await put(b.clientId, '0'), 200)).data).toMatchObject({ price: 0, balance: 0 });
    expect((await json<{ data: { price: number } }>(await put(a.clientId, null), 200)).data).toMatchObject({ price: 30 });
    expect(await priceOf(group)).toEqual({ [b.clientId]: 0 });

    // The pulled row carries the prices, for the device's own allocation.
    const page = await json<PullResponse>(await env.server.api('/api/sync/pull', { token: trainer.token, body: { deviceId: uuidv7(), cursor: null } }), 200);
    expect(page.changes.find((c) => c.table === 'sessions' && c.row.id === group)?.row).toMatchObject({ priceByClient: { [b.clientId]: 0 } });
  });

  it('refuses a bad price (three decimals, negative) and a client not in the session with a clear message, and changes nothing', async () => {
    const { trainer, a, group } = await setUp();
    const other = await makeClient(db(), trainer.id);
    const put = (price: unknown, clientId = a.clientId) => env.server.api(`/api/clients/${clientId}/billing/sessions/${group}`, { token: trainer.token, method: 'PUT', body: { price } });
    for (const bad of ['12.345', -1, 'ten']) {
      const body = await json<{ code: string; message: string }>(await put(bad), 422);
      expect(body.message).toBe(MESSAGES.sessionPriceInvalid);
    }
    const wrong = await json<{ code: string; message: string }>(await put(5, other.clientId), 422);
    expect(wrong.message).toBe(MESSAGES.sessionPriceClient);
    const results = await push(trainer, [
      { id: 1, name: 'session.setPrice', args: { id: group, clientId: a.clientId, priceMinor: -5 } },
      { id: 2, name: 'session.setPrice', args: { id: group, clientId: other.clientId, priceMinor: 500 } },
    ]);
    expect(results.map((r) => r.error?.code)).toEqual(['validation_failed', 'validation_failed']);
    expect(await priceOf(group)).toEqual({});
  });

  it('lets no other trainer and no client set a price', async () => {
    const { trainer, a, group } = await setUp();
    const other = await makeTrainer(db());
    const otherClient = await makeClient(db(), other.id);
    const viaSync = await push(other, [{ id: 1, name: 'session.setPrice', args: { id: group, clientId: a.clientId, priceMinor: 1 } }]);
    expect(viaSync[0]!.error?.code).toBe('not_found');
    await json(await env.server.api(`/api/clients/${a.clientId}/billing/sessions/${group}`, { token: other.token, method: 'PUT', body: { price: 1 } }), 404);
    await json(await env.server.api(`/api/clients/${otherClient.clientId}/billing/sessions/${group}`, { token: other.token, method: 'PUT', body: { price: 1 } }), 404);

    const byClient = await push(a.user!, [{ id: 1, name: 'session.setPrice', args: { id: group, clientId: a.clientId, priceMinor: 1 } }]);
    expect(byClient[0]!.error?.code).toBe('forbidden');
    await json(await env.server.api(`/api/clients/${a.clientId}/billing/sessions/${group}`, { token: a.user!.token, method: 'PUT', body: { price: 1 } }), 403);
    expect(await priceOf(group)).toEqual({});
    expect((await billingOf(trainer, a.clientId)).summary.totalBilled).toBe(30);
  });

  it('answers what each client was billed before an instant: the trainer all their clients, a client only their own', async () => {
    const { trainer, a, b, group } = await setUp();
    await push(trainer, [{ id: 1, name: 'session.setPrice', args: { id: group, clientId: a.clientId, priceMinor: 1000 } }]);
    await completedSession(db(), trainer.id, [a.clientId], '2026-04-10');
    type Earlier = { data: { client_id: string; billed: number; billed_minor: number; sessions: number }[] };
    // Only sessions before the instant count: the old one of a, none of b (the group is recent).
    const before = '2026-05-01T00:00:00.000Z';
    const mine = await json<Earlier>(await env.server.api(`/api/billing/earlier?before=${before}`, { token: trainer.token }), 200);
    expect(mine.data).toHaveLength(2);
    expect(mine.data.find((d) => d.client_id === a.clientId)).toMatchObject({ billed: 30, billed_minor: 3000, sessions: 1 });
    expect(mine.data.find((d) => d.client_id === b.clientId)).toMatchObject({ billed: 0, sessions: 0 });
    const now = new Date(Date.now() + 86_400_000).toISOString();
    const all = await json<Earlier>(await env.server.api(`/api/billing/earlier?before=${now}`, { token: trainer.token }), 200);
    expect(all.data.find((d) => d.client_id === a.clientId)).toMatchObject({ billed_minor: 4000, sessions: 2 });
    const own = await json<Earlier>(await env.server.api(`/api/client/billing/earlier?before=${now}`, { token: a.user!.token }), 200);
    expect(own.data).toEqual([expect.objectContaining({ client_id: a.clientId, billed_minor: 4000 })]);
    const other = await makeTrainer(db());
    expect((await json<Earlier>(await env.server.api(`/api/billing/earlier?before=${before}`, { token: other.token }), 200)).data).toEqual([]);
    await json(await env.server.api('/api/billing/earlier?before=yesterday', { token: trainer.token }), 422);
    await json(await env.server.api(`/api/billing/earlier?before=${before}`, { token: a.user!.token }), 403);
  });
});
