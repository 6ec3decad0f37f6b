import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { RouteGuard } from '../../app/guards/RouteGuard';
import { AuthLayout } from '../../app/layouts/AuthLayout';
import { lazyNamed, preloadScreens } from '../../app/lazyNamed';

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

/** The pages the sign-in entry serves itself; src/prerender.tsx renders them from this same table. */
export const SIGN_IN_PATHS = ['/login', '/forgot-password', '/trainer/register'] as const;

/**
 * Anything else is the app's (or a landing page): a document load, so this
 * light entry never carries the app. replace(): the in-app navigation that
 * led here already made its history entry.
 */
function ToTheApp() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return null;
}

/**
 * The sign-in pages' routes (src/features/auth/entry.tsx): the same guard,
 * frame and screens as the app's router (src/app/router.tsx), without the
 * signed-in areas, so the pre-rendered HTML and the hydrating render match.
 */
export const signInRoutes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      {
        element: <AuthLayout />,
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
  { path: '*', element: <ToTheApp /> },
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
