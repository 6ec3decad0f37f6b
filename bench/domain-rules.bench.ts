import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mapImportRows, readImportFile } from '../domain/exercises/import';
import { GLOBAL_EXERCISES } from '../domain/exercises/library';
import { filterExercises } from '../domain/exercises/visibility';
import { searchIngredients } from '../domain/meals/search';
import { expandAll } from '../domain/sessions/expand';
import type { SessionSeriesRow } from '../domain/sessions/rows';
import type { Weekday } from '../domain/time/wall-time';
import type { OwnIngredient } from '../domain/meals/ingredients';
import { matchExerciseNames } from '../domain/workouts/exercise-match';
import { parseWorkoutCsv } from '../domain/workouts/import-format';
import { importRows } from '../domain/workouts/import-rows';
import { makeHevyCsv, syntheticHevyRows } from '../tests/fixtures/hevy-csv';
import { historyByExercise } from '../src/features/progress/history';
import { log, set } from '../tests/fixtures/progress';
import { median, percentile, type Bench } from './lib';

/**
 * Pure rules that run while a user waits, in Node (the same code runs in the
 * browser): an ingredient search per keystroke over the shipped table and
 * 1,000 own ingredients, reading a 5,000-row Hevy export into rows, and
 * expanding 200 recurring series over a year (weekly, fortnightly and
 * monthly, in three zones, across daylight-saving changes).
 */
const ZONES = ['Europe/Bratislava', 'Europe/Prague', 'America/New_York'];
const SERIES: SessionSeriesRow[] = Array.from({ length: 200 }, (_, i) => ({
  id: `s${i}`,
  title: 'Session',
  type: 'in_person',
  clientIds: ['c'],
  planByClient: { c: null },
  date: `2025-0${1 + (i % 9)}-1${i % 10}`,
  time: `${String(6 + (i % 14)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  timeZone: ZONES[i % ZONES.length]!,
  durationMinutes: 60,
  notes: null,
  recurrence:
    i % 4 === 3
      ? { unit: 'months', interval: 1, weekdays: [], dayOfMonth: 1 + (i % 31), endDate: null, maxSessions: 36 }
      : {
          unit: 'weeks',
          interval: 1 + (i % 2),
          weekdays: [(i % 5) as Weekday, ((i % 5) + 3) as Weekday],
          dayOfMonth: null,
          endDate: i % 3 ? '2027-12-31' : null,
          maxSessions: i % 3 ? null : 300,
        },
  approvalByClient: { c: 'approved' },
  scheduleVersion: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}));
const bench: Bench = {
  name: 'domain rules a user waits for (Node)',
  async run() {
    const own: OwnIngredient[] = Array.from({ length: 1000 }, (_, k) => ({
      kind: 'own',
      id: `own-${k}`,
      name: `Vlastné jedlo č. ${k} s kuracím mäsom`,
      category: 'other',
      per100g: { kcal: 150, protein: 20, carbs: 5, fat: 5 },
      units: {},
    }));
    const queries = ['k', 'ku', 'kur', 'kura', 'kurac', 'mlie', 'chléb', 'tvaroh', 'a', 'xyz'];
    searchIngredients('warm up', { locale: 'sk', own });
    const keystrokes: number[] = [];
    for (let r = 0; r < 20; r++) {
      for (const q of queries) {
        const t0 = performance.now();
        searchIngredients(q, { locale: 'sk', own });
        keystrokes.push(performance.now() - t0);
      }
    }

    const csv = makeHevyCsv(syntheticHevyRows(5000));
    const imports: number[] = [];
    for (let r = 0; r < 5; r++) {
      const t0 = performance.now();
      const parsed = parseWorkoutCsv(csv, { timeZone: 'Europe/Bratislava' });
      const match = matchExerciseNames(parsed.workouts.flatMap((w) => w.exercises.map((e) => e.name)));
      importRows(parsed.workouts, { clientId: '0190a5b2-0000-7000-8000-000000000001', exerciseIds: match.matched });
      imports.push(performance.now() - t0);
    }
    const expansions: number[] = [];
    for (let r = 0; r < 20; r++) {
      const t0 = performance.now();
      expandAll(SERIES, [], '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z');
      expansions.push(performance.now() - t0);
    }

    // The exercise library filter per keystroke over 1,100 exercises, and mapping the 873-row public-domain file.
    const big = Array.from({ length: 1100 }, (_, i) => {
      const e = GLOBAL_EXERCISES[i % GLOBAL_EXERCISES.length]!;
      return { ...e, id: `${e.id}-${i}` };
    });
    filterExercises(big, { query: 'x', language: 'sk' });
    const typedPrefixes = 'drep s velkou'.split('').map((_, i, all) => all.slice(0, i + 1).join(''));
    const filterTimes = typedPrefixes.map((query) => {
      const t0 = performance.now();
      filterExercises(big, { query, language: 'sk' });
      return performance.now() - t0;
    });
    const source = readImportFile(readFileSync(fileURLToPath(new URL('../tests/fixtures/exercises/free-exercise-db.json', import.meta.url)), 'utf8'));
    const mapTimes: number[] = [];
    for (let r = 0; r < 10; r++) {
      const t0 = performance.now();
      mapImportRows(source);
      mapTimes.push(performance.now() - t0);
    }

    // The exercise tracker's history over two years: 500 sessions of 20 sets (10,000 sets), one pass.
    const trackerLogs = [];
    const trackerSets = [];
    for (let d = 0; d < 500; d++) {
      const l = log(`l${d}`, `s${d}`, `e${d % 6}`, new Date(Date.UTC(2024, 0, 1) + d * 36 * 3_600_000).toISOString());
      trackerLogs.push(l);
      for (let i = 0; i < 20; i++) trackerSets.push(set(`l${d}-${i}`, l, i, 5 + (i % 5), 50 + (d % 40), l.loggedAt, i === 0 ? 'warmup' : 'working'));
    }
    const histories: number[] = [];
    for (let r = 0; r < 10; r++) {
      const t0 = performance.now();
      historyByExercise(trackerLogs, trackerSets);
      histories.push(performance.now() - t0);
    }

    return [
      { name: "exercise tracker's history of 10,000 sets, median of 10", value: median(histories), unit: 'ms', budget: 50 },
      { name: 'exercise filter per keystroke over 1,100 exercises, worst', value: Math.max(...filterTimes), unit: 'ms', budget: 16 },
      { name: '873 public-domain rows mapped to exercises, median of 10', value: median(mapTimes), unit: 'ms', budget: 50 },
      { name: '200 series expanded over a year, median of 20', value: median(expansions), unit: 'ms', budget: 20 },
      { name: 'ingredient search per keystroke (329 shipped + 1,000 own), p95', value: percentile(keystrokes, 95), unit: 'ms', budget: 5 },
      { name: '5,000-row Hevy file read, matched, made into rows, median of 5', value: median(imports), unit: 'ms', budget: 1000 },
    ];
  },
};
export default bench;
