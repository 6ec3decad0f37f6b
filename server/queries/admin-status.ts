import { sql, type SQL } from 'drizzle-orm';
import { TRIAL_DAYS } from '../../domain/constants';

/** A trainer's standing as the admin screens name it (spec §3 plan labels plus paying and expired). */
export const TRAINER_STATUSES = ['trial', 'paying', 'early_adopter', 'free_access', 'lifetime', 'expired'] as const;
export type TrainerStatus = (typeof TRAINER_STATUSES)[number];

/**
 * The status of trainer `u` (an alias of users) as SQL, and when their trial
 * ends. Until the subscriptions of issue #12 are merged, every trainer is in
 * the trial from sign-up for TRIAL_DAYS, then expired: nobody can pay yet.
 */
export function trainerStatusSql(now: Date): { status: SQL<string>; trialEndsAt: SQL<Date> } {
  const trialEndsAt = sql<Date>`(u.created_at + make_interval(days => ${TRIAL_DAYS}))`;
  return {
    status: sql<string>`(case when ${trialEndsAt} > ${now.toISOString()}::timestamptz then 'trial' else 'expired' end)`,
    trialEndsAt,
  };
}
