import { z } from 'zod';
import { LOCALES, ROLES } from '../constants';

/**
 * The signed-in user, as the pull's `profile` table holds it (one row). The
 * entities' rows are declared with their entities (domain/entities.ts);
 * instants are ISO strings in UTC, so a row pulled and a row written by a
 * local mutator are interchangeable.
 */
export const ProfileRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  language: z.enum(LOCALES),
  registrationStatus: z.enum(['active', 'pending_payment']),
  emailVerifiedAt: z.string().nullable(),
  /** A client-role user's client record; falls back to the user's own id (docs/rules/accounts.md "Roles"). Null for others. */
  clientId: z.string().nullable(),
  /** The user's IANA time zone (a trainer's sessions are planned in it; detected at sign-up, changed in settings). */
  timeZone: z.string(),
  /**
   * Whether the Meals area is on (users.meals_enabled: a trainer's own
   * early-access switch, a client's trainer's; an admin sets it). Absent on a
   * profile stored before the switch existed: on (mealsOn).
   */
  mealsEnabled: z.boolean().optional(),
  /** A client-role user's (first) trainer's name, the other side of their conversation (docs/rules/messaging.md); absent or null for others and on a profile stored before it was sent. */
  trainerName: z.string().nullable().optional(),
});
export type ProfileRow = z.infer<typeof ProfileRow>;

export { mealsOn } from './meals-on';

export type { ClientRow } from '../clients/entity';
export type { WeightLogRow } from '../weight-logs/entity';
export type { ExerciseRow } from '../exercises/rows';
export type { BlockExerciseRow, PlanBlockRow, TrainingPlanRow } from '../plans/rows';
export type { StoredExerciseLogRow, StoredSetRow } from '../workouts/entity';
