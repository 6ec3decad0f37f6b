import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { checkoutSessions, subscriptionEvents, users, webhookEvents } from '../../server/db/schema';
import { createUser, signIn } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { DAY, subscriptionOf } from './subscription-fixtures';

const WEBHOOK_SECRET = 'whsec_test_repwise';
// Never used to call Stripe: these tests only send signed webhooks to our server.
const stripe = new Stripe('sk_test_repwise_never_sent');
const seconds = (ms: number) => Math.floor(ms / 1000);

let n = 0;
const event = (type: string, object: Record<string, unknown>, id = `evt_test_${++n}_${uuidv7().slice(-8)}`) =>
  JSON.stringify({ id, object: 'event', api_version: '2026-10-28.endive', created: seconds(Date.now()), type, data: { object } });

describe.each(DB_KINDS)('Stripe webhooks on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { stripeSecretKey: 'sk_test_repwise_never_sent', stripeWebhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await server?.close();
  });
  const db = () => server.ctx.db;

  const deliver = (payload: string, secret = WEBHOOK_SECRET) =>
    fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      body: payload,
    });

  /** A trainer who registered and went to Stripe's checkout (the row our checkout start writes), not yet paid. */
  async function pendingStripeCheckout() {
    const t = await createUser(server, { role: 'trainer', registrationStatus: 'pending_payment' });
    const ref = `cs_test_${uuidv7().replaceAll('-', '')}`;
    await db().insert(checkoutSessions).values({
      id: uuidv7(),
      trainerId: t.id,
      plan: 'early_adopter',
      amountMinor: 750,
      purpose: 'registration',
      provider: 'stripe',
      providerRef: ref,
      url: `https://checkout.stripe.com/c/pay/${ref}`,
      trialEndsAt: new Date(Date.now() + 14 * DAY),
    });
    return { ...t, ref, subId: `sub_${uuidv7().replaceAll('-', '').slice(0, 24)}`, cusId: `cus_${uuidv7().replaceAll('-', '').slice(0, 14)}` };
  }
  const completed = (c: { ref: string; subId: string; cusId: string }) =>
    event('checkout.session.completed', { id: c.ref, object: 'checkout.session', status: 'complete', customer: c.cusId, subscription: c.subId, client_reference_id: null });
  const loginStatus = async (t: { email: string; password: string }) => (await server.api('/api/login', { body: { email: t.email, password: t.password } })).status;

  it('refuses a webhook whose signature is wrong with 400 and changes nothing', async () => {
    const c = await pendingStripeCheckout();
    const payload = completed(c);
    for (const res of [
      await deliver(payload, 'whsec_someone_else'),
      await fetch(`${server.url}/api/webhooks/stripe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: payload }),
      // Signed, then altered: the signature covers the exact bytes.
      await fetch(`${server.url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        body: payload.replace(c.cusId, 'cus_attacker'),
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: MESSAGES.webhookSignatureInvalid, code: 'invalid_signature' });
    }
    expect(await subscriptionOf(server, c.id)).toBeUndefined();
    expect((await db().select().from(users).where(eq(users.id, c.id)))[0]!.registrationStatus).toBe('pending_payment');
    const eventId = (JSON.parse(payload) as { id: string }).id;
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toEqual([]);
    expect(await loginStatus(c)).toBe(402);
  });

  it('checkout.session.completed activates the registration with the trial; delivered twice it changes nothing', async () => {
    const c = await pendingStripeCheckout();
    const payload = completed(c);
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const sub = await subscriptionOf(server, c.id);
    expect(sub).toMatchObject({ plan: 'early_adopter', status: 'trialing', provider: 'stripe', providerCustomerId: c.cusId, providerSubscriptionId: c.subId, amountMinor: 750, firstPaidAt: null });
    expect(await loginStatus(c)).toBe(200);

    const history = async () => (await db().select().from(subscriptionEvents).where(eq(subscriptionEvents.trainerId, c.id))).length;
    const before = { sub: await subscriptionOf(server, c.id), events: await history() };
    const again = await deliver(payload);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect({ sub: await subscriptionOf(server, c.id), events: await history() }).toEqual(before);
  });

  it('a failed payment answers 402 payment_required; a paid invoice lets the trainer in again; replaying the failure changes nothing', async () => {
    const c = await pendingStripeCheckout();
    await deliver(completed(c));
    const token = await signIn(server, c.email, c.password);
    const periodEnd = Date.now() + 30 * DAY;

    const failed = event('invoice.payment_failed', { id: 'in_failed', object: 'invoice', parent: { subscription_details: { subscription: c.subId } }, amount_paid: 0 });
    expect((await deliver(failed)).status).toBe(200);
    const refused = await server.api('/api/clients', { token });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ message: MESSAGES.paymentRequired, code: 'payment_required', checkout_url: expect.stringContaining('/api/checkout/start?') });

    const paid = event('invoice.paid', {
      id: 'in_paid',
      object: 'invoice',
      parent: { subscription_details: { subscription: c.subId } },
      amount_paid: 750,
      status_transitions: { paid_at: seconds(Date.now()) },
      lines: { data: [{ period: { start: seconds(Date.now()), end: seconds(periodEnd) } }] },
    });
    expect((await deliver(paid)).status).toBe(200);
    expect((await server.api('/api/clients', { token })).status).toBe(200);
    const sub = await subscriptionOf(server, c.id);
    expect(sub).toMatchObject({ status: 'active' });
    expect(sub!.firstPaidAt).toBeInstanceOf(Date);
    expect(Math.abs(sub!.currentPeriodEnd!.getTime() - periodEnd)).toBeLessThan(1000);

    // The failure delivered again (Stripe retries) must not undo the payment.
    expect(await (await deliver(failed)).json()).toEqual({ received: true, duplicate: true });
    expect((await subscriptionOf(server, c.id))!.status).toBe('active');
    expect((await server.api('/api/clients', { token })).status).toBe(200);
  });

  it('a deleted subscription leaves no subscription: 402 subscription_required; a zero invoice (the trial\u2019s) starts no guarantee', async () => {
    const c = await pendingStripeCheckout();
    await deliver(completed(c));
    const token = await signIn(server, c.email, c.password);
    await deliver(event('invoice.paid', { id: 'in_zero', object: 'invoice', subscription: c.subId, amount_paid: 0 }));
    expect((await subscriptionOf(server, c.id))!.firstPaidAt).toBeNull();

    await deliver(event('customer.subscription.updated', { id: c.subId, object: 'subscription', status: 'active', cancel_at_period_end: true, items: { data: [{ current_period_end: seconds(Date.now() + 20 * DAY) }] } }));
    const view = await (await server.api('/api/subscription', { token })).json();
    expect(view).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextCharge: null, provider: 'stripe' });

    await deliver(event('customer.subscription.deleted', { id: c.subId, object: 'subscription', status: 'canceled', canceled_at: seconds(Date.now()) }));
    const refused = await server.api('/api/clients', { token });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'subscription_required', message: MESSAGES.subscriptionRequired });
    const login = await server.api('/api/login', { body: { email: c.email, password: c.password } });
    expect(login.status).toBe(402);
    expect(await login.json()).toMatchObject({ code: 'subscription_required', user: { id: c.id } });
  });

  it('ignores events it does not act on, once', async () => {
    const payload = event('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await (await deliver(payload)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await deliver(payload)).json()).toEqual({ received: true, duplicate: true });
  });
});
