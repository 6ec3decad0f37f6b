import type { Locale, Role } from '../constants';
import type { Currency } from '../currency';
import type { ClientStatus } from '../clients/fields';
import type { ClientGoal } from '../clients/goals';
import type { InvitationState } from '../clients/invitation';

/**
 * The rows of the synced tables as the device stores them (camelCase; instants
 * as ISO strings in UTC). The server's pull sends exactly these shapes, so a
 * row pulled and a row written by a local mutator are interchangeable.
 */

/** The signed-in user (the pull's `profile` table holds one row). */
export interface ProfileRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  language: Locale;
  registrationStatus: 'active' | 'pending_payment';
  emailVerifiedAt: string | null;
  /** A client-role user's client record; falls back to the user's own id (spec §3). Null for others. */
  clientId: string | null;
}

export interface ClientRow {
  id: string;
  trainerId: string;
  name: string;
  email: string | null;
  status: ClientStatus;
  age: number | null;
  goal: ClientGoal | string | null;
  heightCm: number | null;
  weightKg: number | null;
  allergies: string | null;
  intolerances: string | null;
  hourlyRate: number | null;
  currency: Currency;
  /** The trainer's private notes: sent to the trainer only. */
  notes?: string | null;
  /** Whether a user account is linked (spec §3 "whether a user account exists"). */
  hasAccount: boolean;
  /** Spec §3 amountOwed: 0 until billing computes it. */
  amountOwed: number;
  /** The latest invitation (null: never invited); `expired` is derived from invitationExpiresAt (domain/clients/invitation.ts). */
  invitationStatus: InvitationState | null;
  invitationSentAt: string | null;
  invitationExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WeightLogRow {
  id: string;
  clientId: string;
  weightKg: number;
  notes: string | null;
  loggedAt: string;
  createdAt: string;
  updatedAt: string;
}

export type { ExerciseRow } from '../exercises/rows';
export type { BlockExerciseRow, PlanBlockRow, TrainingPlanRow } from '../plans/rows';
