import { sql } from 'drizzle-orm';
import type { OnboardingStepId, StepSource } from '../../../../domain/onboarding/steps';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { onboarding } from '../../../db/schema';

/**
 * Marks `step` of the trainer's checklist done, creating the checklist if the
 * trainer has none yet; a step already done keeps its first completion (and
 * the row is not touched, so no device pulls it again). One statement, run
 * inside the caller's write transaction, so a rolled back write completes
 * nothing.
 */
export async function completeOnboardingStep(db: Db, trainerId: string, step: OnboardingStepId, source: StepSource, at = new Date()): Promise<void> {
  const entry = { id: step, source, completedAt: at.toISOString() };
  await db
    .insert(onboarding)
    .values({ id: trainerId, spaceId: trainerId, userId: trainerId, steps: [entry] })
    .onConflictDoUpdate({
      target: onboarding.id,
      set: { steps: sql`"onboarding"."steps" || excluded.steps`, updatedAt: sql`now()` },
      setWhere: sql`not "onboarding"."steps" @> ${JSON.stringify([{ id: step }])}::jsonb`,
    });
}

/**
 * The event hook the server commands call when a write of theirs fulfils a
 * step: only a trainer's own writes count (a client logging a solo workout
 * teaches the trainer nothing), and only writes that made something new.
 */
export async function noteOnboardingEvent(db: Db, actor: AuthUser, step: OnboardingStepId, created = true): Promise<void> {
  if (!created || actor.role !== 'trainer') return;
  await completeOnboardingStep(db, actor.id, step, 'event');
}
