import type { OnboardingCompleteArgs, OnboardingStateArgs } from '../../domain/onboarding/mutations';
import { emptyOnboarding } from '../../domain/onboarding/empty';
import type { OnboardingRow } from '../../domain/onboarding/entity';
import { refuseCompletion, withStep } from '../../domain/onboarding/steps';
import type { LocalTx } from '../local-tx';
import type { LocalMutators } from './types';

/*
 * Local twins of server/areas/onboarding/commands: a tick, an expand or a dismiss
 * shows at once and offline; if the server refuses it, the rebase takes the
 * change back, so the panel returns to what the server holds.
 */

async function mine(tx: LocalTx, at: string): Promise<OnboardingRow | null> {
  const me = await tx.profile();
  if (!me || me.role !== 'trainer') return null;
  return (await tx.get<OnboardingRow>('onboarding', me.id)) ?? emptyOnboarding(me.id, at);
}

export async function completeStepLocal(tx: LocalTx, a: OnboardingCompleteArgs): Promise<void> {
  if (refuseCompletion(a.stepId, a.source)) return;
  const row = await mine(tx, a.at);
  if (!row) return;
  await tx.put('onboarding', { ...row, steps: withStep(row.steps, { id: a.stepId, source: a.source, completedAt: a.at }), updatedAt: a.at });
}

export async function setStateLocal(tx: LocalTx, a: OnboardingStateArgs): Promise<void> {
  const row = await mine(tx, a.at);
  if (!row) return;
  const next = { ...row, updatedAt: a.at };
  if (a.expanded !== undefined) next.expanded = a.expanded;
  if (a.dismissed !== undefined) next.dismissedAt = a.dismissed ? (row.dismissedAt ?? a.at) : null;
  await tx.put('onboarding', next);
}

export const onboardingMutators = {
  'onboarding.completeStep': completeStepLocal,
  'onboarding.setState': setStateLocal,
} satisfies LocalMutators;
