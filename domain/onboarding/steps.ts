/**
 * The trainer's onboarding checklist (docs/rules/onboarding.md "The nine steps"): nine steps in
 * this order. Each is completed by the event that fulfils it (on the server,
 * when the write that fulfils it is applied) or, for most, by hand.
 */
export const ONBOARDING_STEPS = [
  'set-language',
  'install-pwa',
  'create-client',
  'invite-client',
  'prepare-exercises',
  'create-plan',
  'assign-plan',
  'schedule-session',
  'log-session',
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

/**
 * How a step was completed: `event` by the server when the write that
 * fulfils it was applied, `app` when the app reported it runs installed or
 * the install prompt was accepted, `manual` when the trainer ticked it.
 */
export const STEP_SOURCES = ['event', 'app', 'manual'] as const;
export type StepSource = (typeof STEP_SOURCES)[number];

/** The sources a caller (a device, a REST call) may give; `event` is the server's alone. */
export const CALLER_SOURCES = ['manual', 'app'] as const;
export type CallerSource = (typeof CALLER_SOURCES)[number];

export interface CompletedStep {
  id: OnboardingStepId;
  source: StepSource;
  completedAt: string;
}

/** Steps only their event may complete: the language picked, a client actually created. */
const EVENT_ONLY: ReadonlySet<OnboardingStepId> = new Set(['set-language', 'create-client']);

export function canCompleteManually(step: OnboardingStepId): boolean {
  return !EVENT_ONLY.has(step);
}

export function isOnboardingStep(s: string): s is OnboardingStepId {
  return (ONBOARDING_STEPS as readonly string[]).includes(s);
}

export type CompleteRefusal = 'unknown_step' | 'manual_not_allowed' | 'source_not_allowed';

/**
 * Whether a caller may complete `step` with `source`: by hand all but
 * set-language and create-client; `app` (the app runs installed) only
 * install-pwa. Null when allowed.
 */
export function refuseCompletion(step: string, source: CallerSource): CompleteRefusal | null {
  if (!isOnboardingStep(step)) return 'unknown_step';
  if (source === 'app') return step === 'install-pwa' ? null : 'source_not_allowed';
  return canCompleteManually(step) ? null : 'manual_not_allowed';
}

/** Progress as completed/9, a rounded percent (docs/rules/onboarding.md "Progress"). Unknown or repeated ids count once, never past 100. */
export function onboardingPercent(completed: readonly Pick<CompletedStep, 'id'>[]): number {
  const done = new Set(completed.map((s) => s.id).filter(isOnboardingStep));
  return Math.round((done.size / ONBOARDING_STEPS.length) * 100);
}

/** The steps with their completion, in the checklist's order. */
export function checklist(completed: readonly CompletedStep[]): { id: OnboardingStepId; completed: CompletedStep | null; manual: boolean }[] {
  const byId = new Map(completed.map((s) => [s.id, s]));
  return ONBOARDING_STEPS.map((id) => ({ id, completed: byId.get(id) ?? null, manual: canCompleteManually(id) }));
}

/** The first step not yet done, the one the panel points to; null when all are. */
export function nextStep(completed: readonly Pick<CompletedStep, 'id'>[]): OnboardingStepId | null {
  const done = new Set(completed.map((s) => s.id));
  return ONBOARDING_STEPS.find((id) => !done.has(id)) ?? null;
}

/** `steps` with `step` added, or unchanged when it is already done (the first completion stands). */
export function withStep(steps: readonly CompletedStep[], step: CompletedStep): CompletedStep[] {
  return steps.some((s) => s.id === step.id) ? [...steps] : [...steps, step];
}

/** Where in the app each step is done (the panel links there). */
export const STEP_LINKS: Record<OnboardingStepId, string> = {
  'set-language': '/trainer/settings#language',
  'install-pwa': '/trainer/settings#install',
  'create-client': '/trainer/clients?new=1',
  'invite-client': '/trainer/clients',
  'prepare-exercises': '/trainer/training',
  'create-plan': '/trainer/training',
  'assign-plan': '/trainer/clients',
  'schedule-session': '/trainer',
  'log-session': '/trainer',
};
