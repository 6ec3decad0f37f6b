import { v5 as uuidv5 } from 'uuid';

/**
 * Every route of src/app/router.tsx as the screenshot test visits it: who is signed in, and the path with
 * the demo's rows for its parameters (the demo names its rows with fixed ids, server/bootstrap/demo/seed.ts),
 * so each screen shows as full as the demo makes it. tests/unit/shots-routes.test.ts fails when the router
 * has a path this list does not visit.
 */
export type Role = 'guest' | 'trainer' | 'client' | 'admin';

export interface ShotRoute {
  /** The router's pattern (full path): what the unit test matches against src/app/router.tsx. */
  pattern: string;
  role: Role;
  /** The address visited; `lang` matters to the landing pages only, which carry their language in the path. */
  path(lang: Lang): string;
  /** The landing pages: also the router's /sk and /cz copies of the pattern, visited in sk and cz. */
  prefixed?: boolean;
  /** Waited for before the checks: the screen's demo content, where a screen shows it a while after it mounts. */
  ready?: string;
}

export const LANGS = ['en', 'sk', 'cz'] as const;
export type Lang = (typeof LANGS)[number];
export const WIDTHS = [360, 768, 1366, 1920] as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The demo's row ids as server/bootstrap/demo/seed.ts makes them (UUIDv5 of a name in its namespace), worked
 * out here rather than imported, so the route list carries no server code (the e2e test checks they agree).
 */
export const DEMO_NAMESPACE = '6f1c2a0e-4b7d-5e2a-9c3f-1d8e7b6a5c4d';
export const demoId = (name: string) => uuidv5(name, DEMO_NAMESPACE);

const adam = demoId('client:adam');
const ids = {
  adam,
  adamPlan: demoId('plan:adam-full-body'),
  template: demoId('plan:full-body-a'),
  mealTemplate: demoId('meal-plan:week'),
  adamMealPlan: demoId('meal-plan:adam'),
  sessionToday: demoId('session:today'),
  group: demoId('session:group'),
  trainer: demoId('user:demo@repwise.app'),
  adamCheckIn: demoId('check-in-assignment:adam'),
  // Neither a token nor a signature the server knows: the screens' "this link is not valid" state.
  token: 'shots-not-a-real-token',
};

const fixed = (p: string) => () => p;
/** A submitted check-in of Adam's (server/bootstrap/demo/check-ins.ts: weekly on Sunday, the latest two sent): the Sunday 7 to 13 days back. */
function checkInDate(): string {
  const day = Math.floor(Date.now() / 86_400_000);
  const sinceSunday = (day + 4) % 7; // day 0 (1970-01-01) was a Thursday: 4 days after a Sunday
  return new Date((day - sinceSunday - 7) * 86_400_000).toISOString().slice(0, 10);
}
/** The landing pages under their language's prefix (docs/rules/routes-and-screens.md "Public pages"): '' for en, /sk and /cz. */
const landing = (rest: string) => (lang: Lang) => (lang === 'en' ? rest || '/' : `/${lang}${rest}`);

const guest = (pattern: string, path: string | ((lang: Lang) => string) = pattern, ready?: string): ShotRoute => ({
  pattern,
  role: 'guest',
  path: typeof path === 'string' ? fixed(path) : path,
  prefixed: typeof path !== 'string',
  ready,
});
const signedIn = (role: Exclude<Role, 'guest'>, pattern: string, path = pattern, ready?: string): ShotRoute => ({ pattern, role, path: fixed(path), ready });
const trainer = (pattern: string, path = pattern, ready?: string) => signedIn('trainer', pattern, path, ready);
const client = (pattern: string, path = pattern, ready?: string) => signedIn('client', pattern, path, ready);
const admin = (pattern: string, path = pattern, ready?: string) => signedIn('admin', pattern, path, ready);

export const SHOT_ROUTES: readonly ShotRoute[] = [
  // Public: the landing pages (one pattern per language prefix) and the sign-in screens.
  // The landing pages: their /sk and /cz copies are these in sk and cz (`landing`).
  guest('/', landing('')),
  guest('/quickcoach-alternative', landing('/quickcoach-alternative')),
  guest('/alternatives', landing('/alternatives')),
  guest('/alternatives/:competitor', landing('/alternatives/trainerize')),
  guest('/login'),
  guest('/forgot-password'),
  guest('/reset-password/:token', `/reset-password/${ids.token}`),
  guest('/trainer/register'),
  guest('/trainer/verify-email/:id/:hash', `/trainer/verify-email/${ids.trainer}/${ids.token}`),
  guest('/trainer/registration/success'),
  guest('/trainer/subscription/success'),
  guest('/client-register/:token', `/client-register/${ids.token}`),
  guest('/invitation/:token', `/invitation/${ids.token}`),
  guest('/invite/:token', `/invite/${ids.token}`),
  guest('/email/verification'),
  guest('/trial-expired'),

  trainer('/trainer', '/trainer', '[data-testid="upcoming-session"] .dash-session'),
  trainer('/trainer/dashboard', '/trainer/dashboard', '[data-testid="upcoming-session"] .dash-session'),
  trainer('/trainer/clients'),
  trainer('/trainer/clients/:id', `/trainer/clients/${ids.adam}`),
  trainer('/trainer/clients/:id/logs', `/trainer/clients/${ids.adam}/logs`),
  trainer('/trainer/clients/:clientId/plans/:planId/progress', `/trainer/clients/${ids.adam}/plans/${ids.adamPlan}/progress`),
  trainer('/trainer/clients/:clientId/plans/:planId/edit', `/trainer/clients/${ids.adam}/plans/${ids.adamPlan}/edit`),
  trainer('/trainer/training'),
  trainer('/trainer/training/plans/:planId', `/trainer/training/plans/${ids.template}`),
  trainer('/trainer/clients/:clientId/meal-plans/:planId/edit', `/trainer/clients/${ids.adam}/meal-plans/${ids.adamMealPlan}/edit`),
  trainer('/trainer/meals'),
  trainer('/trainer/meals/plans/:planId', `/trainer/meals/plans/${ids.mealTemplate}`),
  trainer('/trainer/settings'),
  trainer('/trainer/account'),
  trainer('/trainer/sessions/:id/log', `/trainer/sessions/${ids.sessionToday}/log`),
  trainer('/trainer/group-sessions/:groupId/log', `/trainer/group-sessions/${ids.group}/log`),
  trainer('/trainer/messages', '/trainer/messages', '.inbox-row'),
  trainer('/trainer/messages/broadcast'),
  trainer('/trainer/messages/:clientId', `/trainer/messages/${ids.adam}`, '.msg'),
  trainer('/trainer/check-ins', '/trainer/check-ins', '.ci-row'),
  trainer('/trainer/check-ins/forms', '/trainer/check-ins/forms', '.ci-row'),
  trainer('/trainer/check-ins/:assignmentId/:date', `/trainer/check-ins/${ids.adamCheckIn}/${checkInDate()}`, '.ci-answers'),

  client('/client'),
  client('/client/dashboard'),
  client('/client/plans'),
  client('/client/plans/:id', `/client/plans/${ids.adamPlan}`),
  client('/client/plans/:planId/sessions/:sessionId/log', `/client/plans/${ids.adamPlan}/sessions/${ids.sessionToday}/log`),
  client('/client/blank-workout'),
  client('/client/sessions/:sessionId/log', `/client/sessions/${ids.sessionToday}/log`),
  client('/client/progress'),
  client('/client/exercise-tracker'),
  client('/client/manual-log'),
  client('/client/weight'),
  client('/client/measurements'),
  client('/client/meals'),
  client('/client/track-workout'),
  client('/client/account'),
  client('/client/settings'),
  client('/client/schedule'),
  client('/client/billing'),
  client('/client/messages', '/client/messages', '.msg'),
  client('/client/check-ins/:assignmentId/:date', `/client/check-ins/${ids.adamCheckIn}/${checkInDate()}`, '.ci-answers'),

  admin('/admin'),
  admin('/admin/dashboard'),
  admin('/admin/trainers'),
  admin('/admin/trainer/:id', `/admin/trainer/${ids.trainer}`),
  admin('/admin/clients'),
  admin('/admin/analytics'),
  admin('/admin/settings'),
];
