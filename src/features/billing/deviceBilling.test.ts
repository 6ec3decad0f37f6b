import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { ClientRow } from '../../../domain/clients/entity';
import { sessionRow } from '../../../tests/fixtures/session-rows';
import { deviceAmountsOwed, deviceClientBilling } from './deviceBilling';
import { openUserDb } from '../../../replica/db/schema';
import { applyLocalMutation } from '../../../replica/write/entry';

const now = new Date('2026-03-10T08:00:00.000Z');
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const CLIENT = id(9);

async function deviceWithTwoSessions(name: string) {
  const db = openUserDb(name, { indexedDB: new IDBFactory(), IDBKeyRange });
  const client = { id: CLIENT, trainerId: id(1), name: 'Adam', hourlyRate: 30, currency: 'EUR' } as Partial<ClientRow>;
  await db.synced('clients').put(client as ClientRow);
  for (const [n, date] of [[11, '2026-03-02'], [12, '2026-03-05']] as const) {
    await db.synced('sessions').put(
      sessionRow({ id: id(n), clientIds: [CLIENT], planByClient: { [CLIENT]: null }, date, startsAt: `${date}T07:00:00.000Z`, progressStatus: 'completed' }) as never,
    );
  }
  // One not completed: not billed.
  await db.synced('sessions').put(sessionRow({ id: id(13), clientIds: [CLIENT], planByClient: { [CLIENT]: null }, date: '2026-03-12', startsAt: '2026-03-12T07:00:00.000Z' }) as never);
  return db;
}

describe('payments recorded on the device (offline)', () => {
  it('pay two completed sessions and leave credit at once, every figure marked provisional until the server answers', async () => {
    const db = await deviceWithTwoSessions('billing-offline');
    await applyLocalMutation(db, 'payment.create', { id: id(21), clientId: CLIENT, amountMinor: 8000, method: 'cash', receivedOn: '2026-03-10' }, now);
    const b = await deviceClientBilling(db, CLIENT);
    expect(b.summary).toMatchObject({ totalBilledMinor: 6000, totalPaidMinor: 8000, totalOwedMinor: 0, availableCreditMinor: 2000, provisional: true });
    expect(b.sessions.map((s) => [s.date, s.paidMinor, s.provisional])).toEqual([
      ['2026-03-05', 3000, true],
      ['2026-03-02', 3000, true],
    ]);
    expect(b.payments[0]).toMatchObject({ paymentId: id(21), appliedMinor: 6000, remainingMinor: 2000, provisional: true });
    expect(await db.outbox.count()).toBe(1);

    // Once the server confirmed it (no pending row left), nothing is provisional.
    await db.pendingRows.clear();
    expect((await deviceClientBilling(db, CLIENT)).summary.provisional).toBe(false);
    db.close();
  });

  it('leave a payment as it is when an edit would take it below what it pays, and apply the others', async () => {
    const db = await deviceWithTwoSessions('billing-edit');
    await applyLocalMutation(db, 'payment.create', { id: id(21), clientId: CLIENT, amountMinor: 5000, method: 'cash', receivedOn: '2026-03-03' }, now);
    await applyLocalMutation(db, 'payment.update', { id: id(21), amountMinor: 4999, note: 'typo' }, now);
    expect(await db.synced('payments').get(id(21))).toMatchObject({ amountMinor: 5000, note: null });
    await applyLocalMutation(db, 'payment.update', { id: id(21), amountMinor: 7000 }, now);
    expect((await deviceClientBilling(db, CLIENT)).summary).toMatchObject({ totalOwedMinor: 0, availableCreditMinor: 1000 });

    // Deleting re-applies the rest: a second payment now pays the oldest session.
    await applyLocalMutation(db, 'payment.create', { id: id(22), clientId: CLIENT, amountMinor: 4000, method: 'card', receivedOn: '2026-03-09' }, now);
    await applyLocalMutation(db, 'payment.delete', { id: id(21) }, now);
    const b = await deviceClientBilling(db, CLIENT);
    expect(b.payments.map((p) => [p.paymentId, p.allocations.map((l) => [l.date, l.amountMinor])])).toEqual([[id(22), [['2026-03-02', 3000], ['2026-03-05', 1000]]]]);
    expect(b.summary.totalOwedMinor).toBe(2000);
    db.close();
  });

  it('price a session for the client at once (offline) and put the server\'s earlier figure in front of the window', async () => {
    const db = await deviceWithTwoSessions('billing-price');
    await applyLocalMutation(db, 'session.setPrice', { id: id(11), clientId: CLIENT, priceMinor: 1250 }, now);
    // Another client's price is refused on the device as on the server: nothing changes.
    await applyLocalMutation(db, 'session.setPrice', { id: id(12), clientId: id(99), priceMinor: 1 }, now);
    let b = await deviceClientBilling(db, CLIENT);
    expect(b.sessions.map((s) => [s.date, s.priceMinor])).toEqual([
      ['2026-03-05', 3000],
      ['2026-03-02', 1250],
    ]);
    expect(b.pendingSessions.has(id(11))).toBe(true);
    await applyLocalMutation(db, 'payment.create', { id: id(21), clientId: CLIENT, amountMinor: 5000, method: 'cash', receivedOn: '2026-03-10' }, now);
    // 40.00 billed before the window: the payment pays it first, as the server applies it.
    b = await deviceClientBilling(db, CLIENT, { before: '2026-03-01T00:00:00.000Z', billedMinor: 4000, sessions: 2 });
    expect(b.summary).toMatchObject({ totalBilledMinor: 8250, totalOwedMinor: 3250, availableCreditMinor: 0 });
    expect(b.payments[0]!.allocations.map((l) => [l.sessionId, l.amountMinor])).toEqual([
      ['earlier', 4000],
      [id(11), 1000],
    ]);
    await applyLocalMutation(db, 'session.setPrice', { id: id(11), clientId: CLIENT, priceMinor: null }, now);
    expect((await deviceClientBilling(db, CLIENT)).sessions.at(-1)!.priceMinor).toBe(3000);
    db.close();
  });

  it("leave a client's own workout out, on the billing screen and in the client list, and bill a solo session the trainer marked", async () => {
    const db = await deviceWithTwoSessions('billing-own-workout');
    const solo = (n: number, date: string, billable: boolean | undefined) =>
      sessionRow({ id: id(n), type: 'solo', billable, clientIds: [CLIENT], planByClient: { [CLIENT]: null }, date, startsAt: `${date}T07:00:00.000Z`, progressStatus: 'completed' });
    // Older than both sessions with the trainer: the old rule had the payment pay it first.
    await db.synced('sessions').put(solo(14, '2026-03-01', undefined) as never);
    await db.synced('sessions').put(solo(15, '2026-03-01', false) as never);
    await applyLocalMutation(db, 'payment.create', { id: id(21), clientId: CLIENT, amountMinor: 4000, method: 'cash', receivedOn: '2026-03-10' }, now);
    let b = await deviceClientBilling(db, CLIENT);
    expect(b.sessions.map((s) => s.sessionId).sort()).toEqual([id(11), id(12)]);
    expect(b.payments[0]!.allocations.map((l) => [l.sessionId, l.amountMinor])).toEqual([
      [id(11), 3000],
      [id(12), 1000],
    ]);
    expect((await deviceAmountsOwed(db, null)).get(CLIENT)).toMatchObject({ owedMinor: 2000, creditMinor: 0 });
    await db.synced('sessions').put(solo(16, '2026-03-06', true) as never);
    b = await deviceClientBilling(db, CLIENT);
    expect(b.summary).toMatchObject({ totalBilledMinor: 9000, totalOwedMinor: 5000 });
    expect((await deviceAmountsOwed(db, null)).get(CLIENT)!.owedMinor).toBe(5000);
    db.close();
  });
});
