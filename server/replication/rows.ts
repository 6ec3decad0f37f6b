import type { ProfileRow, ClientRow, WeightLogRow } from '../../domain/protocol/rows';
import type { AuthUser } from '../context';
import type { clients, weightLogs } from '../db/schema';

/** Server rows in the device's shape (domain/protocol/rows.ts): what pull sends and REST wraps. */

export function toWeightLogRow(r: typeof weightLogs.$inferSelect): WeightLogRow {
  return {
    id: r.id,
    clientId: r.clientId,
    weightKg: r.weightKg,
    notes: r.notes,
    loggedAt: r.loggedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A client-role viewer does not get the trainer's private notes. */
export function toClientRow(r: typeof clients.$inferSelect, viewerRole: AuthUser['role']): ClientRow {
  const row: ClientRow = {
    id: r.id,
    trainerId: r.trainerId,
    name: r.name,
    email: r.email,
    status: r.status,
    age: r.age,
    goal: r.goal,
    heightCm: r.heightCm,
    weightKg: r.weightKg,
    allergies: r.allergies,
    intolerances: r.intolerances,
    hourlyRate: r.hourlyRate,
    currency: r.currency,
    hasAccount: r.userId !== null,
    // Billing (a later issue) computes what the client owes; until then nothing is owed.
    amountOwed: 0,
    invitationStatus: r.invitationStatus,
    invitationSentAt: r.invitationSentAt ? r.invitationSentAt.toISOString() : null,
    invitationExpiresAt: r.invitationExpiresAt ? r.invitationExpiresAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
  if (viewerRole === 'trainer') row.notes = r.notes;
  return row;
}

export function toProfileRow(user: AuthUser, clientId: string | null): ProfileRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    language: user.language,
    registrationStatus: user.registrationStatus,
    emailVerifiedAt: user.emailVerifiedAt ? user.emailVerifiedAt.toISOString() : null,
    clientId,
    timeZone: user.timeZone,
  };
}
