import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { launchBrowser, newContext, PHONE } from '../tests/e2e/support/browser';
import { startTestServer } from '../tests/helpers/server';
import { makeClient, makeTrainer } from '../tests/integration/sync-fixtures';
import type { Browser, Request } from 'playwright-core';
import { cpuSpent, descendantsCpuMs, pageFaultMicros, postgresCpuMs, processesCpuSpent } from './cpu';
import { median, type Bench, type Figure } from './lib';

/**
 * A client's first sync into an empty device in Chromium: 10,000 weight
 * logs on the server (PostgreSQL: TEST_DATABASE_URL or the local `test`
 * database), the built app opened with a stored session, timed from the sync
 * worker's first pull request until the device database holds every row and
 * the engine has recorded the sync (all pages pulled and applied). Each
 * sample is a new device (browser context) against the same server.
 */
const ROWS = 10_000;
/** New devices synced one after another; the median is budgeted (a loaded 2-core machine makes single runs noisy). */
const SAMPLES = Number(process.env.FIRST_PULL_SAMPLES) || 5;

interface DoneWindow {
  __firstSync?: { at: number; rows: number };
}

const bench: Bench = {
  name: 'first pull into Dexie in Chromium',
  async run() {
    process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
    const server = await startTestServer('postgres', { distDir: resolve(process.env.BENCH_DIST || 'dist') });
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

      const samples: Sample[] = [];
      for (let i = 0; i < SAMPLES; i++) samples.push(await firstSync(browser, server.url, { token: user!.token, id: user!.id }));
      const times = samples.map((x) => x.ms);
      if (process.env.BENCH_VERBOSE) {
        console.log('first pull samples (ms):', times.join(', '));
        for (const x of samples) console.log(`  ${x.ms} ms: ${x.pulls} pages in ${x.answers} answers, in at ${x.pagesInMs.join(', ')} ms (server ${x.serverMs.join(', ')} ms to first byte), done ${x.ms - x.lastPageMs} ms after the last, Chromium CPU ms ${JSON.stringify(x.browserCpu)}, server CPU ms ${JSON.stringify(x.serverCpu)}`);
      }
      const figures: Figure[] = [
        { name: `first pull of ${samples[0]!.rows} weight logs into Dexie, median of ${SAMPLES} (${Math.max(...samples.map((x) => x.pulls))} pages, PostgreSQL)`, value: median(times), unit: 'ms', budget: 400 },
        { name: 'first pull, fastest sample', value: Math.min(...times), unit: 'ms' },
        { name: 'first pull, slowest sample', value: Math.max(...times), unit: 'ms' },
        // Where the median's time goes: the server's answers (until the last page has arrived) and the device after it.
        { name: 'first pull, last answer received (median)', value: median(samples.map((x) => x.lastPageMs)), unit: 'ms' },
        { name: 'first pull, server time to first byte, summed over pages (median)', value: median(samples.map((x) => sum(x.serverMs))), unit: 'ms' },
        { name: 'first pull, device after the last page (median)', value: median(samples.map((x) => x.ms - x.lastPageMs)), unit: 'ms' },
      ];
      // The browser's CPU time from the first pull until the sync was done: the device's work, little moved by the machine's load.
      if (samples.every((x) => x.browserCpu)) {
        figures.push({ name: 'first pull, Chromium CPU time (median)', value: median(samples.map((x) => x.browserCpu!.all!)), unit: 'ms' });
      }
      figures.push({ name: 'first pull, server CPU time: this process + PostgreSQL (median)', value: median(samples.map((x) => x.serverCpu.node + (x.serverCpu.pg ?? 0))), unit: 'ms' });
      // The floor under the first pull on this machine: the same rows written into IndexedDB with nothing else going on.
      const floor = await indexedDbAlone(browser, server.url, clientId);
      figures.push({ name: `IndexedDB alone: ${ROWS} such rows put in one transaction, no network, median of ${floor.length}`, value: median(floor), unit: 'ms' });
      // IndexedDB's writes fault in new memory in the browser's storage service: a machine with slow page faults raises the floor (cpu.ts).
      figures.push({ name: 'this machine: µs per page of new memory (page faults)', value: pageFaultMicros(), unit: 'µs' });
      return figures;
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

export default bench;

interface Sample {
  ms: number;
  rows: number;
  /** Pages of the download, and the answers they came in (a streamed answer holds several). */
  pulls: number;
  answers: number;
  /** When each answer's last byte arrived, ms after the first pull request. */
  pagesInMs: number[];
  lastPageMs: number;
  /** Each answer's wait from sending the request to its first byte: the server's work on its first page. */
  serverMs: number[];
  /** CPU time Chromium's processes used from the first pull request until the sync was done, by process kind and 'all' (null without /proc). */
  browserCpu: Record<string, number> | null;
  /** CPU ms of this process (the server, and Playwright's side) and of PostgreSQL's processes over the same span. */
  serverCpu: { node: number; pg: number | null };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** One first sync on a new device (a fresh browser context): ms from the first pull request until every row is in and the sync recorded. */
async function firstSync(browser: Browser, url: string, user: { token: string; id: string }): Promise<Sample> {
  const context = await newContext(browser, { viewport: PHONE });
  await context.addInitScript(
    ({ token, id }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userRole', 'client');
      localStorage.setItem('repwise_sync_user', id);
    },
    { token: user.token, id: user.id },
  );
  let firstPullAt = 0;
  let cpu0: Map<string, number> | null = null;
  let server0 = { node: 0, pg: null as Map<number, number> | null };
  context.on('request', (r) => {
    if (!r.url().endsWith('/api/sync/pull')) return;
    if (!firstPullAt) {
      firstPullAt = Date.now();
      cpu0 = descendantsCpuMs();
      const u = process.cpuUsage();
      server0 = { node: (u.user + u.system) / 1000, pg: postgresCpuMs() };
    }
  });
  // Read after the sync is done, so the bench's own work stays out of the timed part.
  const finished: { request: Request; endAt: number }[] = [];
  context.on('requestfinished', (r) => {
    if (r.url().endsWith('/api/sync/pull')) finished.push({ request: r, endAt: Date.now() });
  });
  context.on('requestfailed', (r) => {
    if (r.url().endsWith('/api/sync/pull') && process.env.BENCH_VERBOSE) console.log('pull request failed:', r.failure()?.errorText);
  });
  const page = await context.newPage();
  page.on('worker', (w) => w.on('console', (m) => console.log('worker:', m.text())));
  await page.goto(`${url}/client`);
  // Watched from the page: done when the engine recorded a completed sync and every row is in the device database.
  // (A string: the bench runs under tsx, whose helpers do not exist in the page.)
  await page.evaluate(`(() => {
    const name = ${JSON.stringify(`repwise-${user.id}`)};
    const rows = ${ROWS};
    const again = () => setTimeout(check, 5);
    let idb = null;
    async function check() {
      if (!idb) {
        // Never create the database before the app does.
        if (!(await indexedDB.databases()).some((d) => d.name === name && (d.version || 0) > 1)) return again();
        const open = indexedDB.open(name);
        open.onerror = again;
        open.onsuccess = () => {
          idb = open.result;
          // Let the app upgrade its database if it wants to.
          idb.onversionchange = () => { idb.close(); idb = null; };
          check();
        };
        return;
      }
      // Rows are counted only once the engine has recorded a sync: counting 10,000 rows every few ms would load the database being measured.
      const tx = idb.transaction(['syncMeta'], 'readonly');
      const net = tx.objectStore('syncMeta').get('net');
      tx.oncomplete = () => {
        if (!(net.result && net.result.value && net.result.value.lastSyncedAt)) return again();
        const count = idb.transaction(['weightLogs'], 'readonly').objectStore('weightLogs').count();
        count.onsuccess = () => {
          if (count.result < rows) return again();
          window.__firstSync = { at: Date.now(), rows: count.result };
          idb.close();
        };
        count.onerror = again;
      };
      tx.onabort = again;
    }
    check();
  })()`);
  await page.waitForFunction(() => !!(window as unknown as DoneWindow).__firstSync, undefined, { timeout: 60_000, polling: 20 });
  const done = (await page.evaluate(() => (window as unknown as DoneWindow).__firstSync))!;
  const cpu1 = descendantsCpuMs();
  const u1 = process.cpuUsage();
  const pg1 = postgresCpuMs();
  // This process runs the server and drives the browser: its CPU is the server's work and a little of Playwright's.
  const serverCpu = { node: Math.round((u1.user + u1.system) / 1000 - server0.node), pg: processesCpuSpent(server0.pg, pg1) };
  if (!firstPullAt) throw new Error('no pull request seen');
  // A streamed answer's end may be reported a little after the device is done with its last page: wait for it (untimed).
  const bodies = new Map<Request, string>();
  const bodyOf = async (r: Request) => bodies.get(r) ?? bodies.set(r, (await (await r.response())!.body()).toString('utf8')).get(r)!;
  for (let waited = 0; waited < 3000; waited += 50) {
    let last = false;
    for (const { request } of finished) last ||= (await bodyOf(request)).split('\n').some((l) => l.includes('"hasMore":false') && !l.includes('"changes":[]'));
    if (last) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const pages: { endAt: number; serverMs: number; pages: number }[] = [];
  for (let { request, endAt } of finished) {
    // A streamed answer (NDJSON) holds several pages, a line each. A round after the download (a poke, the event
    // stream opening) pulls nothing: not a page of it.
    const body = await bodyOf(request);
    const count = body.split('\n').filter((l) => l.trim() && !l.includes('"changes":[]')).length;
    if (!count) continue;
    const t = request.timing();
    // The browser's own time of the last byte (the event that reports it may come later).
    if (t.responseEnd > 0) endAt = Math.round(t.startTime + t.responseEnd);
    pages.push({ endAt, serverMs: Math.round(t.responseStart - t.requestStart), pages: count });
  }
  await context.close();
  const pagesInMs = pages.map((p) => p.endAt - firstPullAt).sort((a, b) => a - b);
  return { ms: done.at - firstPullAt, rows: done.rows, pulls: sum(pages.map((p) => p.pages)), answers: pages.length, pagesInMs, lastPageMs: Math.max(...pagesInMs), serverMs: pages.map((p) => p.serverMs), browserCpu: cpuSpent(cpu0, cpu1), serverCpu };
}

/**
 * ms to put ROWS weight logs shaped as the pull sends them into a store keyed
 * and indexed as the device's weightLogs store, in one transaction, on a page
 * of the app's origin without the app (offline.html): what IndexedDB alone
 * costs for a first pull's rows, a floor no protocol change moves. A new
 * database per run, as a first sync has.
 */
async function indexedDbAlone(browser: Browser, url: string, clientId: string, runs = 5): Promise<number[]> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/offline.html`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      // A string, as above: the bench runs under tsx, whose helpers do not exist in the page.
      times.push(
        (await page.evaluate(`(async () => {
          const rows = Array.from({ length: ${ROWS} }, (_, g) => {
            const at = new Date(Date.now() - g * 600000).toISOString();
            return { id: crypto.randomUUID(), clientId: ${JSON.stringify(clientId)}, weightKg: 60 + (g % 400) / 10, notes: null, loggedAt: at, createdAt: at, updatedAt: at, clocks: {} };
          });
          const db = await new Promise((resolve, reject) => {
            const open = indexedDB.open('floor-${i}', 1);
            open.onupgradeneeded = () => open.result.createObjectStore('weightLogs', { keyPath: 'id' }).createIndex('[clientId+loggedAt]', ['clientId', 'loggedAt']);
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          const t0 = performance.now();
          await new Promise((resolve, reject) => {
            const tx = db.transaction('weightLogs', 'readwrite');
            const store = tx.objectStore('weightLogs');
            for (const r of rows) store.put(r);
            tx.oncomplete = resolve;
            tx.onabort = () => reject(tx.error);
          });
          const ms = performance.now() - t0;
          db.close();
          return Math.round(ms);
        })()`)) as number,
      );
    }
    return times;
  } finally {
    await context.close();
  }
}
