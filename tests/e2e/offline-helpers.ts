import { and, eq, isNull } from 'drizzle-orm';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { weightLogs } from '../../server/db/schema';
import type { TestServer } from '../helpers/server';

/** Signs in through the login screen, as a user would, and waits for the role's home. */
export async function signInThroughUi(page: Page, baseUrl: string, user: { email: string; password: string }, home: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // 30 s: a first sign-in loads the role's chunks and opens the device's database; on a loaded CI machine 15 s was once not enough.
  await page.waitForURL((u) => u.pathname === home, { timeout: 30_000 });
}

/** The service worker is installed, has precached the app and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/** The global sync indicator's state (synced, pending, offline, error, attention). */
export const syncState = (page: Page) => page.locator('[data-sync-state]').getAttribute('data-sync-state');

export async function waitForSyncState(page: Page, state: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction((s) => document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state') === s, state, { timeout });
}

/** Whether a request from the page reaches the server. */
export const canReachServer = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      (r) => r.ok,
      () => false,
    ),
  );

/** All rows of a table of a user's device database, read straight from IndexedDB in the page. */
export function localRows<T = Record<string, unknown>>(page: Page, userId: string, table: string): Promise<T[]> {
  return page.evaluate(
    ({ name, table }) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(table)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(table, 'readonly').objectStore(table).getAll();
          all.onsuccess = () => {
            resolve(all.result as T[]);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
    { name: `repwise-${userId}`, table },
  );
}

/** Names of the IndexedDB databases of this origin. */
export const databaseNames = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));

/** The live weight logs of a client on the server, oldest first. */
export async function serverWeights(server: TestServer, clientId: string): Promise<number[]> {
  const rows = await server.ctx.db
    .select({ kg: weightLogs.weightKg, at: weightLogs.loggedAt })
    .from(weightLogs)
    .where(and(eq(weightLogs.clientId, clientId), isNull(weightLogs.deletedAt)));
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime()).map((r) => r.kg);
}

/** Logs a weight through the weight screen's form. */
export async function logWeightThroughForm(page: Page, weight: string, loggedAt?: string): Promise<void> {
  await page.getByRole('button', { name: 'Log weight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log weight' });
  await dialog.getByLabel('Weight (kg)').fill(weight);
  if (loggedAt) await dialog.getByLabel('Date and time').fill(loggedAt);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const API_CUT = '**/api/**';
const abortApi = (route: Route) => route.abort('internetdisconnected');

/**
 * No signal: the context goes offline, and its API requests are aborted too,
 * since a sync worker started by a reload or a new tab can send a request
 * before Chromium's offline emulation reaches it.
 */
export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.route(API_CUT, abortApi);
  await context.setOffline(true);
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unroute(API_CUT, abortApi);
  await context.setOffline(false);
}
