import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownException } from './shots/known';
import { allVisits, sampledVisits, visitsByRole, type Visit } from './shots/plan';
import { record, SHOTS_DIR, startReport } from './shots/report';
import { openVisitor, visitRoute, type Visitor } from './shots/visit';
import { appAndBrowserForFile } from './support/suite';
import { demoId as seededId } from '../../server/bootstrap/demo/seed';
import { demoId } from './shots/routes';

/**
 * Issue 33, item 4: every screen right at every width, in every language, light and dark. Each route
 * (tests/e2e/shots/routes.ts) with the demo's data is measured in Chromium for sideways overflow, text
 * printed over text, text cut off, words broken across lines (shots/checks.ts) and axe's serious and
 * critical violations. CI measures a fixed sample, every route once (shots/plan.ts); `npm run shots`
 * (SHOTS=all) measures every combination and keeps a PNG of each in test-results/shots/png.
 */
const env = appAndBrowserForFile({ demo: true });
const all = process.env.SHOTS === 'all';
// SHOTS_ROUTES: only these router patterns (comma-separated), e.g. to see a fix at every combination.
const only = process.env.SHOTS_ROUTES?.split(',').map((p) => p.trim());
const visits = (all ? allVisits() : sampledVisits()).filter((v) => !only || only.includes(v.route.pattern));

beforeAll(() => startReport(all ? 'Every screen, every combination' : 'Every screen, the CI sample'));

it('names the demo’s rows as the demo does', () => {
  expect(demoId('client:adam')).toBe(seededId('client:adam'));
});

for (const [role, list] of visitsByRole(visits)) {
  describe(`${role} screens`, () => {
    let visitor: Visitor;
    beforeAll(async () => {
      visitor = await openVisitor(env.browser, env.app.server.url, role);
    });
    afterAll(async () => {
      await visitor?.context.close();
    });

    const byRoute = new Map<string, Visit[]>();
    for (const v of list) byRoute.set(v.route.pattern, [...(byRoute.get(v.route.pattern) ?? []), v]);
    for (const [pattern, routeVisits] of byRoute) {
      const what = routeVisits.map((v) => `${v.lang} ${v.theme} ${v.widths.join('/')}`).join(', ');
      it(`${pattern}: ${all ? 'every width, language and theme' : what}`, { timeout: all ? 600_000 : 120_000 }, async () => {
        const unexpected: string[] = [];
        const known = new Set<string>();
        for (const v of routeVisits) {
          const outcomes = await visitRoute(visitor, env.app.server.url, v.route, v.lang, v.theme, v.widths, all);
          for (const o of outcomes) {
            record(o, (f) => knownException(f, o.combo)?.reason, all);
            for (const f of o.findings) {
              const k = knownException(f, o.combo);
              if (k) known.add(`${f.check} ${f.element}: ${k.reason}`);
              else unexpected.push(`${o.combo.width} px ${o.combo.lang} ${o.combo.theme} (${o.landed}): ${f.check}: ${f.element}: ${f.detail}`);
            }
          }
        }
        // Let through, but said in the log (the list and its reasons: shots/known.ts).
        if (known.size) console.warn(`${pattern}: known exceptions\n  ${[...known].join('\n  ')}`);
        expect([...new Set(unexpected)], `see ${SHOTS_DIR}/findings.md and the PNGs in ${SHOTS_DIR}/failures`).toEqual([]);
      });
    }
  });
}
