import type { OnboardingRow } from '../../../domain/onboarding/entity';
import type { onboarding } from '../../db/schema';

/** A stored checklist in the device's shape (domain/onboarding/entity.ts). */
export function toOnboardingRow(r: typeof onboarding.$inferSelect): OnboardingRow {
  return {
    id: r.id,
    userId: r.userId,
    expanded: r.expanded,
    dismissedAt: r.dismissedAt ? r.dismissedAt.toISOString() : null,
    steps: r.steps,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
