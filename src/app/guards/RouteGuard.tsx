import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { accountApi } from '../../api/account';
import { isApiError } from '../../api/ApiError';
import { authStore } from '../../auth/authStore';
import { DISABLED_LOGIN_PATH, isAccountDisabled } from '../../auth/disabled';
import { setRegistrationPage } from '../../auth/pageState';
import { getLandingLocale, getRole, getToken, setLandingLocale } from '../../auth/storage';
import { sendPageView } from '../../analytics/pageViews';
import { setLanguage } from '../../i18n/language';
import { isLocale } from '../../../domain/language';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { LoadingScreen } from '../../ui/Spinner';
import { classifyPath, type RouteInfo } from '../routes/classify';
import { isStandalone } from '../standalone';
import { decide, detectMode, signedOutTarget, type GuardDecision } from './decide';
import { SuspenseOutlet } from '../SuspenseOutlet';

/**
 * Carries out decide() on every navigation: redirects, fetches the user when a
 * token has no stored role, applies landing locale effects, sets the
 * registration-page flag and scrolls to top.
 */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const fromRef = useRef<RouteInfo | null>(null);
  const [userVersion, setUserVersion] = useState(0);
  const [fetchError, setFetchError] = useState<string | null>(null);
  const route = classifyPath(location.pathname);
  const mode = detectMode(isStandalone(), getToken(), getRole());

  // Decided per navigation (and after the user fetch), not on every auth change:
  // the login screen stores the session and redirects itself 300 ms later.
  const decision: GuardDecision = useMemo(
    () =>
      decide({
        route,
        mode,
        from: fromRef.current,
        auth: { token: getToken(), role: getRole(), user: authStore.get().user, landingLocale: getLandingLocale() },
      }),
    [location.key, location.pathname, userVersion],
  );

  // The flag follows the page being opened, before any child effect sends a request.
  setRegistrationPage(!!route.registrationPage);

  useLayoutEffect(() => {
    if (decision.type !== 'allow') return;
    for (const effect of decision.effects) {
      if (effect.type === 'rememberLandingLocale') setLandingLocale(effect.locale);
      if (effect.type === 'setLanguage') setLanguage(effect.locale);
    }
    fromRef.current = route;
    sendPageView(location.pathname, route.kind === 'landing' && route.locale ? route.locale : isLocale(i18n.language) ? i18n.language : 'en');
  }, [decision]);

  useEffect(() => {
    window.scrollTo(0, 0);
    document.getElementById('main')?.scrollTo?.(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (decision.type !== 'fetchUser') return;
    let cancelled = false;
    setFetchError(null);
    accountApi
      .currentUser()
      .then((user) => {
        if (cancelled) return;
        authStore.setUser(user);
        setLanguage(user.language, { persist: true });
        setUserVersion((v) => v + 1);
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        if (isApiError(e) && e.status === 401) {
          authStore.clear();
          navigate(isAccountDisabled(e) ? DISABLED_LOGIN_PATH : signedOutTarget(mode, fromRef.current), { replace: true });
          setUserVersion((v) => v + 1);
          return;
        }
        setFetchError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
    };
  }, [decision]);

  if (decision.type === 'redirect') {
    const to = decision.to === location.pathname ? null : decision.to;
    return to ? <Navigate to={to} replace /> : <SuspenseOutlet />;
  }
  if (decision.type === 'fetchUser') {
    if (fetchError) {
      return (
        <main id="main" className="center-page">
          <Banner
            tone="error"
            title={t('guard.userLoadFailed')}
            actions={
              <>
                <Button onClick={() => setUserVersion((v) => v + 1)}>{t('common.retry')}</Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    authStore.clear();
                    navigate('/login', { replace: true });
                  }}
                >
                  {t('nav.logout')}
                </Button>
              </>
            }
          >
            {translateMessage(t, fetchError)}
          </Banner>
        </main>
      );
    }
    return <LoadingScreen label={t('common.loading')} />;
  }
  return <SuspenseOutlet />;
}
