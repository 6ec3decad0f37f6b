import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import type { Db } from '../../server/db/database';
import { clients, payments, trainingSessions } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

type PaymentDto = {
  id: string;
  client_id: string;
  amount: number;
  method: string;
  note: string | null;
  date_received: string;
  applied_amount: number;
  remaining_amount: number;
  allocations: { session_id: string; date: string; amount: number }[];
};
type BillingDto = {
  client_id: string;
  currency: string;
  summary: { totalOwed: number; totalPaid: number; totalBilled: number; availableCredit: number; lastPayment: { id: string; amount: number } | null };
  sessions: { session_id: string; date: string; price: number; paid: number; balance: number; status: string }[];
  payments: PaymentDto[];
};

/** A completed session of the client(s) on a date (what billing bills), written straight to the database. */
async function completedSession(db: Db, trainerId: string, clientIds: string[], date: string, durationMinutes = 60, progressStatus: 'completed' | 'not_started' = 'completed') {
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
    progressStatus,
  });
  return id;
}

describe.each(DB_KINDS)('client billing on %s', (kind) => {
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

  /** A trainer with a client at 30 an hour and three completed sessions (30 + 45 + 30) and one not yet. */
  async function setUp() {
    const trainer = await makeTrainer(db());
    const c = await makeClient(db(), trainer.id, { withUser: true });
    await db().update(clients).set({ hourlyRate: 30 }).where(eq(clients.id, c.clientId));
    const s1 = await completedSession(db(), trainer.id, [c.clientId], '2026-03-02');
    const s2 = await completedSession(db(), trainer.id, [c.clientId], '2026-03-05', 90);
    const s3 = await completedSession(db(), trainer.id, [c.clientId], '2026-03-09');
    await completedSession(db(), trainer.id, [c.clientId], '2026-03-12', 60, 'not_started');
    return { trainer, clientId: c.clientId, client: c.user!, sessions: [s1, s2, s3] };
  }

  it('a payment pays the oldest completed sessions first and leaves credit for the next; the client sees the same figures', async () => {
    const { trainer, clientId, client, sessions: [s1, s2, s3] } = await setUp();
    const first = await json<{ data: PaymentDto }>(
      await env.server.api(`/api/clients/${clientId}/payments`, { token: trainer.token, body: { amount: '80,50', method: 'cash', note: 'March', date_received: '2026-03-06' } }),
      201,
    );
    expect(first.data).toMatchObject({ amount: 80.5, method: 'cash', note: 'March', date_received: '2026-03-06', applied_amount: 80.5, remaining_amount: 0 });
    expect(first.data.allocations).toEqual([
      { session_id: s1, date: '2026-03-02', amount: 30 },
      { session_id: s2, date: '2026-03-05', amount: 45 },
      { session_id: s3, date: '2026-03-09', amount: 5.5 },
    ]);

    const paidAhead = await json<{ data: PaymentDto }>(
      await env.server.api(`/api/clients/${clientId}/payments`, { token: trainer.token, body: { amount: 40, method: 'bank_transfer', date_received: '2026-03-10' } }),
      201,
    );
    expect(paidAhead.data).toMatchObject({ applied_amount: 24.5, remaining_amount: 15.5 });

    const b = await billingOf(trainer, clientId);
    expect(b.currency).toBe('EUR');
    expect(b.summary).toEqual({
      totalOwed: 0,
      totalPaid: 120.5,
      totalBilled: 105,
      availableCredit: 15.5,
      lastPayment: { id: paidAhead.data.id, amount: 40, date_received: '2026-03-10', method: 'bank_transfer' },
    });
    expect(b.sessions.map((s) => [s.date, s.price, s.paid, s.balance, s.status])).toEqual([
      ['2026-03-09', 30, 30, 0, 'paid'],
      ['2026-03-05', 45, 45, 0, 'paid'],
      ['2026-03-02', 30, 30, 0, 'paid'],
    ]);

    // The credit pays the next session as soon as it is completed.
    const s4 = await completedSession(db(), trainer.id, [clientId], '2026-03-16');
    const after = await billingOf(trainer, clientId);
    expect(after.summary).toMatchObject({ totalOwed: 14.5, availableCredit: 0 });
    expect(after.sessions[0]).toMatchObject({ session_id: s4, price: 30, paid: 15.5, balance: 14.5, status: 'partial' });

    // The client list and the client show what is owed (docs/rules/clients.md "Amount owed" amountOwed).
    const listed = await json<{ data: { id: string; amountOwed: number }[] }>(await env.server.api('/api/clients', { token: trainer.token }), 200);
    expect(listed.data.find((c) => c.id === clientId)!.amountOwed).toBe(14.5);
    expect((await json<{ data: { amountOwed: number } }>(await env.server.api(`/api/clients/${clientId}`, { token: trainer.token }), 200)).data.amountOwed).toBe(14.5);

    const own = await json<{ data: BillingDto }>(await env.server.api('/api/client/billing', { token: client.token }), 200);
    expect(own.data).toEqual(after);
    const list = await json<{ data: PaymentDto[] }>(await env.server.api(`/api/clients/${clientId}/payments`, { token: trainer.token }), 200);
    expect(list.data.map((p) => p.id)).toEqual([paidAhead.data.id, first.data.id]);
  });

  it('refuses an edit below what is applied with payment_below_applied, changes nothing, and a delete re-applies the rest', async () => {
    const { trainer, clientId } = await setUp();
    const p1 = (await json<{ data: PaymentDto }>(await env.server.api(`/api/clients/${clientId}/payments`, { token: trainer.token, body: { amount: 50, method: 'cash', date_received: '2026-03-03' } }), 201)).data;
    const p2 = (await json<{ data: PaymentDto }>(await env.server.api(`/api/clients/${clientId}/payments`, { token: trainer.token, body: { amount: 100, method: 'card', date_received: '2026-03-10' } }), 201)).data;
    expect(p1.applied_amount).toBe(50);
    expect(p2).toMatchObject({ applied_amount: 55, remaining_amount: 45 });

    const refused = await env.server.api(`/api/clients/${clientId}/payments/${p1.id}`, { token: trainer.token, method: 'PUT', body: { amount: '49.99', note: 'typo' } });
    const body = await json<{ message: string; code: string; applied: number }>(refused, 409);
    expect(body).toMatchObject({ code: 'payment_below_applied', message: MESSAGES.paymentBelowApplied, applied: 50, applied_minor: 5000 });
    const [stored] = await db().select().from(payments).where(eq(payments.id, p1.id));
    expect(stored).toMatchObject({ amountMinor: 5000, note: null });

    // The same rule through sync, with its code as the mutation's result.
    const [viaSync] = await push(trainer, [{ id: 1, name: 'payment.update', args: { id: p1.id, amountMinor: 1 } }]);
    expect(viaSync).toMatchObject({ status: 'error', error: { code: 'payment_below_applied', message: MESSAGES.paymentBelowApplied, details: { applied: 50 } } });
    expect((await db().select().from(payments).where(eq(payments.id, p1.id)))[0]!.amountMinor).toBe(5000);

    // Credit may go: p2 down to what it pays.
    const ok = await json<{ data: PaymentDto }>(await env.server.api(`/api/clients/${clientId}/payments/${p2.id}`, { token: trainer.token, method: 'PUT', body: { amount: 55 } }), 200);
    expect(ok.data).toMatchObject({ amount: 55, applied_amount: 55, remaining_amount: 0 });

    // Deleting p1 re-applies p2 from the oldest session.
    await json(await env.server.api(`/api/clients/${clientId}/payments/${p1.id}`, { token: trainer.token, method: 'DELETE' }), 204);
    const b = await billingOf(trainer, clientId);
    expect(b.payments).toHaveLength(1);
    expect(b.payments[0]!.allocations.map((l) => [l.date, l.amount])).toEqual([
      ['2026-03-02', 30],
      ['2026-03-05', 25],
    ]);
    expect(b.summary).toMatchObject({ totalOwed: 50, totalPaid: 55, availableCredit: 0 });
    await json(await env.server.api(`/api/clients/${clientId}/payments/${p1.id}`, { token: trainer.token, method: 'PUT', body: { amount: 80 } }), 404);
  });

  it('refuses an amount below 0.01 (REST and sync) with the documented message and stores nothing', async () => {
    const { trainer, clientId } = await setUp();
    for (const amount of [0, '0,00', 0.001, -1, 'abc', '']) {
      const res = await env.server.api(`/api/clients/${clientId}/payments`, { token: trainer.token, body: { amount, method: 'cash', date_received: '2026-03-03' } });
      expect(await json(res, 422)).toEqual({ message: 'Please enter a valid amount (minimum 0.01)', errors: { amount: ['Please enter a valid amount (minimum 0.01)'] } });
    }
    const badMethod = await env.server.api(`/api/clients/${clientId}/payments`, { token: trainer.token, body: { amount: 5, method: 'paypal' } });
    expect((await json<{ errors: Record<string, string[]> }>(badMethod, 422)).errors).toEqual({ method: [MESSAGES.paymentMethodInvalid] });
    const [r] = await push(trainer, [{ id: 1, name: 'payment.create', args: { id: uuidv7(), clientId, amountMinor: 0, method: 'cash', receivedOn: '2026-03-03' } }]);
    expect(r).toMatchObject({ status: 'error', error: { message: MESSAGES.paymentAmountInvalid } });
    expect(await db().select().from(payments).where(eq(payments.clientId, clientId))).toEqual([]);
  });

  it('keeps every payment to its trainer and client: other trainers, clients and ids answer not found or forbidden, and nothing changes', async () => {
    const { trainer, clientId, client } = await setUp();
    const other = await makeTrainer(db());
    const otherClient = await makeClient(db(), other.id, { withUser: true });
    const sibling = await makeClient(db(), trainer.id, { withUser: true });
    const p = (await json<{ data: PaymentDto }>(await env.server.api(`/api/clients/${clientId}/payments`, { token: trainer.token, body: { amount: 20, method: 'cash' } }), 201)).data;

    // Another trainer: the client and the payment do not exist for them.
    await json(await env.server.api(`/api/clients/${clientId}/billing`, { token: other.token }), 404);
    await json(await env.server.api(`/api/clients/${clientId}/payments`, { token: other.token, body: { amount: 5, method: 'cash' } }), 404);
    await json(await env.server.api(`/api/clients/${clientId}/payments/${p.id}`, { token: other.token, method: 'PUT', body: { note: 'mine' } }), 404);
    await json(await env.server.api(`/api/clients/${clientId}/payments/${p.id}`, { token: other.token, method: 'DELETE' }), 404);
    await json(await env.server.api(`/api/clients/${otherClient.clientId}/payments/${p.id}`, { token: other.token, method: 'DELETE' }), 404);
    // ... nor through sync, nor by reusing the payment's id.
    const results = await push(other, [
      { id: 1, name: 'payment.update', args: { id: p.id, note: 'mine' } },
      { id: 2, name: 'payment.delete', args: { id: p.id } },
      { id: 3, name: 'payment.create', args: { id: uuidv7(), clientId, amountMinor: 500, method: 'cash', receivedOn: '2026-03-03' } },
      { id: 4, name: 'payment.create', args: { id: p.id, clientId: otherClient.clientId, amountMinor: 500, method: 'cash', receivedOn: '2026-03-03' } },
    ]);
    expect(results.map((r) => r.error?.code)).toEqual(['not_found', 'not_found', 'not_found', 'forbidden']);

    // The same trainer, the wrong client in the path.
    await json(await env.server.api(`/api/clients/${sibling.clientId}/payments/${p.id}`, { token: trainer.token, method: 'PUT', body: { note: 'x' } }), 404);

    // Clients read only their own billing and write nothing.
    await json(await env.server.api(`/api/clients/${clientId}/billing`, { token: client.token }), 403);
    await json(await env.server.api(`/api/clients/${clientId}/payments`, { token: client.token, body: { amount: 5, method: 'cash' } }), 403);
    const clientPush = await push(client, [{ id: 1, name: 'payment.update', args: { id: p.id, amountMinor: 999_999 } }]);
    expect(clientPush[0]!.error?.code).toBe('forbidden');
    const siblingView = await json<{ data: BillingDto }>(await env.server.api('/api/client/billing', { token: sibling.user!.token }), 200);
    expect(siblingView.data).toMatchObject({ client_id: sibling.clientId, payments: [], summary: { totalPaid: 0 } });

    const [stored] = await db().select().from(payments).where(eq(payments.id, p.id));
    expect(stored).toMatchObject({ amountMinor: 2000, note: null, deletedAt: null, clientId });
    expect(await db().select().from(payments).where(eq(payments.spaceId, other.id))).toEqual([]);
  });

  it('syncs payments to the trainer and to the client they are from, and to no one else', async () => {
    const { trainer, clientId, client } = await setUp();
    const sibling = await makeClient(db(), trainer.id, { withUser: true });
    const id = uuidv7();
    const device = uuidv7();
    const [r] = await push(trainer, [{ id: 1, name: 'payment.create', args: { id, clientId, amountMinor: 4550, method: 'card', note: 'gym', receivedOn: '2026-03-04' } }], device);
    expect(r!.status).toBe('ok');
    const pull = async (who: Actor) => {
      const page = await json<PullResponse>(await env.server.api('/api/sync/pull', { token: who.token, body: { deviceId: uuidv7(), cursor: null } }), 200);
      return page.changes.filter((c) => c.table === 'payments').map((c) => c.row);
    };
    expect(await pull(trainer)).toEqual([expect.objectContaining({ id, clientId, amountMinor: 4550, method: 'card', note: 'gym', receivedOn: '2026-03-04' })]);
    expect(await pull(client)).toEqual([expect.objectContaining({ id, amountMinor: 4550 })]);
    expect(await pull(sibling.user!)).toEqual([]);
    // The same create again does nothing.
    const [again] = await push(trainer, [{ id: 2, name: 'payment.create', args: { id, clientId, amountMinor: 1, method: 'cash', receivedOn: '2026-03-04' } }], device);
    expect(again!.status).toBe('ok');
    expect((await db().select().from(payments).where(eq(payments.id, id)))[0]!.amountMinor).toBe(4550);
  });
});
