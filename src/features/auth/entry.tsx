import '../../../workers/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Locale } from '../../../domain/constants';
import { configureHttp } from '../../api/http';
import { authStore } from '../../auth/authStore';
import { i18next, initI18n, switchLanguage } from '../../i18n/i18n';
import { loadTranslations } from '../../i18n/load';
import { initialLanguage, runLocationStep } from '../../i18n/language';
import { registerServiceWorker } from '../../pwa/register';
import { carryTypedValues } from '../../pwa/typed-values';
import { startTheme } from '../../theme/theme';
import { doneHydrating, startHydrating } from './hydration';
import { isSignInRoute, preloadSignInPath, signInRoutes, whenScreenHydrated } from './routes';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/components.css';
import '../../styles/auth.css';

/**
 * The sign-in pages' own entry (signin.html, filled per page by
 * scripts/prerender.ts): /login, /forgot-password, /trainer/register.
 * No Dexie, no sync, no signed-in areas: those load with the app, after
 * sign-in, by a document load (routes.tsx, leaveForTheApp).
 *
 * It hydrates the pre-rendered page instead of replacing it, so nothing typed
 * before the script ran is lost and the page is not painted twice. The submit
 * button is pre-rendered disabled (ui/Button.tsx) and enabled by hydration,
 * so the form cannot be sent before its handlers are there.
 */

/** The pre-rendered pages are English (src/prerender.tsx): the hydrating render is too, then the visitor's language follows. */
const PRERENDERED: Locale = 'en';

startTheme();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from signin.html');
const path = window.location.pathname;
// Only the pre-rendered sign-in pages load this entry; anything else (signin.html opened by hand) is the sign-in page's.
if (!isSignInRoute(path) || !root.firstElementChild) window.location.replace('/login');
else start(root);

function start(root: HTMLElement) {
  // Should hydration fail (a mismatch renders the page afresh), what was typed is carried over.
  const stopCarrying = carryTypedValues(root);
  const language = initialLanguage();
  const router = createBrowserRouter(signInRoutes);
  configureHttp({
    navigate: (to) => void router.navigate(to, { replace: true }),
    onSignedOut: () => authStore.clear(),
  });

  void Promise.all([
    loadTranslations(PRERENDERED),
    language === PRERENDERED ? null : loadTranslations(language).catch(() => null),
    preloadSignInPath(path).catch(() => undefined),
  ]).then(([en, own]) => {
    initI18n(PRERENDERED, own ? { en, [language]: own } : { en });
    // Until the page has hydrated, a language change (the visitor's own below, the guard's landing
    // locale on registration) waits: the hydrating render must be the pre-rendered English.
    const changeLanguage = i18next.changeLanguage.bind(i18next);
    const waiting: Array<() => void> = [];
    i18next.changeLanguage = ((...args: Parameters<typeof changeLanguage>) =>
      new Promise((done) => waiting.push(() => done(changeLanguage(...args))))) as typeof changeLanguage;
    whenScreenHydrated(() => {
      doneHydrating();
      i18next.changeLanguage = changeLanguage;
      // A replaced field was filled in right after its commit (a mutation observer, before this effect);
      // kept ones need nothing, and later pages' fields are not the pre-rendered ones.
      stopCarrying();
      if (!waiting.length && language !== i18next.language) void switchLanguage(language);
      for (const run of waiting.splice(0)) run();
      void runLocationStep();
    });
    // As a transition: hydration yields to the browser every few milliseconds instead of holding the
    // main thread in one long task (a tap meanwhile hydrates its part at once and is replayed).
    startHydrating();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  });

  // Every page registers the service worker on the first visit, once loaded, so a device that came
  // once opens the app or /offline.html with no network.
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', () => registerServiceWorker(), { once: true });
}
