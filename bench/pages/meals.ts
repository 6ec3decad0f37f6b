import { dailyNutritionTotals } from '../../domain/meals/daily-totals';
import { type OwnIngredient } from '../../domain/meals/ingredients';
import { SHIPPED_INGREDIENTS } from '../../domain/meals/shipped';
import type { MealLog } from '../../domain/meals/meal-log';
import { prepareIngredientSearch, searchIngredients } from '../../domain/meals/search';
import { MEAL_SLOTS } from '../../domain/meals/slots';

/**
 * A bench-only script (never part of the app's build), bundled by
 * bench/meals-device.bench.ts and run in Chromium: the domain code the meal
 * screens run per keystroke and per log, timed in the page's JavaScript
 * engine. Exposes `window.mealBench`.
 */

/**
 * The time of `work`, the fastest of three runs: this machine is shared with
 * other jobs, whose preemptions would otherwise decide a p95 of pure code.
 */
function fastestOf3(work: () => void): number {
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    work();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

const QUALIFIERS = ['domáce', 'bio', 'light', 'mražené', 'z obchodu', 'babičkine', 'organic', 'homemade', 'vařené', 'pečené'];

/** 2,000 own ingredients named as people name them: a shipped food in some language, with a brand or a word and a number. */
function ownIngredients(count: number): OwnIngredient[] {
  return Array.from({ length: count }, (_, k) => {
    const base = SHIPPED_INGREDIENTS[(k * 7) % SHIPPED_INGREDIENTS.length]!;
    const name = [base.names.en, base.names.sk, base.names.cz][k % 3]!;
    return {
      kind: 'own',
      id: `0190a0b0-0000-7000-8000-${String(k).padStart(12, '0')}`,
      name: `${name} ${QUALIFIERS[k % QUALIFIERS.length]} ${k}`,
      category: base.category,
      per100g: base.per100g,
      units: base.units,
    };
  });
}

/**
 * Times searchIngredients on every prefix of each query, in order, as typing
 * would, `rounds` times over (a day of logging meals), each the fastest of
 * three. Before, the picker opening builds the indexes
 * (prepareIngredientSearch), and the first keystroke after it is timed alone.
 */
function typeQueries(queries: string[], rounds: number) {
  const own = ownIngredients(2000);
  const times: number[][] = [];
  const hits: Record<string, string[]> = {};
  const t0 = performance.now();
  prepareIngredientSearch(own);
  const prepare = performance.now() - t0;
  const t1 = performance.now();
  searchIngredients(queries[0]!.slice(0, 1), { locale: 'sk', own });
  const first = performance.now() - t1;
  for (let r = 0; r < rounds; r++) {
    const round: number[] = [];
    for (const q of queries) {
      for (let i = 1; i <= q.length; i++) {
        let found: ReturnType<typeof searchIngredients> = [];
        round.push(fastestOf3(() => void (found = searchIngredients(q.slice(0, i), { locale: 'sk', own }))));
        if (i === q.length) hits[q] = found.slice(0, 3).map((h) => h.name);
      }
    }
    times.push(round);
  }
  return { prepare, first, times, hits, ingredients: SHIPPED_INGREDIENTS.length + own.length };
}

const DAY_MS = 86_400_000;

/**
 * A client's logs over `days` days up to today (Europe/Bratislava): the four
 * slots' meals (snacks twice) and three glasses of water a day, most eaten.
 */
function logsOf(days: number, today: number): MealLog[] {
  const logs: MealLog[] = [];
  let n = 0;
  for (let d = days - 1; d >= 0; d--) {
    const dayStart = today - d * DAY_MS;
    const entries = [...MEAL_SLOTS, 'snacks' as const, null, null, null];
    entries.forEach((slot, i) => {
      logs.push({
        id: `0190a0b0-0000-7000-8000-${String(++n).padStart(12, '0')}`,
        loggedAt: new Date(dayStart + (6 + i * 1.7) * 3_600_000).toISOString(),
        wasCompleted: (n * 7) % 10 < 8,
        calories: slot ? 250 + ((n * 37) % 400) + 0.5 : 0,
        protein: slot ? 10 + ((n * 13) % 40) / 10 : 0,
        carbs: slot ? 20 + ((n * 17) % 60) / 10 : 0,
        fat: slot ? 5 + ((n * 11) % 30) / 10 : 0,
        waterMl: slot ? 0 : 250,
        sessionId: null,
        mealId: null,
        slot: slot ?? null,
      });
    });
  }
  return logs;
}

/**
 * After each new log (one tap), the day view's totals and the week chart's:
 * dailyNutritionTotals of today and of each of the week's seven days, over
 * `days` days of logs (the week the screen reads, or the whole sync window).
 * The screen has shown the day once before the first tap (untimed).
 */
function logAndTotal(days: number, taps: number) {
  const timeZone = 'Europe/Bratislava';
  const today = Date.UTC(2026, 2, 29, 0, 0); // the day clocks change in Bratislava
  const before = logsOf(days, today);
  let logs = before;
  const week = Array.from({ length: 7 }, (_, i) => new Date(today - (6 - i) * DAY_MS + 12 * 3_600_000).toISOString().slice(0, 10));
  const times: number[] = [];
  week.map((date) => dailyNutritionTotals(logs, date, timeZone));
  let last = null;
  for (let t = 0; t < taps; t++) {
    let day = null;
    let chart: ReturnType<typeof dailyNutritionTotals>[] = [];
    times.push(
      fastestOf3(() => {
        // Each tap from the same day: one more log than the screen showed.
        logs = [...before, { ...before[before.length - 1]!, id: `tap-${t}`, slot: 'snacks', wasCompleted: true, calories: 100 + t }];
        day = dailyNutritionTotals(logs, week[6]!, timeZone);
        chart = week.map((date) => dailyNutritionTotals(logs, date, timeZone));
      }),
    );
    last = { day: day!, chart: chart.map((c) => c.calories) };
  }
  return { times, logs: logs.length, last };
}

(window as unknown as { mealBench: unknown }).mealBench = { typeQueries, logAndTotal };
