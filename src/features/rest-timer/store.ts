import { extendRest, IDLE, pauseRest, restoreRestTimer, resumeRest, skipRest, startRest, type RestTimer } from '../../../domain/workouts/rest-timer';
import { rememberExerciseRest } from './settings';

/**
 * The one rest timer of this device, shared by every screen: the logging
 * screen starts it after a set, the bar in the layout shows it wherever the
 * user goes. Only its end is stored (localStorage), so a reload or a closed
 * app finds it where it was; tabs follow each other through the storage event.
 */
const KEY = 'repwise.restTimer';

export interface RestTimerState {
  timer: RestTimer;
  /** What the rest is for, e.g. the exercise just done (shown by the bar). */
  label: string | null;
  /** The exercise the rest follows: a rest made shorter or longer becomes that exercise's rest (settings.ts). */
  exerciseId?: string | null;
}

let state: RestTimerState = read();
const listeners = new Set<() => void>();

function read(): RestTimerState {
  if (typeof localStorage === 'undefined') return { timer: IDLE, label: null };
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { timer?: unknown; label?: unknown; exerciseId?: unknown } | null;
    const out: RestTimerState = { timer: restoreRestTimer(raw?.timer), label: typeof raw?.label === 'string' ? raw.label : null };
    if (typeof raw?.exerciseId === 'string') out.exerciseId = raw.exerciseId;
    return out;
  } catch {
    return { timer: IDLE, label: null };
  }
}

function write(next: RestTimerState) {
  state = next;
  if (typeof localStorage !== 'undefined') {
    if (next.timer.state === 'idle') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(next));
  }
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    state = read();
    for (const l of listeners) l();
  });
}

export const restTimerStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): RestTimerState => state,
};

/** Starts (or restarts) the rest: `seconds` from now; after `exerciseId` when it follows one. */
export function startRestTimer(seconds: number, label: string | null = null, now = Date.now(), exerciseId: string | null = null) {
  write(exerciseId ? { timer: startRest(now, seconds), label, exerciseId } : { timer: startRest(now, seconds), label });
}

export function extendRestTimer(by: number, now = Date.now()) {
  const timer = extendRest(state.timer, by, now);
  write({ ...state, timer });
  if (state.exerciseId && timer.state !== 'idle') rememberExerciseRest(state.exerciseId, timer.durationSeconds);
}

export function skipRestTimer() {
  write({ timer: skipRest(), label: null });
}

export function pauseRestTimer(now = Date.now()) {
  write({ ...state, timer: pauseRest(state.timer, now) });
}

export function resumeRestTimer(now = Date.now()) {
  write({ ...state, timer: resumeRest(state.timer, now) });
}

/** The end last sounded on this device (bar-rules.ts shouldAlert), kept beside the timer. */
const ALERTED_KEY = 'repwise.restTimer.alerted';

export function alertedRestEnd(): string | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(ALERTED_KEY);
  } catch {
    return null;
  }
}

/**
 * Records that the end `endsAt` has sounded. Returns false when it already
 * had (another tab or an earlier render took it), so only one sounds.
 */
export function claimRestAlert(endsAt: string): boolean {
  if (alertedRestEnd() === endsAt) return false;
  if (typeof localStorage !== 'undefined') {
    try {
      localStorage.setItem(ALERTED_KEY, endsAt);
    } catch {
      // Storage full or denied: sound anyway, this once.
    }
  }
  return true;
}
