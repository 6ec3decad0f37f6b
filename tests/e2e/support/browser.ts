import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; Playwright never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function newContext(browser: Browser, opts: { viewport?: { width: number; height: number }; locale?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    locale: opts.locale ?? 'en-US',
    serviceWorkers: 'allow',
  });
}

/** Fails the test on uncaught page errors and CSP violations, which a user would meet as a broken screen. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) errors.push(`csp: ${m.text()}`);
  });
  return errors;
}

/**
 * The page's CPU slowed down as a slower phone's (CDP; Lighthouse's mobile preset uses 4). Returns the way back:
 * full speed and detached before the context closes (closing a throttled page stalled for minutes).
 */
export async function throttleCpu(page: Page, rate: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    await cdp.detach().catch(() => {});
  };
}

/**
 * Holds back the pre-rendered sign-in pages' script (`/assets/signin-*.js`), as a slow phone network
 * would: the page paints and takes typing before the app runs. Call the returned function to let it through.
 */
export async function holdSignInScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const late = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/signin-[^/]+\.js$/, async (route) => {
    await late;
    await route.continue();
  });
  return release;
}

/**
 * Polls an async page function until it answers true. page.waitForFunction
 * cannot do it: it takes the promise such a function returns for a true
 * answer and returns at once.
 */
export async function waitForPageAsync<A>(page: Page, fn: (arg: A) => Promise<boolean>, arg: A, opts: { timeout?: number; interval?: number } = {}): Promise<void> {
  const until = Date.now() + (opts.timeout ?? 30_000);
  // Playwright types the function's argument as its unboxed form, which a generic A does not narrow to.
  const run = fn as unknown as (arg: unknown) => Promise<boolean>;
  while (!(await page.evaluate(run, arg as unknown))) {
    if (Date.now() > until) throw new Error(`not true within ${opts.timeout ?? 30_000} ms: ${fn.toString().slice(0, 120)}`);
    await new Promise((r) => setTimeout(r, opts.interval ?? 20));
  }
}
