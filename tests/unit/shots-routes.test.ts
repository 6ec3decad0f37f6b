import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/router';
import { SHOT_ROUTES } from '../e2e/shots/routes';

/** Every path the router declares, in full ('/trainer/clients/:id'); the catch-all '*' only redirects. */
function routerPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    const here = r.path === undefined ? parent : r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
    const own = r.path !== undefined || r.index ? [here || '/'] : [];
    return [...own, ...routerPaths(r.children ?? [], here)];
  });
}

describe('the screenshot test visits every route (tests/e2e/shots/routes.ts)', () => {
  it('lists each of the router’s paths, the landing pages under every language prefix', () => {
    const visited = new Set(
      SHOT_ROUTES.flatMap((r) => (r.prefixed ? [r.pattern, ...['/sk', '/cz'].map((p) => (r.pattern === '/' ? p : p + r.pattern))] : [r.pattern])),
    );
    const declared = new Set(routerPaths(routes).filter((p) => p !== '/*'));
    expect([...declared].filter((p) => !visited.has(p))).toEqual([]);
    expect([...visited].filter((p) => !declared.has(p))).toEqual([]);
  });
});
