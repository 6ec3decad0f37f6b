import { z } from 'zod';
import { MESSAGES } from '../messages';
import { onboardingEntity } from './entity';
import { CALLER_SOURCES, ONBOARDING_STEPS } from './steps';
import { def, defineArea } from '../mutations/def';
import { instantField } from '../mutations/fields';

/**
 * Tick a step of the caller's checklist: by hand (`manual`, refused for
 * set-language and create-client) or because the app runs installed (`app`,
 * install-pwa only). A step already done keeps its first completion.
 */
export const OnboardingCompleteArgs = z.object({
  stepId: z.enum(ONBOARDING_STEPS, { error: MESSAGES.onboardingUnknownStep }),
  source: z.enum(CALLER_SOURCES).default('manual'),
  at: instantField,
});
export type OnboardingCompleteArgs = z.output<typeof OnboardingCompleteArgs>;

/** Expand or collapse the panel, or dismiss it (dismissed: false brings it back). */
export const OnboardingStateArgs = z
  .object({ expanded: z.boolean().optional(), dismissed: z.boolean().optional(), at: instantField })
  .refine((a) => a.expanded !== undefined || a.dismissed !== undefined, { error: MESSAGES.validationFailed });
export type OnboardingStateArgs = z.output<typeof OnboardingStateArgs>;

/** The trainer's onboarding checklist: the server completes steps with their events; devices tick, expand and dismiss. */
export const onboardingArea = defineArea({
  entities: [onboardingEntity],
  mutations: {
    'onboarding.completeStep': def({ args: OnboardingCompleteArgs, target: () => ({ table: 'onboarding', id: 'mine' }) }),
    'onboarding.setState': def({ args: OnboardingStateArgs, target: () => ({ table: 'onboarding', id: 'mine' }) }),
  },
});
