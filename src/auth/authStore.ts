import { useSyncExternalStore } from 'react';
import type { Role } from '../../domain/constants';
import type { UserDto } from '../../domain/auth';
import { clearTokenAndRole, getRole, getToken, getUserName, setRole, setToken, setUserName } from './storage';

export interface AuthState {
  token: string | null;
  role: Role | null;
  /** Known after login or GET /api/user; kept in memory only. */
  user: UserDto | null;
  /** The user's name as last known on this device: what a greeting shows offline, where GET /api/user never answers. */
  name: string | null;
}

let state: AuthState = { token: getToken(), role: getRole(), user: null, name: getToken() ? getUserName() : null };
const listeners = new Set<() => void>();

function emit(next: AuthState) {
  state = next;
  for (const l of listeners) l();
}

/** Token and role live in localStorage (docs/rules/accounts.md "Stored in the browser"); this mirrors them for React. */
export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, user: UserDto) {
    setToken(token);
    setRole(user.role);
    setUserName(user.name);
    emit({ token, role: user.role, user, name: user.name });
  },
  /** The user from GET /api/user; the role is stored as docs/rules/routes-and-screens.md "Navigation guards" asks. */
  setUser(user: UserDto) {
    setRole(user.role);
    setUserName(user.name);
    emit({ token: getToken(), role: user.role, user, name: user.name });
  },
  /** After registration: the token is stored, the role is not (the account is not active yet). */
  setTokenOnly(token: string, user: UserDto | null = null) {
    setToken(token);
    setRole(null);
    emit({ token, role: null, user, name: user?.name ?? null });
  },
  /** Clears token, role and user (logout, 401). */
  clear() {
    clearTokenAndRole();
    emit({ token: null, role: null, user: null, name: null });
  },
  /** Re-reads storage after something outside the store changed it (another tab, the http wrapper). */
  sync() {
    const token = getToken();
    const role = getRole();
    if (token !== state.token || role !== state.role) emit({ token, role, user: token ? state.user : null, name: token ? getUserName() : null });
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
