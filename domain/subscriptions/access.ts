import type { Role } from '../constants';
import {
  addMonths,
  isPaidPlan,
  MIN_CHECKOUT_TRIAL_MS,
  RENEWAL_GRACE_MS,
  TRIAL_MS,
  type PaymentProvider,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from './plans';

/** What the access rules read of a subscription row (server/areas/subscriptions/table.ts). */
export interface SubscriptionState {
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  /** The end of the paid (or granted) period; null for a grant without end. */
  currentPeriodEnd: Date | null;
  provider: PaymentProvider | null;
}

/** What the access rules read of the user. */
export interface AccessUser {
  role: Role;
  registrationStatus: 'active' | 'pending_payment';
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

/** The three codes of docs/rules/errors-and-limits.md "Payment required (402)" 402 answers. */
export const ACCESS_CODES = ['trial_expired', 'subscription_required', 'payment_required'] as const;
export type AccessCode = (typeof ACCESS_CODES)[number];
export type AccessDecision = { ok: true } | { ok: false; code: AccessCode };

const OK: AccessDecision = { ok: true };
const refuse = (code: AccessCode): AccessDecision => ({ ok: false, code });

/**
 * When the trial of a trainer without a subscription row ends: 14 days after
 * the account became active (the email verified; a seeded account without
 * verification counts from its creation). Trainers who existed before
 * subscriptions, and test fixtures, get their trial this way without a row.
 */
export function lazyTrialEnd(user: Pick<AccessUser, 'emailVerifiedAt' | 'createdAt'>): Date {
  return new Date((user.emailVerifiedAt ?? user.createdAt).getTime() + TRIAL_MS);
}

/**
 * May this user use the app now? Only trainers pay: clients and admins are
 * always let through (a lapsed trainer's clients keep logging). The rules:
 *
 * - registration not paid yet (pending_payment): payment_required;
 * - no subscription row: the lazy trial, then trial_expired;
 * - plan trial (a trial an admin extended): until trial_ends_at, then trial_expired;
 * - free access and lifetime: while active and inside current_period_end (none: for ever), then subscription_required;
 * - a paid plan: trialing or active until its trial or period ends plus the renewal grace (the provider's
 *   charge may land a little later), then payment_required; past_due: payment_required; canceled: until the
 *   period it paid for ends, then subscription_required; expired: subscription_required.
 */
export function decideAccess(sub: SubscriptionState | null, user: AccessUser, now: Date): AccessDecision {
  if (user.role !== 'trainer') return OK;
  if (user.registrationStatus === 'pending_payment') return refuse('payment_required');
  const t = now.getTime();
  if (!sub) return t < lazyTrialEnd(user).getTime() ? OK : refuse('trial_expired');
  const before = (end: Date | null, grace = 0) => end === null || t < end.getTime() + grace;

  if (sub.plan === 'trial') {
    return sub.status === 'trialing' && sub.trialEndsAt && t < sub.trialEndsAt.getTime() ? OK : refuse('trial_expired');
  }
  if (!isPaidPlan(sub.plan)) {
    return sub.status === 'active' && before(sub.currentPeriodEnd) ? OK : refuse('subscription_required');
  }
  switch (sub.status) {
    case 'trialing':
      return sub.trialEndsAt && t < sub.trialEndsAt.getTime() + RENEWAL_GRACE_MS ? OK : refuse('payment_required');
    case 'active':
      return before(sub.currentPeriodEnd, RENEWAL_GRACE_MS) ? OK : refuse('payment_required');
    case 'past_due':
      return refuse('payment_required');
    case 'canceled':
      return sub.currentPeriodEnd && t < sub.currentPeriodEnd.getTime() ? OK : refuse('subscription_required');
    case 'expired':
      return refuse('subscription_required');
  }
}

/** What a local-provider renewal changes: the local provider charges nothing, so every due period is "paid" when noticed. */
export interface LocalRenewal {
  status: 'active';
  currentPeriodEnd: Date;
  firstPaidAt: Date;
  /** The charge dates this renewal covers, oldest first (one history event each). */
  charges: Date[];
}

/**
 * The local provider has no scheduler and no webhooks: a trialing or active
 * paid subscription whose trial or period has ended is renewed when it is
 * next read, month by month up to now (at most `maxPeriods`, so a years-old
 * row cannot loop long). Null when nothing is due.
 */
export function localRenewal(
  sub: SubscriptionState & { firstPaidAt: Date | null },
  now: Date,
  maxPeriods = 120,
): LocalRenewal | null {
  if (sub.provider !== 'local' || !isPaidPlan(sub.plan)) return null;
  const due = sub.status === 'trialing' ? sub.trialEndsAt : sub.status === 'active' ? sub.currentPeriodEnd : null;
  if (!due || due.getTime() > now.getTime()) return null;
  const charges: Date[] = [];
  let at = due;
  while (at.getTime() <= now.getTime() && charges.length < maxPeriods) {
    charges.push(at);
    at = addMonths(due, charges.length);
  }
  return { status: 'active', currentPeriodEnd: at, firstPaidAt: sub.firstPaidAt ?? charges[0]!, charges };
}

/**
 * The trial a new checkout carries, so paying during a trial never shortens
 * or doubles it: a registration gets the full 14 days from now; a trainer in
 * their trial keeps what is left of it (charged at its end); a remainder
 * under 48 hours, or none, is charged at once (null).
 */
export function checkoutTrialEnd(
  sub: SubscriptionState | null,
  user: Pick<AccessUser, 'registrationStatus' | 'emailVerifiedAt' | 'createdAt'>,
  now: Date,
): Date | null {
  const t = now.getTime();
  if (user.registrationStatus === 'pending_payment') return new Date(t + TRIAL_MS);
  const end = !sub ? lazyTrialEnd(user) : sub.plan === 'trial' && sub.status === 'trialing' ? sub.trialEndsAt : null;
  return end && end.getTime() - t >= MIN_CHECKOUT_TRIAL_MS ? end : null;
}
