import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { median, percentile, type Bench, type Figure } from './lib';
import { launchBrowser, newContext, PHONE } from '../tests/e2e/support/browser';

/** What a client types in the ingredient picker, one keystroke each: Slovak, Czech and English names of foods. */
const QUERIES = ['kuracie prsia', 'kuřecí prsa', 'chicken breast', 'ovsené vločky', 'mlieko', 'tvaroh', 'banán'];
/** Lighthouse's mobile preset: a mid-range phone runs JavaScript about four times slower than this machine. */
const CPU_SLOWDOWN = 4;

/**
 * Issue #10: "ingredient search per keystroke over the shipped table plus
 * 2,000 own ingredients, p95 at most 16 ms on the device; a day's totals
 * recomputed after a log at most 5 ms". Measured in Chromium at phone size
 * with the CPU slowed down four times (CDP Emulation.setCPUThrottlingRate),
 * in the page's JavaScript engine: the domain code the meal screens call
 * (bench/pages/meals.ts, bundled here with esbuild; no dist/ needed).
 * Each figure is the fastest of three runs of the same work: the machine is
 * shared with other jobs, whose preemptions would otherwise decide a p95 of
 * pure code (min of three keeps each run's own garbage collection and cold
 * paths, which recur). Search: searchIngredients on every prefix of each
 * query, five times over (the budget's p95 is over all 340 keystrokes; the
 * first round is reported apart, and so are building the indexes when the
 * picker opens, prepareIngredientSearch, and the first keystroke after it,
 * each timed alone), without the screen's rendering (no
 * search box exists yet). Totals: after
 * each of 200 new logs, today's dailyNutritionTotals and the week chart's
 * seven days, over the week's logs (8 a day; the day shown once before), and
 * over the whole sync window's 120 days.
 */
const bench: Bench = {
  name: 'meals on the device (Chromium, phone size, CPU 4x slower)',
  async run() {
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL('./pages/meals.ts', import.meta.url))],
      bundle: true,
      format: 'iife',
      target: 'es2022',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    const browser = await launchBrowser();
    const figures: Figure[] = [];
    try {
      const context = await newContext(browser, { viewport: PHONE });
      const page = await context.newPage();
      await page.setContent('<!doctype html><meta name="viewport" content="width=device-width"><title>meals bench</title>');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text });

      type Api = {
        typeQueries(q: string[], rounds: number): { prepare: number; first: number; times: number[][]; hits: Record<string, string[]>; ingredients: number };
        logAndTotal(days: number, taps: number): { times: number[]; logs: number; last: { day: { calories: number; totalLogs: number }; chart: number[] } };
      };
      const search = await page.evaluate((q) => (window as unknown as { mealBench: Api }).mealBench.typeQueries(q, 5), QUERIES);
      const [cold] = search.times;
      const all = search.times.flat();
      // The same food in three languages, or the measurement searched for nothing.
      for (const q of ['kuracie prsia', 'kuřecí prsa', 'chicken breast']) {
        if (!search.hits[q]?.length) throw new Error(`"${q}" found nothing`);
      }
      figures.push({ name: `ingredient keystrokes (${all.length}) over ${search.ingredients.toLocaleString('en')} ingredients`, value: all.length, unit: 'keys' });
      figures.push({ name: 'picker opens: search indexes built (prepareIngredientSearch)', value: search.prepare, unit: 'ms' });
      figures.push({ name: 'ingredient search, first keystroke after', value: search.first, unit: 'ms' });
      figures.push({ name: `ingredient search per keystroke, first round (${cold!.length}), p95`, value: percentile(cold!, 95), unit: 'ms' });
      figures.push({ name: 'ingredient search per keystroke, median', value: median(all), unit: 'ms' });
      figures.push({ name: 'ingredient search per keystroke, p95', value: percentile(all, 95), unit: 'ms', budget: 16 });
      figures.push({ name: 'ingredient search per keystroke, worst', value: Math.max(...all), unit: 'ms' });

      const week = await page.evaluate(() => (window as unknown as { mealBench: Api }).mealBench.logAndTotal(7, 200));
      if (week.last.day.totalLogs !== 9) throw new Error(`today has ${week.last.day.totalLogs} logs, not 9`);
      figures.push({ name: `log -> day + week totals over the week (${week.logs} logs), median`, value: median(week.times), unit: 'ms' });
      figures.push({ name: `log -> day + week totals over the week (${week.logs} logs), p95`, value: percentile(week.times, 95), unit: 'ms', budget: 5 });
      const wide = await page.evaluate(() => (window as unknown as { mealBench: Api }).mealBench.logAndTotal(120, 50));
      figures.push({ name: `log -> day + week totals over 120 days (${wide.logs} logs), p95`, value: percentile(wide.times, 95), unit: 'ms' });
      if (process.env.BENCH_VERBOSE) console.log(JSON.stringify({ hits: search.hits, search: search.times.map((r) => r.map((t) => +t.toFixed(2))), week: week.times.map((t) => +t.toFixed(2)) }));
      await context.close();
    } finally {
      await browser.close();
    }
    return figures;
  },
};

export default bench;
