import type { ProfileRow } from '../../domain/protocol/rows';
import type { AuthUser } from '../context';

/** The signed-in user as the pull's `profile` row (domain/protocol/rows.ts). */
export function toProfileRow(user: AuthUser, clientId: string | null, mealsEnabled: boolean, trainerName: string | null = null): ProfileRow {
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
    mealsEnabled,
    trainerName,
  };
}
