import { z } from 'zod';
import { defineEntity } from '../protocol/entity';
import { ONBOARDING_STEPS, STEP_SOURCES } from './steps';

export const CompletedStepRow = z.object({
  id: z.enum(ONBOARDING_STEPS),
  source: z.enum(STEP_SOURCES),
  completedAt: z.string(),
});

/**
 * A trainer's onboarding checklist (docs/rules/onboarding.md "The nine steps") as the device stores
 * it: one row per trainer, its id the trainer's user id. The server writes
 * `steps` when an event fulfils one; the trainer's devices tick steps by
 * hand and expand, collapse or dismiss the panel.
 */
export const OnboardingRow = z.object({
  id: z.string(),
  /** The trainer the checklist belongs to (its one reader). */
  userId: z.string(),
  expanded: z.boolean(),
  dismissedAt: z.string().nullable(),
  /** The completed steps, in the order they were completed. */
  steps: z.array(CompletedStepRow),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OnboardingRow = z.infer<typeof OnboardingRow>;

/** In the trainer's own space, seen only by the trainer (not by their clients). Not windowed: one row. */
export const onboardingEntity = defineEntity({
  name: 'onboarding',
  sqlName: 'onboarding',
  order: 45,
  row: OnboardingRow,
  space: 'spaceId',
  recipient: 'userId',
  indexes: ['userId'],
});

