import { API_CACHE_NAME, HOME_BY_ROLE } from '../../../domain/constants';
import type { LoginResult, UserDto } from '../../../domain/auth';
import { http } from '../../api/http';
import { authStore } from '../../auth/authStore';
import { startSync, stopSync } from '../../sync-session/session';
import { setSyncUserId } from '../../sync-session/identity';

export const companionApi = {
  turnOn: () => http.post<{ message: string; client_id: string; user: UserDto }>('/api/trainer/companion'),
  turnOff: () => http.delete<{ message: string; user: UserDto }>('/api/trainer/companion'),
  // docs/rules/accounts.md "Companion client account": a 401 on a companion-account call is the caller's to handle, not a sign-out.
  switch: () => http.post<LoginResult>('/api/companion/switch', undefined, { skipAuthRedirect: true }),
};

/**
 * Switches between the trainer app and the companion client app without
 * signing in (docs/rules/accounts.md "Companion client account"). Each account keeps its own device database and
 * sync session, so unsynced changes of the one left wait in its outbox and go
 * out when it is switched back to. The engine stops before the server revokes
 * its token, so it never meets a 401 it would take for a sign-out. Answers the
 * home to go to.
 */
export async function switchApp(): Promise<string> {
  const { token, user } = authStore.get();
  await stopSync();
  try {
    const result = await companionApi.switch();
    // The cached GET /api/user and friends are the other account's.
    if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME).catch(() => false);
    setSyncUserId(result.user.id);
    authStore.signIn(result.token, result.user);
    return HOME_BY_ROLE[result.user.role];
  } catch (e) {
    if (token && user) void startSync(user.id, token);
    throw e;
  }
}
