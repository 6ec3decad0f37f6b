import { OnboardingRow } from '../../../domain/onboarding/entity';
import type { onboarding } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** A stored checklist in the device's shape (domain/onboarding/entity.ts). Every field by convention (replication/row-mapper.ts). */
export const toOnboardingRow = rowMapper<OnboardingRow, typeof onboarding.$inferSelect>(OnboardingRow);
