import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { launchBrowser, newContext, PHONE } from '../tests/e2e/support/browser';
import { startTestServer } from '../tests/helpers/server';
import { makeClient, makeTrainer } from '../tests/integration/sync-fixtures';
import type { Bench, Figure } from './lib';

/**
 * A client's first sync into an empty device in Chromium: 10,000 weight
 * logs on the server (PostgreSQL: TEST_DATABASE_URL or the local `test`
 * database), the built app opened with a stored session, timed from the sync
 * worker's first pull request until the device database holds every row and
 * the engine has recorded the sync (all pages pulled and applied).
 */
const ROWS = 10_000;

interface DoneWindow {
  __firstSync?: { at: number; rows: number };
}

const bench: Bench = {
  name: 'first pull into Dexie in Chromium',
  async run() {
    process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
    const server = await startTestServer('postgres', { distDir: resolve('dist') });
    const browser = await launchBrowser();
    try {
      const db = server.ctx.db;
      const trainer = await makeTrainer(db);
      const { clientId, user } = await makeClient(db, trainer.id, { withUser: true });
      // One weight every ten minutes back from now: all inside the sync window.
      await db.execute(sql`
        insert into weight_logs (id, space_id, client_id, weight_kg, logged_at, created_by)
        select gen_random_uuid(), ${trainer.id}::uuid, ${clientId}::uuid, 60 + (g % 400) / 10.0, now() - (g * 10 || ' minutes')::interval, ${user!.id}::uuid
        from generate_series(1, ${ROWS}) g`);

      const context = await newContext(browser, { viewport: PHONE });
      await context.addInitScript(
        ({ token, id }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('userRole', 'client');
          localStorage.setItem('repwise_sync_user', id);
        },
        { token: user!.token, id: user!.id },
      );
      let firstPullAt = 0;
      let pulls = 0;
      context.on('request', (r) => {
        if (!r.url().endsWith('/api/sync/pull')) return;
        pulls++;
        if (!firstPullAt) firstPullAt = Date.now();
      });
      const page = await context.newPage();
      page.on('worker', (w) => w.on('console', (m) => console.log('worker:', m.text())));
      await page.goto(`${server.url}/client`);
      // Watched from the page: done when the engine recorded a completed sync and every row is in the device database.
      // (A string: the bench runs under tsx, whose helpers do not exist in the page.)
      await page.evaluate(`(() => {
        const name = ${JSON.stringify(`repwise-${user!.id}`)};
        const rows = ${ROWS};
        const again = () => setTimeout(check, 5);
        async function check() {
          // Never create the database before the app does.
          if (!(await indexedDB.databases()).some((d) => d.name === name && (d.version || 0) > 1)) return again();
          const open = indexedDB.open(name);
          open.onerror = again;
          open.onsuccess = () => {
            const idb = open.result;
            const tx = idb.transaction(['syncMeta', 'weightLogs'], 'readonly');
            const net = tx.objectStore('syncMeta').get('net');
            const count = tx.objectStore('weightLogs').count();
            tx.oncomplete = () => {
              idb.close();
              const synced = net.result && net.result.value && net.result.value.lastSyncedAt;
              if (synced && count.result >= rows) window.__firstSync = { at: Date.now(), rows: count.result };
              else again();
            };
          };
        }
        check();
      })()`);
      await page.waitForFunction(() => !!(window as unknown as DoneWindow).__firstSync, undefined, { timeout: 60_000, polling: 20 });
      const done = (await page.evaluate(() => (window as unknown as DoneWindow).__firstSync))!;
      if (!firstPullAt) throw new Error('no pull request seen');
      const figures: Figure[] = [
        { name: `first pull of ${done.rows} weight logs into Dexie (${pulls} requests, PostgreSQL)`, value: done.at - firstPullAt, unit: 'ms', budget: 1000 },
      ];
      await context.close();
      return figures;
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

export default bench;
