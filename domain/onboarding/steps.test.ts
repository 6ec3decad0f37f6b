import { describe, expect, it } from 'vitest';
import { canCompleteManually, checklist, nextStep, ONBOARDING_STEPS, onboardingPercent, refuseCompletion, withStep, type CompletedStep } from './steps';

const at = '2026-01-01T10:00:00.000Z';
const done = (...ids: CompletedStep['id'][]): CompletedStep[] => ids.map((id) => ({ id, source: 'event', completedAt: at }));

describe('onboarding steps', () => {
  it('are the nine of docs/rules/onboarding.md "The nine steps", in order', () => {
    expect(ONBOARDING_STEPS).toEqual(['set-language', 'install-pwa', 'create-client', 'invite-client', 'prepare-exercises', 'create-plan', 'assign-plan', 'schedule-session', 'log-session']);
  });

  it('percent is completed/9 rounded, each step counted once', () => {
    expect(onboardingPercent([])).toBe(0);
    expect(onboardingPercent(done('create-client'))).toBe(11);
    expect(onboardingPercent(done('create-client', 'invite-client'))).toBe(22);
    expect(onboardingPercent(done('set-language', 'install-pwa', 'create-client', 'invite-client', 'prepare-exercises'))).toBe(56);
    expect(onboardingPercent(done(...ONBOARDING_STEPS.slice(0, 8)))).toBe(89);
    expect(onboardingPercent(done(...ONBOARDING_STEPS))).toBe(100);
    expect(onboardingPercent([...done('create-client'), ...done('create-client')])).toBe(11);
    expect(onboardingPercent([{ id: 'nonsense' as never }])).toBe(0);
  });

  it('manual completion is allowed for all but set-language and create-client; app only for install-pwa', () => {
    expect(ONBOARDING_STEPS.filter((s) => !canCompleteManually(s))).toEqual(['set-language', 'create-client']);
    expect(refuseCompletion('set-language', 'manual')).toBe('manual_not_allowed');
    expect(refuseCompletion('create-client', 'manual')).toBe('manual_not_allowed');
    expect(refuseCompletion('log-session', 'manual')).toBeNull();
    expect(refuseCompletion('install-pwa', 'app')).toBeNull();
    expect(refuseCompletion('install-pwa', 'manual')).toBeNull();
    expect(refuseCompletion('create-plan', 'app')).toBe('source_not_allowed');
    expect(refuseCompletion('nope', 'manual')).toBe('unknown_step');
  });

  it('the first completion of a step stands; the checklist keeps its own order whatever the completion order', () => {
    const first = withStep([], { id: 'create-plan', source: 'manual', completedAt: at });
    const again = withStep(first, { id: 'create-plan', source: 'event', completedAt: '2026-02-01T00:00:00.000Z' });
    expect(again).toEqual(first);
    const list = checklist([...done('log-session'), ...first]);
    expect(list.map((s) => s.id)).toEqual([...ONBOARDING_STEPS]);
    expect(list.find((s) => s.id === 'create-plan')!.completed!.source).toBe('manual');
    expect(nextStep(done('set-language', 'create-client'))).toBe('install-pwa');
    expect(nextStep(done(...ONBOARDING_STEPS))).toBeNull();
  });
});
