import fc from 'fast-check';
import type { Role } from './protocol';
import type { Target } from './targets';
import { badValue, spoil, toJson, type Spoil } from './values';

/* One fuzzed request's parts: which seeded row an id names, bad dates and times, and the generated case before the server's ids fill it in. */

/** The seeded rows a mutation's `id` names, by the mutation's prefix; one that makes a row gets a new id. */
export const ROW_OF_MUTATION: Record<string, string> = {
  client: 'clients',
  weightLog: 'weight-logs',
  exercise: 'exercises',
  plan: 'training-plans',
  block: 'plan-blocks',
  blockExercise: 'block-exercises',
  session: 'sessions',
  series: 'series',
  exception: 'exceptions',
  exerciseLog: 'exercise-logs',
  set: 'exercise-sets',
  ingredient: 'ingredients',
  meal: 'meals',
  mealPlan: 'meal-plans',
  mealPlanMeal: 'pivots',
  customMeal: 'custom-meals',
  mealLog: 'meal-logs',
  payment: 'payments',
};
export const MAKES_A_ROW = /\.(create|add|importMany|start|record)$/;

/** Where a date, time or moment goes, by the field's name (its sample's shape is the other sign). */
export const isTimeField = (key: string) =>
  /date|time|day/i.test(key) || /(_at|At|_on|On)$/.test(key) || /^(starts?|ends?|from|to|until|since)(_|[A-Z0-9]|$)/.test(key);
export const looksLikeTime = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}|^\d{2}:\d{2}/.test(v);

/**
 * What goes in one date or time field of an otherwise good body: a date that
 * is no date made the series walk endless (issue 27 item 1: "x" gave NaN and
 * the loop's end was never reached), others give NaN, Infinity or a day that
 * does not exist.
 */
export const TIME_BAD = ['x', '', '2026-13-45', '2026-02-30', '24:61', 'NaN', 'Infinity', '1e999', '-1'] as const;

/** Mutations in one push of a sweep: sent one push each, they would be most of the run's time. */
export const BATCH = 24;

/** Which of the seeded rows a path parameter names, from the path around it. */
export function kindOfParam(path: string, name: string): string | null {
  const before = path.slice(0, path.indexOf(`{${name}}`));
  const rules: [RegExp, string][] = [
    [/\/clients\/$/, path.endsWith('/invitation') ? 'invitees' : 'clientWithUser'],
    [/weight-logs\/$/, 'weight-logs'],
    [/\/exercises\/$/, path.includes('/plans/') ? 'block-exercises' : 'exercises'],
    [/(global-plans|\/plans)\/$/, 'training-plans'],
    [/training-sessions\/$/, 'sessions'],
    [/billing\/sessions\/$/, 'sessions'],
    [/training-session-series\/$/, 'series'],
    [/training-session-exceptions\/$/, 'exceptions'],
    [/exercise-logs\/$/, 'exercise-logs'],
    [/meal-plans\/$/, 'meal-plans'],
    [/meal-plans\/\{\w+\}\/meals\/$/, 'pivots'],
    [/custom-meals\/$/, 'custom-meals'],
    [/meal-logs\/$/, 'meal-logs'],
    [/\/meals\/$/, 'meals'],
    [/meal\/$/, 'meals'],
    [/payments\/$/, 'payments'],
    [/trainers\/$/, 'trainers'],
    [/verify-email\/$/, 'users'],
  ];
  return rules.find(([re]) => re.test(before))?.[1] ?? null;
}

/** A URL component, lone surrogates included (encodeURIComponent throws on them; a client may still send their bytes). */
export function encodeLoose(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((ch) => {
        const c = ch.charCodeAt(0);
        if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) return `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`.toUpperCase();
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

export const asText = (v: unknown): string => (typeof v === 'string' ? v : toJson(v));

/** One generated request, before ids are filled in from the running server's fixture. */
export interface CaseSpec {
  role: Role | null;
  /** Per path parameter: the caller's row, a foreign one, a made-up id or a bad value. */
  pathChoice: ('own' | 'foreign' | 'random' | { bad: unknown })[];
  query: (unknown | undefined)[];
  spoils: Spoil[];
  /** A body sent to an operation that takes none. */
  strayBody: unknown;
}

export function caseSpec(t: Target): fc.Arbitrary<CaseSpec> {
  const pathParams = t.params.filter((p) => p.in === 'path');
  const queryParams = t.params.filter((p) => p.in === 'query');
  return fc.record({
    role: fc.constantFrom(...t.roles),
    pathChoice: fc.tuple(
      ...pathParams.map(() =>
        fc.oneof(
          { weight: 12, arbitrary: fc.constant('own' as const) },
          { weight: 2, arbitrary: fc.constant('foreign' as const) },
          { weight: 1, arbitrary: fc.constant('random' as const) },
          { weight: 2, arbitrary: badValue.map((bad) => ({ bad })) },
        ),
      ),
    ) as fc.Arbitrary<CaseSpec['pathChoice']>,
    query: fc.tuple(...queryParams.map(() => fc.option(fc.oneof(fc.constant('sample'), badValue), { nil: undefined }))) as fc.Arbitrary<unknown[]>,
    // Mostly one bad part, so the rest of the body stays good enough to reach the checks behind it.
    spoils: fc.array(spoil, { minLength: 1, maxLength: 2 }),
    strayBody: fc.option(badValue, { nil: undefined, freq: 4 }),
  });
}

export interface Request {
  method: string;
  url: string;
  token?: string;
  body?: string;
  shown: string;
  /** A path names another trainer's row (an admin may act on any trainer's). */
  foreign: boolean;
  role: Role | null;
}

export interface Answer {
  status: number;
  text: string;
  ms: number;
}
