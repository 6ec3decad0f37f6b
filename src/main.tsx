import '../workers/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { App } from './app/App';
import { preloadPath } from './app/router';
import { classifyPath } from './app/routes/classify';
import { initI18n, loadTextParts, setStartLanguage } from './i18n/i18n';
import { initialLanguage, runLocationStep } from './i18n/language';
// Chromium's install offer can fire before any lazy chunk arrives: it is caught by the entry.
import './pwa/install';
import { registerServiceWorker } from './pwa/register';
// The signed-in areas' shell (navigation, sync state, the device database) is part of the entry: only the
// areas load it (the public pages are pre-rendered, the sign-in pages have an entry of their own). As chunks
// of the areas' layouts it came in some twenty small files, each a request of its own on a phone's network.
import './app/layouts/AppShell';
import { startSyncEarly } from './sync-session/startEarly';
import { startTheme } from './theme/theme';
import { trackInputModality } from './ui/inputModality';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import './styles/auth.css';
import './styles/landing.css';

// Theme and language are set before the first render, so nothing flashes (the CSP forbids an inline head script).
startTheme();
trackInputModality();
const route = classifyPath(window.location.pathname);
const language = route.kind === 'landing' && route.locale ? route.locale : initialLanguage();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The page's screens load first: the first render shows them, never a loading screen in between.
// A failed load renders anyway; the route shows its own fallback. (The landing pages run public/boot.js
// alone, the sign-in pages features/auth/entry.tsx; the signed-in areas' pre-rendered frame, pages/area/,
// loads this entry once painted, and the first render replaces it.)
// The language's core texts load beside the page's screens, and each screen's own texts with it (app/router.tsx).
setStartLanguage(language);
// A signed-in area starts syncing at once (sync-session/startEarly.ts), before the first render.
if (route.kind === 'area' && route.role !== 'admin') startSyncEarly();
// React's DOM is evaluated in a task of its own, after the app's other modules: the two in one task held the
// main thread long past the pre-rendered frame's paint (Lighthouse's total blocking time).
const nextTask = () => new Promise((next) => setTimeout(next, 0));
void Promise.all([loadTextParts(['core']), preloadPath(window.location.pathname).catch(() => undefined)]).then(async () => {
  initI18n(language);
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  // As a transition: React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole first render; what the page shows meanwhile (a pre-rendered frame) stays.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // A landing page's own locale is the visitor's choice; elsewhere a first visit may ask where it is (docs/rules/languages.md "Language order").
  if (!(route.kind === 'landing' && route.locale)) void runLocationStep();
});

// Every page registers the service worker on the first visit, once loaded, so a device that came
// once opens the app or /offline.html with no network. The signed-in areas wait for the first sync
// (pwa/useServiceWorker.ts): the app shell's precache must not compete with the first pull.
if (route.kind !== 'area') {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', () => registerServiceWorker(), { once: true });
}
