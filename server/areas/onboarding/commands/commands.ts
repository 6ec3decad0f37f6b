import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import type { OnboardingCompleteArgs, OnboardingStateArgs } from '../../../../domain/onboarding/mutations';
import { refuseCompletion } from '../../../../domain/onboarding/steps';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { onboarding } from '../../../db/schema';
import { Forbidden, NotFound, Unprocessable } from '../../../errors';
import { completeOnboardingStep } from './note';

function assertTrainer(actor: AuthUser): void {
  if (actor.role !== 'trainer') throw new Forbidden(MESSAGES.onboardingTrainerOnly);
}

/**
 * Ticks a step of the caller's own checklist (onboarding.completeStep; POST
 * /api/trainer/onboarding/steps/{stepId}/complete). set-language and
 * create-client are refused by hand: only their events complete them.
 */
export async function completeStepCommand(db: Db, actor: AuthUser, a: OnboardingCompleteArgs): Promise<void> {
  assertTrainer(actor);
  const refusal = refuseCompletion(a.stepId, a.source);
  if (refusal === 'unknown_step') throw new NotFound(MESSAGES.onboardingUnknownStep, 'unknown_step');
  if (refusal === 'manual_not_allowed') throw new Unprocessable(MESSAGES.onboardingManualNotAllowed, 'manual_completion_not_allowed', { step: a.stepId });
  if (refusal === 'source_not_allowed') throw new Unprocessable(MESSAGES.onboardingSourceNotAllowed, 'source_not_allowed', { step: a.stepId });
  await completeOnboardingStep(db, actor.id, a.stepId, a.source);
}

/** Expands, collapses or dismisses the caller's panel (onboarding.setState; PATCH /api/trainer/onboarding/state). */
export async function setStateCommand(db: Db, actor: AuthUser, a: OnboardingStateArgs): Promise<void> {
  assertTrainer(actor);
  // A second dismissal keeps the first time.
  const dismissedAt = a.dismissed === undefined ? {} : { dismissedAt: a.dismissed ? sql`coalesce(${onboarding.dismissedAt}, now())` : null };
  const expanded = a.expanded === undefined ? {} : { expanded: a.expanded };
  await db
    .insert(onboarding)
    .values({ id: actor.id, spaceId: actor.id, userId: actor.id, expanded: a.expanded ?? true, dismissedAt: a.dismissed ? new Date() : null })
    .onConflictDoUpdate({ target: onboarding.id, set: { ...expanded, ...dismissedAt, updatedAt: sql`now()` } });
}

/** The caller's checklist as stored, or null when nothing has happened yet. */
export async function readOnboarding(db: Db, trainerId: string) {
  const [row] = await db.select().from(onboarding).where(eq(onboarding.id, trainerId)).limit(1);
  return row ?? null;
}
