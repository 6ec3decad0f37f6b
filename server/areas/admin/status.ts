import { sql, type SQL } from 'drizzle-orm';
import { TRIAL_DAYS } from '../../../domain/constants';
import { RENEWAL_GRACE_DAYS } from '../../../domain/subscriptions/plans';

/** A trainer's standing as the admin screens name it (docs/rules/subscriptions.md "Plans and prices" plan labels plus paying and expired). */
export const TRAINER_STATUSES = ['trial', 'paying', 'early_adopter', 'free_access', 'lifetime', 'expired'] as const;
export type TrainerStatus = (typeof TRAINER_STATUSES)[number];

/** Joins trainer `u`'s subscription row as `s` (at most one per trainer); every query using trainerStatusSql needs it. */
export const subscriptionJoin = sql`left join subscriptions s on s.trainer_id = u.id`;

/**
 * The status of trainer `u` as SQL, following decideAccess
 * (domain/subscriptions/access.ts): no row is the lazy trial from activation;
 * a paid plan still in its checkout trial counts as trial; a plan whose
 * access has ended is expired. Also when the trainer's trial ends.
 */
export function trainerStatusSql(now: Date): { status: SQL<string>; trialEndsAt: SQL<Date> } {
  const at = sql`${now.toISOString()}::timestamptz`;
  const grace = sql`make_interval(days => ${RENEWAL_GRACE_DAYS})`;
  const lazyEnd = sql`(coalesce(u.email_verified_at, u.created_at) + make_interval(days => ${TRIAL_DAYS}))`;
  const paidOk = sql`(
    (s.status = 'trialing' and s.trial_ends_at + ${grace} > ${at})
    or (s.status = 'active' and (s.current_period_end is null or s.current_period_end + ${grace} > ${at}))
    or (s.status = 'canceled' and s.current_period_end > ${at}))`;
  const status = sql<string>`(case
    when s.id is null then (case when u.registration_status = 'pending_payment' or ${lazyEnd} > ${at} then 'trial' else 'expired' end)
    when s.plan = 'trial' then (case when s.status = 'trialing' and s.trial_ends_at > ${at} then 'trial' else 'expired' end)
    when s.plan in ('free_access', 'lifetime') then (case when s.status = 'active' and (s.current_period_end is null or s.current_period_end > ${at}) then s.plan else 'expired' end)
    when not ${paidOk} then 'expired'
    when s.status = 'trialing' then 'trial'
    when s.plan = 'early_adopter' then 'early_adopter'
    else 'paying' end)`;
  const trialEndsAt = sql<Date>`(case when s.id is null then ${lazyEnd} else s.trial_ends_at end)`;
  return { status, trialEndsAt };
}
