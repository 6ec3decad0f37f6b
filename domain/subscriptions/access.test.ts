import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTrialEnd, decideAccess, lazyTrialEnd, localRenewal, type AccessUser, type SubscriptionState } from './access';
import { addMonths, checkoutPlan, DAY_MS, planPriceMinor, RENEWAL_GRACE_MS, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, TRIAL_MS } from './plans';
import { refundableUntil, subscriptionView, type SubscriptionRecord } from './view';

const T0 = Date.UTC(2026, 0, 1);
const dateArb = fc.integer({ min: T0 - 400 * DAY_MS, max: T0 + 400 * DAY_MS }).map((t) => new Date(t));
const userArb: fc.Arbitrary<AccessUser> = fc.record({
  role: fc.constantFrom('trainer', 'client', 'admin'),
  registrationStatus: fc.constantFrom('active', 'pending_payment'),
  emailVerifiedAt: fc.option(dateArb, { nil: null }),
  createdAt: dateArb,
});
const subArb: fc.Arbitrary<SubscriptionState> = fc.record({
  plan: fc.constantFrom(...SUBSCRIPTION_PLANS),
  status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  trialEndsAt: fc.option(dateArb, { nil: null }),
  currentPeriodEnd: fc.option(dateArb, { nil: null }),
  provider: fc.constantFrom('local', 'stripe', null),
});
const trainer = (over: Partial<AccessUser> = {}): AccessUser => ({ role: 'trainer', registrationStatus: 'active', emailVerifiedAt: new Date(T0), createdAt: new Date(T0 - DAY_MS), ...over });
const at = (days: number) => new Date(T0 + days * DAY_MS);

describe('decideAccess', () => {
  it('never refuses a client or an admin, whatever the subscription', () => {
    fc.assert(
      fc.property(fc.option(subArb, { nil: null }), userArb, dateArb, (sub, user, now) => {
        if (user.role !== 'trainer') expect(decideAccess(sub, user, now)).toEqual({ ok: true });
      }),
    );
  });

  it('refuses a trainer whose registration is not paid with payment_required', () => {
    fc.assert(
      fc.property(fc.option(subArb, { nil: null }), userArb, dateArb, (sub, user, now) => {
        expect(decideAccess(sub, { ...user, role: 'trainer', registrationStatus: 'pending_payment' }, now)).toEqual({ ok: false, code: 'payment_required' });
      }),
    );
  });

  it('once it refuses, it refuses at every later instant (access only ends with time, never comes back by itself)', () => {
    fc.assert(
      fc.property(fc.option(subArb, { nil: null }), userArb, dateArb, fc.integer({ min: 0, max: 800 * DAY_MS }), (sub, user, now, later) => {
        const first = decideAccess(sub, user, now);
        if (!first.ok) expect(decideAccess(sub, user, new Date(now.getTime() + later))).toEqual(first);
      }),
    );
  });

  it('gives a trainer without a row 14 days from verification (else creation), then trial_expired', () => {
    const u = trainer();
    expect(lazyTrialEnd(u).getTime()).toBe(T0 + TRIAL_MS);
    expect(decideAccess(null, u, new Date(T0 + TRIAL_MS - 1))).toEqual({ ok: true });
    expect(decideAccess(null, u, new Date(T0 + TRIAL_MS))).toEqual({ ok: false, code: 'trial_expired' });
    expect(lazyTrialEnd(trainer({ emailVerifiedAt: null })).getTime()).toBe(T0 - DAY_MS + TRIAL_MS);
  });

  it('answers each code of docs/rules/errors-and-limits.md "Payment required (402)" for the state that calls for it', () => {
    const paid = { plan: 'standard', provider: 'stripe', trialEndsAt: null } as const;
    const u = trainer();
    expect(decideAccess({ ...paid, status: 'active', currentPeriodEnd: at(10) }, u, at(12))).toEqual({ ok: true });
    expect(decideAccess({ ...paid, status: 'active', currentPeriodEnd: at(10) }, u, new Date(at(10).getTime() + RENEWAL_GRACE_MS))).toEqual({ ok: false, code: 'payment_required' });
    expect(decideAccess({ ...paid, status: 'past_due', currentPeriodEnd: at(10) }, u, at(1))).toEqual({ ok: false, code: 'payment_required' });
    expect(decideAccess({ ...paid, status: 'canceled', currentPeriodEnd: at(10) }, u, at(9))).toEqual({ ok: true });
    expect(decideAccess({ ...paid, status: 'canceled', currentPeriodEnd: at(10) }, u, at(10))).toEqual({ ok: false, code: 'subscription_required' });
    expect(decideAccess({ ...paid, status: 'expired', currentPeriodEnd: null }, u, at(0))).toEqual({ ok: false, code: 'subscription_required' });
    expect(decideAccess({ plan: 'trial', status: 'trialing', trialEndsAt: at(3), currentPeriodEnd: null, provider: null }, u, at(3))).toEqual({ ok: false, code: 'trial_expired' });
    expect(decideAccess({ plan: 'lifetime', status: 'active', trialEndsAt: null, currentPeriodEnd: null, provider: null }, u, at(4000))).toEqual({ ok: true });
    expect(decideAccess({ plan: 'free_access', status: 'active', trialEndsAt: null, currentPeriodEnd: at(5), provider: null }, u, at(5))).toEqual({ ok: false, code: 'subscription_required' });
  });
});

describe('localRenewal', () => {
  it('renews every due month up to now, keeps the trainer in, and counts the first charge from the trial\u2019s end', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 700 * DAY_MS }), fc.constantFrom('trialing', 'active'), (due, elapsed, status) => {
        const now = new Date(due.getTime() + elapsed);
        const sub = { plan: 'early_adopter', status, provider: 'local', trialEndsAt: due, currentPeriodEnd: due, firstPaidAt: null } as const;
        const r = localRenewal(sub, now)!;
        expect(r.currentPeriodEnd.getTime()).toBeGreaterThan(now.getTime());
        expect(r.charges[0]).toEqual(due);
        expect(r.firstPaidAt).toEqual(due);
        expect(r.charges.every((c) => c.getTime() <= now.getTime())).toBe(true);
        expect(decideAccess({ ...sub, ...r }, trainer(), now)).toEqual({ ok: true });
        expect(localRenewal({ ...sub, ...r }, now)).toBeNull();
      }),
    );
  });

  it('does nothing for Stripe, for grants, or before the due date', () => {
    const base = { plan: 'standard', status: 'active', trialEndsAt: null, currentPeriodEnd: at(5), firstPaidAt: at(-25) } as const;
    expect(localRenewal({ ...base, provider: 'stripe' }, at(6))).toBeNull();
    expect(localRenewal({ ...base, provider: 'local' }, at(4))).toBeNull();
    expect(localRenewal({ ...base, plan: 'lifetime', provider: 'local' }, at(6))).toBeNull();
  });
});

describe('prices, plans and the checkout trial', () => {
  it('early adopter is half the standard price, rounded half up to a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (std) => {
        expect(planPriceMinor('standard', std)).toBe(std);
        expect(planPriceMinor('early_adopter', std)).toBe(Math.round(std / 2));
      }),
    );
    expect(planPriceMinor('standard')).toBe(1500);
    expect(planPriceMinor('early_adopter')).toBe(750);
  });

  it('offers early adopter exactly while places last, unless standard is asked for', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.constantFrom('standard' as const, undefined), (taken, places, asked) => {
        expect(checkoutPlan(asked, taken, places)).toBe(asked !== 'standard' && taken < places ? 'early_adopter' : 'standard');
      }),
    );
  });

  it('never lengthens a running trial, gives a registration 14 days, and charges at once under 48 hours left', () => {
    fc.assert(
      fc.property(userArb, dateArb, (user, now) => {
        const end = checkoutTrialEnd(null, user, now);
        if (user.registrationStatus === 'pending_payment') expect(end!.getTime()).toBe(now.getTime() + TRIAL_MS);
        else if (end) {
          expect(end.getTime()).toBe(lazyTrialEnd(user).getTime());
          expect(end.getTime() - now.getTime()).toBeGreaterThanOrEqual(2 * DAY_MS);
        } else expect(lazyTrialEnd(user).getTime() - now.getTime()).toBeLessThan(2 * DAY_MS);
      }),
    );
  });

  it('adds calendar months in UTC, clamping to the month\u2019s last day', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 36 }), (d, n) => {
        const r = addMonths(d, n);
        expect((r.getUTCFullYear() - d.getUTCFullYear()) * 12 + r.getUTCMonth() - d.getUTCMonth()).toBe(n);
        expect(r.getUTCDate()).toBeLessThanOrEqual(d.getUTCDate());
      }),
    );
  });
});

describe('the refund window and the view', () => {
  const paid = (firstPaidAt: Date | null): SubscriptionRecord => ({
    plan: 'standard',
    status: 'active',
    trialEndsAt: null,
    currentPeriodEnd: at(20),
    provider: 'local',
    firstPaidAt,
    refundedAt: null,
    cancelAtPeriodEnd: false,
    amountMinor: 1500,
  });

  it('is open for 30 days from the first payment, never before a payment or after a refund', () => {
    expect(refundableUntil(paid(at(0)), at(29.9))?.getTime()).toBe(at(30).getTime());
    expect(refundableUntil(paid(at(0)), at(30))).toBeNull();
    expect(refundableUntil(paid(null), at(1))).toBeNull();
    expect(refundableUntil({ ...paid(at(0)), refundedAt: at(1) }, at(2))).toBeNull();
  });

  it('shows the next charge of a paid plan and none for a trial without a row or a cancellation', () => {
    const v = subscriptionView(paid(at(0)), trainer(), 'local', at(5));
    expect(v).toMatchObject({ plan: 'standard', nextCharge: { amountMinor: 1500, currency: 'EUR', at: at(20).toISOString() }, accessCode: null, earlyAdopter: false });
    expect(subscriptionView({ ...paid(at(0)), cancelAtPeriodEnd: true }, trainer(), 'local', at(5)).nextCharge).toBeNull();
    expect(subscriptionView(null, trainer(), 'stripe', at(20))).toMatchObject({ plan: 'trial', status: 'expired', nextCharge: null, accessCode: 'trial_expired', provider: 'stripe' });
  });
});
