import { carryTypedValues } from '../../pwa/typed-values';
import { startTheme } from '../../theme/theme';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/components.css';
import '../../styles/auth.css';

/**
 * The sign-in pages' own entry (signin.html, filled per page by
 * scripts/prerender.ts, once per language): /login, /forgot-password,
 * /trainer/register, /reset-password/<token>.
 * No Dexie, no sync, no signed-in areas: those load with the app, after
 * sign-in, by a document load (routes.tsx, leaveForTheApp).
 *
 * It hydrates the pre-rendered page instead of replacing it, so nothing typed
 * before the script ran is lost and the page is not painted twice. The submit
 * button is pre-rendered disabled (ui/Button.tsx) and enabled by hydration,
 * so the form cannot be sent before its handlers are there.
 *
 * React's DOM and the page's own modules (signInPage.tsx) are two imports,
 * run in tasks of their own, where one entry ran them all in one long task
 * that held the phone's main thread (Lighthouse's total blocking time). The
 * entry itself is small and runs at once.
 */

startTheme();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from signin.html');
// Only the pre-rendered sign-in pages load this entry; anything else (signin.html opened by hand) is the sign-in page's.
if (!root.firstElementChild) window.location.replace('/login');
else void start(root);

async function start(root: HTMLElement) {
  const path = window.location.pathname;
  // Should hydration fail (a mismatch renders the page afresh), what was typed is carried over.
  const stopCarrying = carryTypedValues(root);
  // One after the other, a task apart: both are downloaded already (data-preload), and two module
  // graphs ready at once would run in the same task.
  const { hydrateRoot } = await import('react-dom/client');
  await new Promise((next) => setTimeout(next, 0));
  const page = await import('./signInPage');
  if (!page.isSignInRoute(path)) {
    window.location.replace('/login');
    return;
  }
  const app = await page.prepareSignInPage(path, stopCarrying);
  // As a transition: hydration yields to the browser every few milliseconds instead of holding the
  // main thread in one long task (a tap meanwhile hydrates its part at once and is replayed).
  page.startTransition(() => {
    hydrateRoot(root, app);
  });
}
