import { withBenchPage } from './bench-page';
import { percentile, type Bench, type Figure } from './lib';

interface BenchWindow {
  __bench: { write(kg: number): Promise<{ dom: number; frame: number; committed: number }>; ready(): Promise<boolean> };
}

/**
 * A local write reaching the screen through a live query, in Chromium:
 * bench/pages/live-write.tsx (built here, served by the real server) shows
 * the app's weight list through the app's live query hooks; each sample is
 * from just before applyLocalMutation to the new row in the DOM (and to the
 * next animation frame, reported). The first writes warm up and are dropped.
 */
const WARMUP = 20;
const SAMPLES = 200;

const bench: Bench = {
  name: 'local write to screen through a live query (Chromium)',
  async run() {
    return withBenchPage('live-write', async (page) => {
      const dom: number[] = [];
      const frame: number[] = [];
      const committed: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const kg = Number((50 + i * 0.07).toFixed(2));
        const t = await page.evaluate((w) => (window as unknown as BenchWindow).__bench.write(w), kg);
        if (i >= WARMUP) {
          dom.push(t.dom);
          frame.push(t.frame);
          committed.push(t.committed);
        }
      }
      const figures: Figure[] = [
        { name: `write to row in the DOM via live query, p50 (${dom.length} writes)`, value: percentile(dom, 50), unit: 'ms', budget: 3 },
        { name: 'write to row in the DOM via live query, p95', value: percentile(dom, 95), unit: 'ms', budget: 7 },
        { name: 'write to the next animation frame with the row, p50', value: percentile(frame, 50), unit: 'ms' },
        { name: 'write to its transaction committed, p50', value: percentile(committed, 50), unit: 'ms' },
      ];
      return figures;
    });
  },
};

export default bench;
