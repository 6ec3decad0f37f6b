import type { Role } from '../../domain/constants';
import { accountApi } from '../api/account';
import { isApiError } from '../api/ApiError';
import { authStore } from './authStore';
import { getToken } from './storage';

export type SignOutOutcome = { ok: true } | { ok: false; message: string };

/**
 * docs/rules/accounts.md "Sign-in": POST /api/logout only when a token exists. On failure a trainer
 * stays signed in and sees the error; anyone else is signed out locally anyway.
 * A 401 means the session is already gone, so it counts as success.
 * `always` signs out locally whatever the server says (blocked accounts).
 */
export async function signOut(role: Role | null, options: { always?: boolean } = {}): Promise<SignOutOutcome> {
  if (getToken()) {
    try {
      await accountApi.logout();
    } catch (e) {
      const gone = isApiError(e) && e.status === 401;
      if (!gone && role === 'trainer' && !options.always) return { ok: false, message: e instanceof Error ? e.message : String(e) };
    }
  }
  authStore.clear();
  return { ok: true };
}
