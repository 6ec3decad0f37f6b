import type { GrantedPlan } from '../../../../domain/subscriptions/plans';
import type { AppContext, AuthUser } from '../../../context';
import { extendTrial, grantPlan } from '../../subscriptions/commands';
import { recordAdminAction } from './record';

/*
 * The subscription actions of the admin area: the subscriptions' own commands
 * (which write the subscription's history) and the admin action log. The
 * subscription command runs first; only what it did is recorded.
 */

export async function adminExtendTrial(ctx: AppContext, actor: AuthUser, trainerId: string, days: number) {
  const { trialEndsAt } = await extendTrial(ctx, { trainerId, days, actorId: actor.id });
  await recordAdminAction(ctx.db, actor, 'trainer.extendTrial', trainerId, { days, trialEndsAt: trialEndsAt.toISOString() });
  return { trialEndsAt };
}

export async function adminGrantPlan(ctx: AppContext, actor: AuthUser, trainerId: string, plan: GrantedPlan, until: Date | null) {
  await grantPlan(ctx, { trainerId, plan, actorId: actor.id, until });
  await recordAdminAction(ctx.db, actor, 'trainer.grantPlan', trainerId, { plan, until: plan === 'lifetime' ? null : (until?.toISOString() ?? null) });
}
