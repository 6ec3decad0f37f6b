import type { Locale, Role } from '../../../domain/constants';

/**
 * What kind of page a path is, for the navigation guards of docs/rules/routes-and-screens.md "Navigation guards".
 * - landing: public marketing pages (en, /sk, /cz)
 * - guest: guest-only pages (login, trainer registration, checkout success)
 * - open: always allowed (forgot/reset password, verify email, client registration)
 * - none: no guard at all (/trial-expired)
 * - auth: any signed-in user (/email/verification)
 * - area: the role areas /trainer, /client, /admin
 * - unknown: anything else (redirects to /login)
 */
export type RouteKind = 'landing' | 'guest' | 'open' | 'none' | 'auth' | 'area' | 'unknown';

export type RouteId =
  | 'landing'
  | 'login'
  | 'trainer-register'
  | 'registration-success'
  | 'subscription-success'
  | 'forgot-password'
  | 'reset-password'
  | 'verify-email'
  | 'client-register'
  | 'email-verification'
  | 'trial-expired'
  | 'area'
  | 'unknown';

export interface RouteInfo {
  kind: RouteKind;
  id: RouteId;
  /** The area's role for kind 'area'. */
  role?: Role;
  /** The page's locale for kind 'landing'. */
  locale?: Locale;
  /** Registration pages set the page-state flag that suppresses auth handling (docs/rules/routes-and-screens.md "Navigation guards"). */
  registrationPage?: boolean;
}

const SEG = '[^/]+';
const LANDING_REST = new RegExp(`^(/(quickcoach-alternative|alternatives(/${SEG})?))?/?$`);

const EXACT: Array<[RegExp, Omit<RouteInfo, 'kind'> & { kind: RouteKind }]> = [
  [/^\/login\/?$/, { kind: 'guest', id: 'login' }],
  [/^\/trainer\/register\/?$/, { kind: 'guest', id: 'trainer-register', registrationPage: true }],
  [/^\/trainer\/registration\/success\/?$/, { kind: 'guest', id: 'registration-success' }],
  [/^\/trainer\/subscription\/success\/?$/, { kind: 'guest', id: 'subscription-success' }],
  [/^\/forgot-password\/?$/, { kind: 'open', id: 'forgot-password' }],
  [new RegExp(`^/reset-password/${SEG}/?$`), { kind: 'open', id: 'reset-password' }],
  [new RegExp(`^/trainer/verify-email/${SEG}/${SEG}/?$`), { kind: 'open', id: 'verify-email' }],
  [new RegExp(`^/(client-register|invitation|invite)/${SEG}/?$`), { kind: 'open', id: 'client-register', registrationPage: true }],
  [/^\/email\/verification\/?$/, { kind: 'auth', id: 'email-verification' }],
  [/^\/trial-expired\/?$/, { kind: 'none', id: 'trial-expired' }],
];

/** The screens of each role area (docs/rules/routes-and-screens.md "Trainer area"), as path patterns below the area prefix. */
const AREA_PATHS: Record<Role, RegExp[]> = {
  trainer: [
    /^$/,
    /^\/dashboard$/,
    /^\/clients$/,
    new RegExp(`^/clients/${SEG}$`),
    new RegExp(`^/clients/${SEG}/logs$`),
    new RegExp(`^/clients/${SEG}/plans/${SEG}/(progress|edit)$`),
    /^\/(training|meals|settings|account)$/,
    // The plan editor for templates (issue 4); client plans use clients/:id/plans/:planId/edit.
    new RegExp(`^/training/plans/${SEG}$`),
    // The meal plan editor (issue 10): templates here, a client's own copy under clients/:id/meal-plans/:planId/edit.
    new RegExp(`^/meals/plans/${SEG}$`),
    new RegExp(`^/clients/${SEG}/meal-plans/${SEG}/edit$`),
    new RegExp(`^/sessions/${SEG}/log$`),
    new RegExp(`^/group-sessions/${SEG}/log$`),
    // Messaging (issue 29): the inbox, the broadcast form and a client's thread.
    /^\/messages(\/broadcast)?$/,
    new RegExp(`^/messages/${SEG}$`),
    // Check-ins (issue 31): the list, the forms, one client's check-in of a date.
    /^\/check-ins(\/forms)?$/,
    new RegExp(`^/check-ins/${SEG}/${SEG}$`),
  ],
  client: [
    /^$/,
    /^\/(dashboard|plans|blank-workout|progress|exercise-tracker|manual-log|weight|measurements|meals|track-workout|account|settings|schedule|billing|messages)$/,
    new RegExp(`^/plans/${SEG}$`),
    new RegExp(`^/plans/${SEG}/sessions/${SEG}/log$`),
    new RegExp(`^/sessions/${SEG}/log$`),
    new RegExp(`^/check-ins/${SEG}/${SEG}$`),
  ],
  admin: [/^$/, /^\/(dashboard|trainers|clients|analytics|settings)$/, new RegExp(`^/trainer/${SEG}$`)],
};

export function classifyPath(pathname: string): RouteInfo {
  const localeMatch = pathname.match(/^\/(sk|cz)(?=\/|$)/);
  const locale: Locale = (localeMatch?.[1] as Locale | undefined) ?? 'en';
  const rest = localeMatch ? pathname.slice(localeMatch[0].length) : pathname;
  if (LANDING_REST.test(rest)) return { kind: 'landing', id: 'landing', locale };
  if (localeMatch) return { kind: 'unknown', id: 'unknown' };

  for (const [re, info] of EXACT) if (re.test(pathname)) return { ...info };

  const area = pathname.match(/^\/(trainer|client|admin)(\/.*)?$/);
  if (area) {
    const role = area[1] as Role;
    const sub = (area[2] ?? '').replace(/\/$/, '');
    if (AREA_PATHS[role].some((re) => re.test(sub))) return { kind: 'area', id: 'area', role };
  }
  return { kind: 'unknown', id: 'unknown' };
}

/** The same landing page in another locale: /alternatives -> /sk/alternatives. */
export function localizedLandingPath(pathname: string, locale: Locale): string {
  const rest = pathname.replace(/^\/(sk|cz)(?=\/|$)/, '') || '/';
  if (locale === 'en') return rest;
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}
