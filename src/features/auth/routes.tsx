import { useEffect, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { authStore } from '../../auth/authStore';
import { RouteGuard } from '../../app/guards/RouteGuard';
import { lazyNamed, preloadScreens } from '../../app/lazyNamed';
import { SignInLayout } from './SignInLayout';

const LoginScreen = lazyNamed(() => import('./LoginScreen'), 'LoginScreen');
const ForgotPasswordScreen = lazyNamed(() => import('./ForgotPasswordScreen'), 'ForgotPasswordScreen');
const ResetPasswordScreen = lazyNamed(() => import('./ResetPasswordScreen'), 'ResetPasswordScreen');
const RegisterScreen = lazyNamed(() => import('./RegisterScreen'), 'RegisterScreen');

let onHydrated: (() => void) | null = null;

/**
 * Runs once the page's screen has hydrated. The screen sits inside the
 * frame's Suspense boundaries, which React hydrates after the root commits:
 * only the screen's own effect says the whole pre-rendered page is taken over.
 */
export function whenScreenHydrated(fn: () => void): void {
  onHydrated = fn;
}

function Screen({ children }: { children: ReactNode }) {
  useEffect(() => {
    const fn = onHydrated;
    onHydrated = null;
    fn?.();
  }, []);
  return children;
}

/**
 * The pages the sign-in entry serves itself; src/prerender.tsx renders them
 * from this same table, in each language. A reset link's page is one for
 * every token (the token is in no text of it): pre-rendered as /reset-password.
 */
export const SIGN_IN_PATHS = ['/login', '/forgot-password', '/trainer/register', '/reset-password/:token'] as const;

/**
 * Anything else is the app's (or a landing page): a document load, so this
 * light entry never carries the app. The entry's history does it in place of
 * the history entry (signInPage.tsx), before the router sees the navigation:
 * the address changes once, with the document, never first by history and
 * then again by the load (which raced whatever the visitor, or a test, did in
 * between). A signed-in visitor is on their way home: the sign-in page leaves
 * the history (replace), as the app's own redirect would; anyone else keeps
 * it to come back to.
 */
export function leaveForTheApp(href: string): void {
  if (authStore.get().token) window.location.replace(href);
  else window.location.assign(href);
}

/** A page opened on a path with no sign-in screen (never served so, but a stale shell could): the app's document. */
function LeaveForTheApp() {
  useEffect(() => leaveForTheApp(window.location.pathname + window.location.search), []);
  return null;
}

/**
 * The sign-in pages' routes (src/features/auth/entry.tsx): the same guard
 * and screens as the app's router (src/app/router.tsx), without the signed-in
 * areas, in a frame of their own (SignInLayout: no menu library); the
 * pre-render uses this same table, so the HTML and the hydrating render match.
 */
export const signInRoutes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      {
        element: <SignInLayout />,
        children: [
          { path: 'login', element: <Screen><LoginScreen /></Screen> },
          { path: 'forgot-password', element: <Screen><ForgotPasswordScreen /></Screen> },
          { path: 'reset-password/:token', element: <Screen><ResetPasswordScreen /></Screen> },
          { path: 'trainer/register', element: <Screen><RegisterScreen /></Screen> },
        ],
      },
    ],
  },
  // Outside the guard: the app's own guard decides there, and counts that page view once.
  { path: '*', element: <LeaveForTheApp /> },
];

/** True when the sign-in entry has a screen of its own for this path. */
export function isSignInRoute(pathname: string): boolean {
  const matches = matchRoutes(signInRoutes, pathname);
  return !!matches && matches[matches.length - 1]!.route.path !== '*';
}

/** Loads a sign-in path's screen ahead, so the first render (hydration) does not suspend. */
export function preloadSignInPath(pathname: string): Promise<unknown> {
  // A screen is wrapped in <Screen>: its lazy component is the child.
  const elements = (matchRoutes(signInRoutes, pathname) ?? []).map((m) => m.route.element as { props?: { children?: unknown } } | null);
  return preloadScreens(elements.flatMap((e) => [e, e?.props?.children]));
}
