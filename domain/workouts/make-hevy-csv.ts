/*
 * Builds Hevy-shaped CSV text, for tests and the import benchmark: a few
 * hand-written rows, or many made up deterministically.
 */

export const HEVY_COLUMNS = [
  'title',
  'start_time',
  'end_time',
  'description',
  'exercise_title',
  'superset_id',
  'exercise_notes',
  'set_index',
  'set_type',
  'weight_kg',
  'reps',
  'distance_km',
  'duration_seconds',
  'rpe',
] as const;

export type HevyRow = Partial<Record<(typeof HEVY_COLUMNS)[number], string | number | null>>;

const quote = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : `"${v.replace(/"/g, '""')}"`);

/** Hevy's layout: every text cell quoted, numbers bare, missing cells empty. */
export function makeHevyCsv(rows: readonly HevyRow[], columns: readonly string[] = HEVY_COLUMNS): string {
  const lines = [columns.map((c) => `"${c}"`).join(',')];
  for (const r of rows) lines.push(columns.map((c) => quote((r as Record<string, string | number | null | undefined>)[c])).join(','));
  return `${lines.join('\n')}\n`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EXERCISES = ['Bench Press (Barbell)', 'Squat (Barbell)', 'Deadlift (Barbell)', 'Lat Pulldown (Cable)', 'Bicep Curl (Dumbbell)', 'Overhead Press (Barbell)'];

/** `count` rows: workouts of 5 exercises × 4 sets (one warm-up), a day apart from 1 Jan 2023. */
export function syntheticHevyRows(count: number, opts: { lastDay?: Date; everyDays?: number } = {}): HevyRow[] {
  const rows: HevyRow[] = [];
  const workouts = Math.ceil(count / 20);
  const every = opts.everyDays ?? 1;
  // Without a last day the workouts run daily from 1 Jan 2023; with one, every `everyDays` days up to it.
  const first = opts.lastDay ? Date.UTC(opts.lastDay.getUTCFullYear(), opts.lastDay.getUTCMonth(), opts.lastDay.getUTCDate()) - (workouts - 1) * every * 86_400_000 : Date.UTC(2023, 0, 1);
  for (let i = 0; i < count; i++) {
    const workout = Math.floor(i / 20);
    const exercise = Math.floor(i / 4) % 5;
    const set = i % 4;
    const day = new Date(first + workout * every * 86_400_000);
    const stamp = (h: number) => `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}, ${String(h).padStart(2, '0')}:15`;
    rows.push({
      title: `Workout ${workout % 3 === 0 ? 'A' : 'B'}`,
      start_time: stamp(7),
      end_time: stamp(8),
      description: '',
      exercise_title: EXERCISES[(exercise + workout) % EXERCISES.length]!,
      superset_id: null,
      exercise_notes: '',
      set_index: set,
      set_type: set === 0 ? 'warmup' : 'normal',
      weight_kg: 40 + ((workout * 7 + exercise * 5 + set * 2.5) % 80),
      reps: 5 + ((workout + set) % 6),
      distance_km: null,
      duration_seconds: null,
      rpe: set === 3 ? 8.5 : null,
    });
  }
  return rows;
}
