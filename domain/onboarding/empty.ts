import type { OnboardingRow } from './entity';

/**
 * The checklist of a trainer who has none stored yet: nothing done, expanded.
 * Apart from the row's schema (entity.ts), so the trainer's dashboard shows it
 * without loading zod before its first render.
 */
export function emptyOnboarding(userId: string, now: string): OnboardingRow {
  return { id: userId, userId, expanded: true, dismissedAt: null, steps: [], createdAt: now, updatedAt: now };
}
