import { getRole, getToken } from '../auth/storage';
import { classifyPath } from './routes/classify';
import { detectMode, type Mode } from './guards/decide';

/** True when running as an installed app (display-mode standalone, or iOS home screen). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

export function currentMode(): Mode {
  return detectMode(isStandalone(), getToken(), getRole());
}

/** A landing page on the web: where a 401 sends people to / rather than /login (docs/rules/errors-and-limits.md "Unauthorized (401)"). */
export function isWebLandingContext(pathname = window.location.pathname): boolean {
  return currentMode() === 'web' && classifyPath(pathname).kind === 'landing';
}
