import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { STORAGE_KEYS } from '../../domain/constants';
import { accountApi } from '../api/account';
import { isApiError } from '../api/ApiError';
import { configureHttp } from '../api/http';
import { authStore } from '../auth/authStore';
import { DISABLED_LOGIN_PATH, isAccountDisabled } from '../auth/disabled';
import { getRole, getToken } from '../auth/storage';
import { setLanguage } from '../i18n/language';
import { classifyPath } from './routes/classify';
import { createAppRouter } from './router';
import { isWebLandingContext } from './standalone';

/** Spec §7: at startup GET /api/user refreshes the user; a 401 signs out, other failures keep the token (offline). */
function refreshUserAtStartup(router: ReturnType<typeof createAppRouter>) {
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
      if (isAccountDisabled(e) && kind !== 'landing') void router.navigate(DISABLED_LOGIN_PATH, { replace: true });
      else if (kind === 'area' || kind === 'auth') void router.navigate('/login', { replace: true });
    });
}

export function App() {
  const [router] = useState(createAppRouter);

  useEffect(() => {
    configureHttp({
      navigate: (to) => void router.navigate(to, { replace: true }),
      onSignedOut: () => authStore.clear(),
      isWebLandingContext: () => isWebLandingContext(),
    });
    refreshUserAtStartup(router);
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.userRole || e.key === null) authStore.sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [router]);

  return <RouterProvider router={router} />;
}
