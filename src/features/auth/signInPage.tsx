import { StrictMode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter, type To } from 'react-router';
import { mapBrowserLanguage } from '../../../domain/language';
import { configureHttp } from '../../api/http';
import { authStore } from '../../auth/authStore';
import { i18next, initI18n, switchLanguage } from '../../i18n/i18n';
import { initialLanguage, runLocationStep } from '../../i18n/language';
import { registerServiceWorker } from '../../pwa/register';
import { doneHydrating, startHydrating } from './hydration';
import { loadSignInTexts } from './texts';
import { RouteTable } from '../../app/RouteTable';
import { isSignInRoute, leaveForTheApp, preloadSignInPath, signInRoutes, whenScreenHydrated } from './routes';

// The entry's own imports stay free of React: it takes these from here.
export { startTransition } from 'react';
export { isSignInRoute };

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser's history, but a navigation to a path with no sign-in screen is
 * a document load of the app (routes.tsx leaveForTheApp) instead of a history
 * entry, so the router never commits that address first.
 */
function signInHistory(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  const through =
    (go: BrowserHistory['push']): BrowserHistory['push'] =>
    (to: To, state?: unknown) => {
      const url = history.createURL(to);
      if (isSignInRoute(url.pathname)) go(to, state);
      else leaveForTheApp(url.pathname + url.search);
    };
  // The location and action are getters of the history itself: the wrapper inherits them.
  return Object.assign(Object.create(history) as BrowserHistory, { push: through(history.push), replace: through(history.replace) });
}

/**
 * The sign-in page's app, as entry.tsx hydrates it: the router, texts and
 * screen for `path`, loaded, and what runs once the screen has hydrated.
 * `stopCarrying` ends the entry's safety net for typed values.
 */
export async function prepareSignInPage(path: string, stopCarrying: () => void) {
  // The page came pre-rendered in the browser's language (server/http/signin-pages.ts): the hydrating
  // render is in that one too, then the visitor's own (a stored choice the server could not see) follows.
  const prerendered = mapBrowserLanguage(document.documentElement.lang) ?? 'en';
  const language = initialLanguage();
  const history = signInHistory();
  configureHttp({
    navigate: (to) => history.replace(to),
    onSignedOut: () => authStore.clear(),
  });

  const [shown, own] = await Promise.all([
    loadSignInTexts(prerendered),
    language === prerendered ? null : loadSignInTexts(language).catch(() => null),
    preloadSignInPath(path).catch(() => undefined),
  ]);
  initI18n(prerendered, own ? { [prerendered]: shown, [language]: own } : { [prerendered]: shown });
  // Until the page has hydrated, a language change (the visitor's own below, the guard's landing
  // locale on registration) waits: the hydrating render must be the pre-rendered page's.
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

  // Every page registers the service worker on the first visit, once loaded, so a device that came
  // once opens the app or /offline.html with no network.
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', () => registerServiceWorker(), { once: true });

  startHydrating();
  return (
    <StrictMode>
      <HistoryRouter history={history}>
        <RouteTable routes={signInRoutes} />
      </HistoryRouter>
    </StrictMode>
  );
}
