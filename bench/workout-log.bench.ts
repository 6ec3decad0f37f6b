import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { exerciseSets } from '../server/db/schema';
import { waitForServiceWorker, waitForSyncState } from '../tests/e2e/offline-helpers';
import { PHONE, waitForPageAsync } from '../tests/e2e/support/browser';
import { median, percentile, type Bench, type Figure } from './lib';
import { planAndSession, startWorkoutBench } from './workout-browser';

const BLOCKS = 12;
const SETS = 5;
const WARMUP = 10;

/**
 * Issue 14, in Chromium at phone size on the real logging screen, the
 * network cut: a plan of 12 exercises × 5 sets (60 sets) logged set by set
 * with the one-tap "set done". Each tap is timed in the page from the click
 * dispatched on the check button to its row marked done in the DOM (a
 * MutationObserver on data-done); the first taps warm up and are dropped.
 * Then the network returns and the server's database is polled from node
 * until it holds the 60 done sets.
 */
const bench: Bench = {
  name: 'workout logging: set done tap, 60 sets offline to the server (Chromium)',
  async run() {
    const b = await startWorkoutBench(PHONE);
    const figures: Figure[] = [];
    try {
      const { page, app, context, clientId } = b;
      const { sessionId, mutations } = planAndSession(clientId, BLOCKS, SETS);
      await b.push(mutations);
      await waitForSyncState(page, 'synced');
      // The app as a phone in the gym has it: installed, the service worker serving its chunks (the write path
      // among them) with no network. Without it the taps' writes waited in the journal for the network, and the
      // figure below timed their writing as much as their push.
      await waitForServiceWorker(page);
      await page.goto(`${app.server.url}/trainer/sessions/${sessionId}/log?client_id=${clientId}`);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-set"]').length === n, BLOCKS * SETS, { timeout: 30_000 });

      await context.setOffline(true);
      await waitForSyncState(page, 'offline');

      const taps: number[] = [];
      const frames: number[] = [];
      // BENCH_TRACE=1: a Chromium trace of the taps tells the tap's own work (the click's CPU time on the
      // renderer's main thread) from the time the thread waited for a core (a loaded machine).
      const trace = !!process.env.BENCH_TRACE;
      if (trace) await b.browser.startTracing(page, { categories: ['devtools.timeline'] });
      for (let i = 0; i < BLOCKS * SETS; i++) {
        const t = await page.evaluate(
          ({ exercise, order }) =>
            new Promise<{ dom: number; frame: number }>((resolve, reject) => {
              const card = document.querySelectorAll('[data-testid="log-exercise"]')[exercise]!;
              const row = card.querySelector(`[data-testid="log-set"][data-set-order="${order}"]`)!;
              const button = row.querySelector<HTMLButtonElement>('button.wl-check')!;
              let t0 = 0;
              const timeout = setTimeout(() => reject(new Error(`set ${exercise}/${order} never showed done`)), 5_000);
              const observer = new MutationObserver(() => {
                if (row.getAttribute('data-done') !== 'true') return;
                const dom = performance.now() - t0;
                observer.disconnect();
                clearTimeout(timeout);
                requestAnimationFrame(() => resolve({ dom, frame: performance.now() - t0 }));
              });
              observer.observe(row, { attributes: true, attributeFilter: ['data-done'] });
              t0 = performance.now();
              button.click();
            }),
          { exercise: Math.floor(i / SETS), order: i % SETS },
        );
        if (i >= WARMUP) {
          taps.push(t.dom);
          frames.push(t.frame);
        }
        // The next tap comes after this one's transaction committed, as a lifter's next set does.
        await waitForPageAsync(
          page,
          async ({ name, n }) => {
            const db = await new Promise<IDBDatabase>((res, rej) => {
              const r = indexedDB.open(name);
              r.onsuccess = () => res(r.result);
              r.onerror = () => rej(r.error);
            });
            const count = await new Promise<number>((res) => {
              const r = db.transaction('exerciseSets').objectStore('exerciseSets').count();
              r.onsuccess = () => res(r.result);
            });
            db.close();
            return count === n;
          },
          { name: `repwise-${b.trainer.id}`, n: i + 1 },
        );
      }
      if (process.env.BENCH_VERBOSE) console.log(taps.map((x) => x.toFixed(1)).join(" "));
      figures.push({ name: `tap "set done" -> row shown done, p95 (${taps.length} taps)`, value: percentile(taps, 95), unit: 'ms', budget: 7 });
      figures.push({ name: 'tap "set done" -> row shown done, median', value: median(taps), unit: 'ms' });
      figures.push({ name: 'tap "set done" -> next animation frame, median', value: median(frames), unit: 'ms' });
      if (trace) {
        const clicks = clickDispatches(JSON.parse((await b.browser.stopTracing()).toString('utf8'))).slice(WARMUP);
        if (clicks.length === taps.length) {
          figures.push({ name: 'trace: tap click dispatch, wall time, p95', value: percentile(clicks.map((c) => c.wall), 95), unit: 'ms' });
          figures.push({ name: 'trace: tap click dispatch, CPU time, p95', value: percentile(clicks.map((c) => c.cpu), 95), unit: 'ms' });
          figures.push({ name: 'trace: tap click dispatch, CPU time, max', value: Math.max(...clicks.map((c) => c.cpu)), unit: 'ms' });
        }
      }

      const doneOnServer = async () => {
        const [row] = await app.server.ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(exerciseSets)
          .where(and(eq(exerciseSets.sessionId, sessionId), isNotNull(exerciseSets.completedAt)));
        return row?.n ?? 0;
      };
      if ((await doneOnServer()) !== 0) throw new Error('sets reached the server while offline');
      // The page's online event is what starts the push (under Playwright's emulation the sync worker gets none of its own).
      await page.evaluate(() => window.addEventListener('online', () => ((window as unknown as { onlineAt: number }).onlineAt = Date.now()), { once: true }));
      // The clock starts before the emulation is told, so its own latency counts against the budget; the page's online event is reported too.
      const wall0 = Date.now();
      await context.setOffline(false);
      const returned = Date.now();
      let n = 0;
      while ((n = await doneOnServer()) < BLOCKS * SETS) {
        if (Date.now() - wall0 > 30_000) throw new Error(`only ${n} sets reached the server in 30 s`);
        await new Promise((r) => setTimeout(r, 5));
      }
      const allThere = Date.now();
      const pageOnline = await page.evaluate(() => (window as unknown as { onlineAt?: number }).onlineAt ?? NaN);
      figures.push({ name: `network back -> ${BLOCKS * SETS} sets logged offline on the server`, value: allThere - wall0, unit: 'ms', budget: 1000 });
      figures.push({ name: 'network back -> setOffline(false) returned', value: returned - wall0, unit: 'ms' });
      figures.push({ name: "network back -> the page's online event", value: pageOnline - wall0, unit: 'ms' });
      figures.push({ name: `the page's online event -> ${BLOCKS * SETS} sets on the server`, value: allThere - pageOnline, unit: 'ms' });
    } finally {
      await b.close();
    }
    return figures;
  },
};

/** The click events dispatched in the page, in order, with their wall and thread (CPU) time in ms. */
function clickDispatches(json: { traceEvents: { name: string; ph: string; ts: number; dur?: number; tdur?: number; args?: { data?: { type?: string } } }[] }) {
  return json.traceEvents
    .filter((e) => e.name === 'EventDispatch' && e.ph === 'X' && e.args?.data?.type === 'click')
    .sort((a, b) => a.ts - b.ts)
    .map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? 0) / 1000 }));
}

export default bench;
