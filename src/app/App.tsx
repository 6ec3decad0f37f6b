import { useEffect, useRef } from 'react';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router';
import { STORAGE_KEYS } from '../../domain/constants';
import { accountApi } from '../api/account';
import { isApiError } from '../api/ApiError';
import { configureHttp } from '../api/http';
import { authStore } from '../auth/authStore';
import { DISABLED_LOGIN_PATH, isAccountDisabled } from '../auth/disabled';
import { getRole, getToken } from '../auth/storage';
import { setLanguage } from '../i18n/language';
import { classifyPath } from './routes/classify';
import { RouteTable } from './RouteTable';
import { routes } from './router';
import { isWebLandingContext } from './standalone';

/** docs/rules/errors-and-limits.md "Unauthorized (401)": at startup GET /api/user refreshes the user; a 401 signs out, other failures keep the token (offline). */
function refreshUserAtStartup(navigate: (to: string) => void) {
  if (!getToken() || !getRole()) return;
  // On registration pages requests go without the token, so a check there would wrongly sign the user out.
  if (classifyPath(window.location.pathname).registrationPage) return;
  accountApi
    .currentUser()
    .then((user) => {
      authStore.setUser(user);
      if (classifyPath(window.location.pathname).kind !== 'landing') setLanguage(user.language, { persist: true });
    })
    .catch((e: unknown) => {
      if (!isApiError(e) || e.status !== 401) return;
      authStore.clear();
      const kind = classifyPath(window.location.pathname).kind;
      if (isAccountDisabled(e) && kind !== 'landing') navigate(DISABLED_LOGIN_PATH);
      else if (kind === 'area' || kind === 'auth') navigate('/login');
    });
}

export function App() {
  return (
    <BrowserRouter>
      <Startup />
      <RouteTable routes={routes} />
    </BrowserRouter>
  );
}

/** What the app does once, beside its routes: the API client's redirects, the user's refresh, other tabs' sign-in or out. */
function Startup() {
  const navigateNow = useNavigate();
  // The latest navigate, for calls made outside React (the API client, the startup refresh) long after this render.
  const navigateRef = useRef<NavigateFunction>(navigateNow);
  navigateRef.current = navigateNow;

  useEffect(() => {
    const navigate = (to: string) => void navigateRef.current(to, { replace: true });
    configureHttp({
      navigate,
      onSignedOut: () => authStore.clear(),
      isWebLandingContext: () => isWebLandingContext(),
    });
    refreshUserAtStartup(navigate);
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.userRole || e.key === null) authStore.sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
