import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The signed-in areas' pre-rendered frame (scripts/prerender.ts writes
 * pages/area/client.html, client-screen.html, trainer.html ..., each also in
 * .sk and .cz): the navigation, the top bar and the screen's skeleton, painted
 * before the app runs, which then replaces it. The session lives in the
 * browser's storage, so the server cannot tell who asks: every visitor of an
 * area path gets the frame, and the app sends a signed-out one to /login and
 * another role to its own area, as it always did.
 */

/** Under /trainer but no part of the trainer's area: sign-up, e-mail verification and checkout pages (src/app/routes/classify.ts). */
const TRAINER_NOT_AREA = /^\/trainer\/(register|registration\/success|subscription\/success|verify-email\/[^/]+\/[^/]+)\/?$/;
const AREA = /^\/(client|trainer)(?:\/|$)/;
const HOME = /^\/(client|trainer)(\/dashboard)?\/?$/;

/** The frame's file for an area path (English; signin-pages.ts picks the browser's language), null for any other path or before a build. */
export function areaFramePage(distDir: string, pathname: string): string | null {
  const area = AREA.exec(pathname);
  if (!area || TRAINER_NOT_AREA.test(pathname)) return null;
  const file = join(distDir, 'pages', 'area', `${area[1]}${HOME.test(pathname) ? '' : '-screen'}.html`);
  return existsSync(file) ? file : null;
}
