import type { ClientRow } from '../../../domain/protocol/rows';
import type { AuthUser } from '../../context';
import type { clients } from '../../db/schema';

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
