import { useSyncExternalStore } from 'react';
import { DEFAULT_REST_SECONDS } from '../../../domain/workouts/rest-timer';
import { REST_MAX_SECONDS } from '../../../domain/plans/blocks';

/*
 * The rest after a set, kept on this device (localStorage), like the plate
 * calculator's settings: the profile has no field of a user's own that
 * syncs (it is the server's account row), and a rest is a matter of the gym
 * at hand. `defaultSeconds` is the user's default (settings); `byExercise`
 * the rest last taken after each exercise (a rest shortened or lengthened
 * on the bar is remembered for the exercise it followed). Tabs follow each
 * other through the storage event.
 */
export const REST_SETTINGS_KEY = 'repwise.rest';
/** Exercises remembered at most; the ones used longest ago go first. */
const MAX_REMEMBERED = 300;

export interface RestSettings {
  defaultSeconds: number;
  byExercise: Readonly<Record<string, number>>;
}

const DEFAULTS: RestSettings = { defaultSeconds: DEFAULT_REST_SECONDS, byExercise: {} };

const validSeconds = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= REST_MAX_SECONDS;

/** A stored value read back; anything broken falls back to the default, part by part. */
export function parseRestSettings(raw: unknown): RestSettings {
  if (typeof raw !== 'object' || raw === null) return DEFAULTS;
  const r = raw as { defaultSeconds?: unknown; byExercise?: unknown };
  const byExercise: Record<string, number> = {};
  if (typeof r.byExercise === 'object' && r.byExercise !== null) {
    for (const [k, v] of Object.entries(r.byExercise)) if (validSeconds(v)) byExercise[k] = v;
  }
  return { defaultSeconds: validSeconds(r.defaultSeconds) && r.defaultSeconds > 0 ? r.defaultSeconds : DEFAULT_REST_SECONDS, byExercise };
}

function read(): RestSettings {
  if (typeof localStorage === 'undefined') return DEFAULTS;
  try {
    const raw = localStorage.getItem(REST_SETTINGS_KEY);
    return raw === null ? DEFAULTS : parseRestSettings(JSON.parse(raw));
  } catch {
    return DEFAULTS;
  }
}

let current: RestSettings = read();
const listeners = new Set<() => void>();

function write(next: RestSettings) {
  current = next;
  if (typeof localStorage !== 'undefined') {
    try {
      localStorage.setItem(REST_SETTINGS_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the setting holds for this page.
    }
  }
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== REST_SETTINGS_KEY && e.key !== null) return;
    current = read();
    for (const l of listeners) l();
  });
}

export function getRestSettings(): RestSettings {
  return current;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export function useRestSettings(): RestSettings {
  return useSyncExternalStore(subscribe, getRestSettings, getRestSettings);
}

export function setDefaultRest(seconds: number) {
  if (!validSeconds(seconds) || seconds === 0) return;
  write({ ...current, defaultSeconds: seconds });
}

/** The rest just taken after an exercise, kept as that exercise's rest from now on. */
export function rememberExerciseRest(exerciseId: string, seconds: number) {
  if (!validSeconds(seconds) || current.byExercise[exerciseId] === seconds) return;
  // Re-inserted last, so the oldest remembered are the first keys and the first dropped.
  const { [exerciseId]: _old, ...rest }: Record<string, number> = current.byExercise;
  const keys = Object.keys(rest);
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED + 1))) delete rest[k];
  write({ ...current, byExercise: { ...rest, [exerciseId]: seconds } });
}
