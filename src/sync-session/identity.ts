import type { AuthState } from '../auth/authStore';
import { readKey, writeKey } from '../auth/storage';

/**
 * Whose local database this device opens. The user id arrives with the login
 * answer and GET /api/user, but a reload without a network has neither, so
 * the id is kept beside the token (and dropped with it at sign-out).
 */
const SYNC_USER_KEY = 'repwise_sync_user';

export const getSyncUserId = () => readKey(SYNC_USER_KEY);
export const setSyncUserId = (id: string | null) => writeKey(SYNC_USER_KEY, id);

/** The user whose data this device shows: the known user, else the one remembered with the token (offline start). */
export function signedInUserId({ token, user }: Pick<AuthState, 'token' | 'user'>): string | null {
  if (!token) return null;
  return user?.id ?? getSyncUserId();
}
