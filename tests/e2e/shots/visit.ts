import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { layoutFindings, type Finding } from './checks';
import type { Lang, Role, ShotRoute, Theme } from './routes';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PASSWORD = 'demo1234';
const SIGN_IN: Record<Exclude<Role, 'guest'>, string> = { trainer: 'demo@repwise.app', client: 'adam@repwise.app', admin: 'admin@repwise.app' };
/** A screen's height at each width: a phone, a tablet upright, a laptop, a desktop. */
const HEIGHT: Record<number, number> = { 360: 780, 768: 1024, 1366: 768, 1920: 1080 };
/** What a screen shows while its data is on its way. */
const LOADING = '.area-skeleton, .skeleton-card, .loading-screen, .admin-loading, .sform-loading, .cal-remote-loading, .spinner';

export interface Combo {
  route: ShotRoute;
  width: number;
  lang: Lang;
  theme: Theme;
}

export interface Outcome {
  combo: Combo;
  /** Where the visit ended (a guard may have sent it elsewhere). */
  landed: string;
  findings: Finding[];
  png?: Buffer;
}

/** One signed-in (or guest) browser context: the role's person signed in, the language and theme it was last set to. */
export interface Visitor {
  role: Role;
  context: BrowserContext;
  page: Page;
  errors: string[];
  lang?: Lang;
}

export async function openVisitor(browser: Browser, baseUrl: string, role: Role): Promise<Visitor> {
  // bypassCSP: axe is injected as a script of the page's own, which the app's CSP would refuse.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US', bypassCSP: true, serviceWorkers: 'block' });
  // Each change to the DOM stamps the time: a screen is measured once it has been still a while.
  await context.addInitScript(() => {
    // A build that keeps function names (tsx) wraps the measuring functions' inner functions in __name().
    const named = window as unknown as { __name?: (f: unknown) => unknown };
    named.__name ??= (f) => f;
    const w = window as unknown as { __shotsChanged: number };
    w.__shotsChanged = performance.now();
    new MutationObserver(() => (w.__shotsChanged = performance.now())).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (role !== 'guest') {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(SIGN_IN[role]);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname.startsWith(`/${role}`));
  }
  return { role, context, page, errors };
}

/** The language for what follows: the profile's (signed in) and the device's stored choice, as Settings sets both. */
export async function useLanguage(v: Visitor, baseUrl: string, lang: Lang): Promise<void> {
  if (v.lang === lang) return;
  if (v.page.url() === 'about:blank') await v.page.goto(`${baseUrl}/login`);
  const status = await v.page.evaluate(
    async ({ lang, signedIn }) => {
      localStorage.setItem('app_language', lang);
      // A guest of that language: the sign-up screens take the landing page's language (docs/rules/routes-and-screens.md "Navigation guards"), as one who came from it.
      localStorage.setItem('landing_page_locale', lang);
      if (!signedIn) return 200;
      const res = await fetch('/api/user/language', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ language: lang }),
      });
      return res.status;
    },
    { lang, signedIn: v.role !== 'guest' },
  );
  if (status >= 300) throw new Error(`setting the language to ${lang} answered ${status}`);
  v.lang = lang;
}

/**
 * Waits until the screen shows what it will show: no loading placeholder, fonts in, no DOM change or
 * animation for 300 ms. A screen that keeps changing (a ticking clock) is measured as it is after 20 s;
 * one still loading then is a finding.
 */
async function settle(page: Page, ready?: string): Promise<Finding[]> {
  if (ready) await page.locator(ready).first().waitFor({ timeout: 15_000 }).catch(() => {});
  const still = await page
    .waitForFunction(
      (loading) => {
        const w = window as unknown as { __shotsChanged: number };
        const busy = [...document.querySelectorAll(loading)].some((e) => (e as HTMLElement).offsetParent !== null);
        const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
        return !busy && !moving && document.fonts.status === 'loaded' && performance.now() - w.__shotsChanged > 300;
      },
      LOADING,
      { timeout: 20_000, polling: 100 },
    )
    .then(() => true)
    .catch(() => false);
  if (still) return [];
  const loading = await page.locator(LOADING).first().isVisible();
  return loading ? [{ check: 'page-error', element: LOADING, detail: 'still loading after 20 s' }] : [];
}

async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.slice(0, 5).map((n) => ({ check: 'axe' as const, element: n.target.join(' '), detail: `${v.id} (${v.impact}): ${v.help}` })));
  });
}

/**
 * Visits a route in one language and theme and measures it at each width (the page resized in place:
 * cheaper than a visit per width, and a screen must follow a resize anyway). `shoot`: a full-page PNG of
 * each width, else only of a width that found something.
 */
export async function visitRoute(v: Visitor, baseUrl: string, route: ShotRoute, lang: Lang, theme: Theme, widths: readonly number[], shoot: boolean): Promise<Outcome[]> {
  await useLanguage(v, baseUrl, lang);
  const { page } = v;
  await page.emulateMedia({ colorScheme: theme });
  const first = widths[0] ?? 1366;
  await page.setViewportSize({ width: first, height: HEIGHT[first] ?? 900 });
  v.errors.length = 0;
  await page.goto(`${baseUrl}${route.path(lang)}`);
  const outcomes: Outcome[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT[width] ?? 900 });
    const findings = await settle(page, route.ready);
    findings.push(...(await page.evaluate(layoutFindings)), ...(await axeFindings(page)));
    findings.push(...v.errors.splice(0).map((e) => ({ check: 'page-error' as const, element: 'page', detail: e })));
    const htmlLang = await page.getAttribute('html', 'lang');
    if (htmlLang !== (lang === 'cz' ? 'cs' : lang)) findings.push({ check: 'page-error', element: 'html', detail: `shown in ${htmlLang}, not ${lang}` });
    const png = shoot || findings.length > 0 ? await page.screenshot({ fullPage: true }) : undefined;
    outcomes.push({ combo: { route, width, lang, theme }, landed: new URL(page.url()).pathname, findings, png });
  }
  return outcomes;
}
