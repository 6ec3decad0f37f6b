import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clients, users } from '../../server/db/schema';
import { rejectedList, syncStatusOf } from '../../replica/db/queries';
import { DB_KINDS } from '../helpers/databases';
import { makeClient, makeTrainer } from './sync-fixtures';
import { makeDevice, startBackend, type Backend, type Device } from './sync-harness';

const DAY_MS = 86_400_000;

/**
 * A trainer's device when the trial ends (docs/rules/errors-and-limits.md "Payment required (402)", issue 11): the push gets
 * 402, nothing of it is processed or lost, and the same outbox is delivered
 * once the trainer may use the app again.
 */
describe.each(DB_KINDS)('sync engine and the subscription gate on %s', (kind) => {
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

  it('keeps the outbox through a 402 and delivers it after the subscription is active', async () => {
    const t = await makeTrainer(backend.ctx.db);
    const { clientId } = await makeClient(backend.ctx.db, t.id, { name: 'Olga' });
    const phone = makeDevice('phone', t.id, t.token, backend.fetch);
    devices.push(phone);
    expect(await phone.engine.sync()).toBe('ok');

    await phone.engine.mutate('client.update', { id: clientId, fields: { notes: 'Written after the trial' } });
    // The trial (counted from verification for a trainer without a subscription row) ran out.
    const longAgo = new Date(Date.now() - 20 * DAY_MS);
    await backend.ctx.db.update(users).set({ emailVerifiedAt: longAgo, createdAt: longAgo }).where(eq(users.id, t.id));

    const before = await phone.db.outbox.toArray();
    expect(await phone.engine.sync()).toBe('payment_required');
    expect(await phone.db.outbox.toArray()).toEqual(before);
    expect(await rejectedList(phone.db)).toEqual([]);
    expect(await syncStatusOf(phone.db)).toEqual({ state: 'error', pending: 1, reason: 'trial_expired' });
    const net = (await phone.db.syncMeta.get('net'))?.value as { payment?: { code: string; checkoutUrl: string | null } };
    expect(net.payment).toMatchObject({ code: 'trial_expired', checkoutUrl: expect.stringContaining('/api/checkout/') });
    const [row] = await backend.ctx.db.select({ notes: clients.notes }).from(clients).where(eq(clients.id, clientId));
    expect(row?.notes).toBeNull();

    // The trainer pays through the local provider's checkout, as the app's Pay button leads them.
    const headers = { Authorization: `Bearer ${t.token}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const checkout = await backend.fetch('/api/subscription/checkout', { method: 'POST', headers, body: '{}' });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const paid = await backend.fetch(`${new URL(url, 'http://app.test').pathname}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/trainer\/subscription\/success\?session_id=/);
    const sessionId = new URL(paid.headers.get('location')!, 'http://app.test').searchParams.get('session_id')!;
    expect((await backend.fetch('/api/subscription/confirm', { method: 'POST', headers, body: JSON.stringify({ session_id: sessionId }) })).status).toBe(200);

    // The next round delivers the very mutation the 402 held back.
    expect(await phone.engine.sync()).toBe('ok');
    expect(await syncStatusOf(phone.db)).toEqual({ state: 'synced', pending: 0 });
    const [after] = await backend.ctx.db.select({ notes: clients.notes }).from(clients).where(eq(clients.id, clientId));
    expect(after?.notes).toBe('Written after the trial');
  });
});
