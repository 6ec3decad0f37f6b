import { useRoutes, type RouteObject } from 'react-router';

/**
 * A route table under a declarative router: the app's (App.tsx), the sign-in
 * entry's (features/auth/signInPage.tsx) and the pre-render's (prerender.tsx),
 * so a hydrating render is the pre-rendered one. No route has a loader or an
 * action: the data router (createBrowserRouter) weighed 15 KB more on the wire.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
