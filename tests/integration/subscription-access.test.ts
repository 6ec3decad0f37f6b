import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import type { SubscriptionDto } from '../../domain/subscriptions/view';
import { checkoutSessions, subscriptionEvents, subscriptions, syncDevices, users } from '../../server/db/schema';
import { extendTrial, grantPlan, setPlatformSetting } from '../../server/areas/subscriptions/commands';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { clientCount, DAY, endLazyTrial, follow, payLocally, pushClientCreate, subscriptionOf, trainerWithToken } from './subscription-fixtures';

type Refusal = { message: string; code: string; checkout_url: string };

describe.each(DB_KINDS)('trainer subscription with the local provider on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const body = async <T>(res: Response, status: number): Promise<T> => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  const subscription = async (token: string) => body<SubscriptionDto>(await env.server.api('/api/subscription', { token }), 200);

  it('lets a trainer in during the trial that began with their account, with no subscription row', async () => {
    const t = await trainerWithToken(env.server);
    expect((await env.server.api('/api/clients', { token: t.token })).status).toBe(200);
    const sub = await subscription(t.token);
    expect(sub).toMatchObject({ plan: 'trial', status: 'trialing', provider: 'local', nextCharge: null, refundableUntil: null, accessCode: null });
    expect(Date.parse(sub.trialEndsAt!)).toBeGreaterThan(Date.now() + 13 * DAY);
    expect(await subscriptionOf(env.server, t.id)).toBeUndefined();
  });

  it('answers 402 trial_expired with message and checkout_url once the trial is over, except the account and subscription calls', async () => {
    const t = await trainerWithToken(env.server);
    await endLazyTrial(env.server, t.id);
    const refused = await body<Refusal>(await env.server.api('/api/clients', { token: t.token }), 402);
    expect(refused).toEqual({ message: MESSAGES.trialExpired, code: 'trial_expired', checkout_url: expect.stringMatching(/^http:\/\/localhost:\d+\/api\/checkout\/start\?/) });
    expect((await env.server.api('/api/sync/pull', { token: t.token, body: { deviceId: crypto.randomUUID(), cursor: null } })).status).toBe(402);
    // What a lapsed trainer may still do: see who they are, why, and pay; sign out.
    expect((await env.server.api('/api/user', { token: t.token })).status).toBe(200);
    expect((await subscription(t.token)).accessCode).toBe('trial_expired');
    expect((await env.server.api('/api/user/language', { token: t.token, body: { language: 'sk' } })).status).toBe(200);
    // Sign-in itself answers the 402 with the user, and no token.
    const login = await body<Refusal & { user: UserDto; token?: string }>(await env.server.api('/api/login', { body: { email: t.email, password: t.password } }), 402);
    expect(login).toMatchObject({ code: 'trial_expired', message: MESSAGES.trialExpired, user: { id: t.id, email: t.email, role: 'trainer', language: 'sk' } });
    expect(login.checkout_url).toContain('/api/checkout/start?');
    expect(login.token).toBeUndefined();
    expect((await env.server.api('/api/logout', { token: t.token, body: {} })).status).toBe(200);
  });

  it('processes nothing of a sync push answered 402: no mutation applied, no device registered', async () => {
    const t = await trainerWithToken(env.server);
    await endLazyTrial(env.server, t.id);
    const deviceId = crypto.randomUUID();
    expect((await pushClientCreate(env.server, t.token, deviceId)).status).toBe(402);
    expect(await clientCount(env.server, t.id)).toBe(0);
    expect(await db().select().from(syncDevices).where(eq(syncDevices.deviceId, deviceId))).toEqual([]);
  });

  it('never answers 402 to the clients of a lapsed trainer or to an admin', async () => {
    const t = await trainerWithToken(env.server);
    const c = await createUser(env.server, { role: 'client' });
    await createClientRecord(env.server, t.id, c.id);
    await endLazyTrial(env.server, t.id);
    const clientToken = await signIn(env.server, c.email, c.password);
    expect((await env.server.api('/api/client/billing', { token: clientToken })).status).toBe(200);
    expect((await env.server.api('/api/sync/pull', { token: clientToken, body: { deviceId: crypto.randomUUID(), cursor: null } })).status).toBe(200);
    const admin = await createUser(env.server, { role: 'admin' });
    const adminToken = await signIn(env.server, admin.email, admin.password);
    expect((await env.server.api('/api/user', { token: adminToken })).status).toBe(200);
    // Neither has a subscription to ask for.
    expect((await env.server.api('/api/subscription', { token: clientToken })).status).toBe(403);
    expect((await env.server.api('/api/subscription', { token: adminToken })).status).toBe(403);
  });

  it('pays a lapsed trial through the local checkout: the page says no money moves, Pay activates, the push goes through', async () => {
    const t = await trainerWithToken(env.server, { language: 'sk' });
    await endLazyTrial(env.server, t.id);
    const refused = await body<Refusal>(await pushClientCreate(env.server, t.token), 402);

    const start = await follow(refused.checkout_url);
    expect(start.status).toBe(302);
    const page = await follow(new URL(start.location!, env.server.url).toString());
    expect(page.status).toBe(200);
    expect(page.text).toContain('lang="sk"');
    expect(page.text).toContain('nepresúvajú žiadne peniaze');
    expect(page.text).toContain('Zaplatiť');

    const success = await payLocally(env.server, refused.checkout_url);
    expect(success.pathname).toBe('/trainer/subscription/success');
    const sessionId = success.searchParams.get('session_id')!;
    expect((await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)))[0]).toMatchObject({ status: 'completed', plan: 'early_adopter' });

    expect((await pushClientCreate(env.server, t.token)).status).toBe(200);
    expect(await clientCount(env.server, t.id)).toBe(1);
    const sub = await subscription(t.token);
    // No trial left: charged at once, 50 % of 15 EUR, refundable for 30 days.
    expect(sub).toMatchObject({ plan: 'early_adopter', status: 'active', earlyAdopter: true, priceMinor: 750, accessCode: null, trialEndsAt: null });
    expect(sub.nextCharge).toMatchObject({ amountMinor: 750, currency: 'EUR', at: sub.currentPeriodEnd });
    expect(Date.parse(sub.refundableUntil!)).toBeGreaterThan(Date.now() + 29 * DAY);
    // The confirm the success page makes answers the same subscription, again and again.
    const confirmed = await body<SubscriptionDto>(await env.server.api('/api/subscription/confirm', { token: t.token, body: { session_id: sessionId } }), 200);
    expect(confirmed.status).toBe('active');
    const kinds = (await db().select().from(subscriptionEvents).where(eq(subscriptionEvents.trainerId, t.id))).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'checkout_completed')).toHaveLength(1);
  });

  it('registration: verified but unpaid answers 402 payment_required with the user; sign-in with the paid checkout_session_id activates', async () => {
    const t = await createUser(env.server, { role: 'trainer', registrationStatus: 'pending_payment', language: 'cz' });
    const login = (extra: Record<string, unknown> = {}) => env.server.api('/api/login', { body: { email: t.email, password: t.password, ...extra } });
    const refused = await body<Refusal & { user: UserDto }>(await login(), 402);
    expect(refused).toMatchObject({ code: 'payment_required', message: MESSAGES.paymentRequired, user: { id: t.id, registration_status: 'pending_payment', language: 'cz' } });

    const success = await payLocally(env.server, refused.checkout_url);
    expect(success.pathname).toBe('/trainer/registration/success');
    const signedIn = await body<{ token: string; user: UserDto }>(await login({ checkout_session_id: success.searchParams.get('session_id') }), 200);
    expect(signedIn.user.registration_status).toBe('active');
    const sub = await subscription(signedIn.token);
    // The 14-day trial starts with the payment method; the first charge is at its end.
    expect(sub).toMatchObject({ status: 'trialing', plan: expect.stringMatching(/early_adopter|standard/), refundableUntil: null, accessCode: null });
    expect(Math.abs(Date.parse(sub.trialEndsAt!) - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    expect(sub.nextCharge).toMatchObject({ at: sub.trialEndsAt, currency: 'EUR' });
    expect((await env.server.api('/api/clients', { token: signedIn.token })).status).toBe(200);
  });

  it('renews a local subscription when its trial ends (nothing moves) and keeps the trainer in', async () => {
    const t = await createUser(env.server, { role: 'trainer', registrationStatus: 'pending_payment' });
    const refused = await body<Refusal>(await env.server.api('/api/login', { body: { email: t.email, password: t.password } }), 402);
    const success = await payLocally(env.server, refused.checkout_url);
    const { token } = await body<{ token: string }>(await env.server.api('/api/login', { body: { email: t.email, password: t.password, checkout_session_id: success.searchParams.get('session_id') } }), 200);
    const ended = new Date(Date.now() - 10 * DAY);
    await db().update(subscriptions).set({ trialEndsAt: ended }).where(eq(subscriptions.trainerId, t.id));
    expect((await env.server.api('/api/clients', { token })).status).toBe(200);
    const sub = await subscription(token);
    expect(sub.status).toBe('active');
    expect(Date.parse(sub.currentPeriodEnd!)).toBeGreaterThan(Date.now());
    expect((await subscriptionOf(env.server, t.id))!.firstPaidAt!.getTime()).toBe(ended.getTime());
  });

  it('refunds within 30 days of the first payment (then 402 subscription_required), and refuses after with nothing changed', async () => {
    const paidTrainer = async () => {
      const t = await trainerWithToken(env.server);
      await endLazyTrial(env.server, t.id);
      const refused = await body<Refusal>(await env.server.api('/api/clients', { token: t.token }), 402);
      await payLocally(env.server, refused.checkout_url);
      return t;
    };
    const inside = await paidTrainer();
    const refunded = await body<SubscriptionDto>(await env.server.api('/api/subscription/refund', { token: inside.token, body: {} }), 200);
    expect(refunded).toMatchObject({ status: 'canceled', refundableUntil: null, nextCharge: null, accessCode: 'subscription_required' });
    expect(await body<Refusal>(await env.server.api('/api/clients', { token: inside.token }), 402)).toMatchObject({ code: 'subscription_required', message: MESSAGES.subscriptionRequired });
    expect(await body<{ code: string }>(await env.server.api('/api/subscription/refund', { token: inside.token, body: {} }), 409)).toMatchObject({ code: 'nothing_to_refund' });

    const outside = await paidTrainer();
    await db().update(subscriptions).set({ firstPaidAt: new Date(Date.now() - 31 * DAY) }).where(eq(subscriptions.trainerId, outside.id));
    const before = await subscriptionOf(env.server, outside.id);
    expect(await body(await env.server.api('/api/subscription/refund', { token: outside.token, body: {} }), 409)).toEqual({ message: MESSAGES.refundWindowClosed, code: 'refund_window_closed' });
    expect(await subscriptionOf(env.server, outside.id)).toEqual(before);
    expect((await env.server.api('/api/clients', { token: outside.token })).status).toBe(200);
  });

  it('a trainer cannot confirm (or sign in with) another trainer\u2019s checkout session', async () => {
    const a = await createUser(env.server, { role: 'trainer', registrationStatus: 'pending_payment' });
    const refusedA = await body<Refusal>(await env.server.api('/api/login', { body: { email: a.email, password: a.password } }), 402);
    const start = await follow(refusedA.checkout_url);
    const sessionOfA = new URL(start.location!).pathname.split('/').pop()!;

    const b = await trainerWithToken(env.server);
    expect(await body(await env.server.api('/api/subscription/confirm', { token: b.token, body: { session_id: sessionOfA } }), 404)).toEqual({
      message: MESSAGES.invalidPaymentSession,
      code: 'invalid_payment_session',
    });
    // A's session, even once paid, does not activate B, and signing in with it changes nothing for A either.
    await follow(new URL(`${start.location}/pay`).toString(), { method: 'POST' });
    const pendingB = await createUser(env.server, { role: 'trainer', registrationStatus: 'pending_payment' });
    expect((await env.server.api('/api/login', { body: { email: pendingB.email, password: pendingB.password, checkout_session_id: sessionOfA } })).status).toBe(402);
    expect((await db().select().from(users).where(eq(users.id, pendingB.id)))[0]!.registrationStatus).toBe('pending_payment');
    expect(await subscriptionOf(env.server, pendingB.id)).toBeUndefined();
  });

  it('admin commands extend a trial and grant free access or lifetime, each in the history with the admin', async () => {
    const admin = await createUser(env.server, { role: 'admin' });
    const t = await trainerWithToken(env.server);
    await endLazyTrial(env.server, t.id);
    expect((await env.server.api('/api/clients', { token: t.token })).status).toBe(402);
    await extendTrial(env.server.ctx, { trainerId: t.id, days: 7, actorId: admin.id });
    expect((await env.server.api('/api/clients', { token: t.token })).status).toBe(200);
    expect(await subscription(t.token)).toMatchObject({ plan: 'trial', status: 'trialing' });

    await grantPlan(env.server.ctx, { trainerId: t.id, plan: 'free_access', actorId: admin.id, until: new Date(Date.now() - 1000) });
    expect(await body<Refusal>(await env.server.api('/api/clients', { token: t.token }), 402)).toMatchObject({ code: 'subscription_required' });
    await grantPlan(env.server.ctx, { trainerId: t.id, plan: 'lifetime', actorId: admin.id });
    expect((await env.server.api('/api/clients', { token: t.token })).status).toBe(200);
    expect(await subscription(t.token)).toMatchObject({ plan: 'lifetime', status: 'active', nextCharge: null, currentPeriodEnd: null });
    const history = await db().select().from(subscriptionEvents).where(eq(subscriptionEvents.trainerId, t.id));
    expect(history.map((e) => [e.kind, e.actorType, e.actorId])).toEqual([
      ['trial_extended', 'admin', admin.id],
      ['plan_granted', 'admin', admin.id],
      ['plan_granted', 'admin', admin.id],
    ]);
  });

  it('offers the standard plan at 15 EUR once the early-adopter places (a platform setting) are taken', async () => {
    const admin = await createUser(env.server, { role: 'admin' });
    await setPlatformSetting(env.server.ctx, { key: 'early_adopter_places', value: 0, actorId: admin.id });
    try {
      const t = await trainerWithToken(env.server);
      const { url } = await body<{ url: string }>(await env.server.api('/api/subscription/checkout', { token: t.token, body: {} }), 200);
      expect(url).toMatch(/\/api\/checkout\/local\/[0-9a-f-]{36}$/);
      const page = await follow(url);
      expect(page.text).toContain('Standard');
      expect(page.text).toContain('€15');
      // Still in the trial: its remainder comes with the checkout, nothing is charged today.
      expect(page.text).toContain('Nothing is charged today');
    } finally {
      await setPlatformSetting(env.server.ctx, { key: 'early_adopter_places', value: 100, actorId: admin.id });
    }
  });
});
