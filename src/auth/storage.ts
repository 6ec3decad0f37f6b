import { ROLES, STORAGE_KEYS, type Locale, type Role } from '../../domain/constants';
import { isLocale } from '../../domain/language';

/** localStorage that never throws (private mode, disabled storage, node tests without it). */
function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readKey(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working with in-memory state.
  }
}

export const getToken = () => readKey(STORAGE_KEYS.token);
export const setToken = (token: string | null) => writeKey(STORAGE_KEYS.token, token);

export function getRole(): Role | null {
  const r = readKey(STORAGE_KEYS.userRole);
  return (ROLES as readonly string[]).includes(r ?? '') ? (r as Role) : null;
}
export const setRole = (role: Role | null) => writeKey(STORAGE_KEYS.userRole, role);

export function getLandingLocale(): Locale | null {
  const l = readKey(STORAGE_KEYS.landingPageLocale);
  return isLocale(l) ? l : null;
}
export const setLandingLocale = (locale: Locale) => writeKey(STORAGE_KEYS.landingPageLocale, locale);

export function getStoredLanguage(): string | null {
  return readKey(STORAGE_KEYS.appLanguage);
}

export const getUserName = () => readKey(STORAGE_KEYS.userName);
export const setUserName = (name: string | null) => writeKey(STORAGE_KEYS.userName, name);

/** Logout and 401s clear the token and role, and the name kept with them. */
export function clearTokenAndRole(): void {
  setToken(null);
  setRole(null);
  setUserName(null);
}
