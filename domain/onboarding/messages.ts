/**
 * Messages of the onboarding checklist, in English, spread into
 * domain/messages.ts; their sk/cz texts are in src/features/onboarding/i18n
 * under "messages".
 */
export const ONBOARDING_MESSAGES = {
  onboardingUnknownStep: 'There is no such onboarding step.',
  onboardingManualNotAllowed: 'This step completes by itself once you do it: it cannot be ticked by hand.',
  onboardingSourceNotAllowed: 'Only the app itself can report that it is installed.',
  onboardingTrainerOnly: 'The onboarding checklist is for trainers.',
} as const;
