import { HOME_BY_ROLE, type Locale, type Role } from '../../../domain/constants';
import type { RouteInfo } from '../routes/classify';

/** docs/rules/routes-and-screens.md "Navigation guards": an installed app (standalone display) with a stored token and role is "pwa", else "web". */
export type Mode = 'pwa' | 'web';

export interface GuardUser {
  role: Role;
  registration_status: 'active' | 'pending_payment';
  email_verified_at: string | null;
}

export interface GuardAuth {
  token: string | null;
  role: Role | null;
  /** The current user when known (after login or GET /api/user). */
  user: GuardUser | null;
  /** The remembered landing_page_locale. */
  landingLocale: Locale | null;
}

export interface GuardInput {
  route: RouteInfo;
  auth: GuardAuth;
  mode: Mode;
  /** The page the navigation comes from (null on first load). */
  from: RouteInfo | null;
}

export type GuardEffect =
  | { type: 'rememberLandingLocale'; locale: Locale }
  | { type: 'setLanguage'; locale: Locale };

export type GuardDecision =
  | { type: 'allow'; effects: GuardEffect[]; registrationPage: boolean }
  | { type: 'redirect'; to: string }
  | { type: 'fetchUser' };

export function detectMode(standalone: boolean, token: string | null, role: Role | null): Mode {
  return standalone && !!token && !!role ? 'pwa' : 'web';
}

/** Where a signed-out user goes: / when they came from a landing page on the web, else /login. */
export function signedOutTarget(mode: Mode, from: RouteInfo | null): string {
  return mode === 'web' && from?.kind === 'landing' ? '/' : '/login';
}

export function isPendingUnverifiedTrainer(user: GuardUser | null): boolean {
  return !!user && user.role === 'trainer' && user.registration_status === 'pending_payment' && !user.email_verified_at;
}

const allow = (route: RouteInfo, effects: GuardEffect[] = []): GuardDecision => ({
  type: 'allow',
  effects,
  registrationPage: !!route.registrationPage,
});

/** The navigation guard of docs/rules/routes-and-screens.md "Navigation guards" as one pure decision; RouteGuard carries it out. */
export function decide({ route, auth, mode, from }: GuardInput): GuardDecision {
  switch (route.kind) {
    case 'unknown':
      return { type: 'redirect', to: '/login' };
    case 'landing': {
      if (mode === 'pwa') return { type: 'redirect', to: '/login' };
      const locale = route.locale ?? 'en';
      return allow(route, [
        { type: 'rememberLandingLocale', locale },
        { type: 'setLanguage', locale },
      ]);
    }
    case 'open':
    case 'none':
      return allow(route);
  }

  const registerEffects: GuardEffect[] =
    route.id === 'trainer-register' && auth.landingLocale ? [{ type: 'setLanguage', locale: auth.landingLocale }] : [];

  if (!auth.token) {
    if (route.kind === 'guest') return allow(route, registerEffects);
    return { type: 'redirect', to: signedOutTarget(mode, from) };
  }

  const role = auth.role ?? auth.user?.role ?? null;
  // Registration pages suppress auth handling (docs/rules/routes-and-screens.md "Navigation guards"): no user fetch there.
  if (!auth.role && !auth.user) return route.registrationPage ? allow(route, registerEffects) : { type: 'fetchUser' };

  if (isPendingUnverifiedTrainer(auth.user)) {
    if (route.id === 'email-verification' || route.id === 'registration-success') return allow(route);
    return { type: 'redirect', to: '/email/verification' };
  }

  if (route.kind === 'auth') return allow(route);

  if (route.kind === 'guest') {
    if (route.id === 'trainer-register' && role !== 'trainer') return allow(route, registerEffects);
    // A signed-in trainer comes back here from checkout: the page confirms the payment, then goes on (issue 11).
    if ((route.id === 'registration-success' || route.id === 'subscription-success') && role === 'trainer') return allow(route);
    return { type: 'redirect', to: role ? HOME_BY_ROLE[role] : '/login' };
  }

  // area
  if (!role) return { type: 'fetchUser' };
  if (route.role === role) return allow(route);
  if (route.role === 'admin') return { type: 'redirect', to: '/' };
  return { type: 'redirect', to: HOME_BY_ROLE[role] };
}
