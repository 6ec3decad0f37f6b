import { useCallback, useReducer, useRef } from 'react';
import type { DraftEntry } from './model';
import type { SetEdit } from './SetRowView';

/**
 * What the logging screen holds that no row holds yet: exercises picked from
 * the library, rows added or removed, values typed into a set not done yet,
 * a blank workout's start. Kept in sessionStorage per session and client, so
 * a reload or a switch between a group's clients keeps it; the moment a set
 * is done it is written as rows and its edits are dropped from here.
 */
export interface ScreenState {
  drafts: DraftEntry[];
  extraRows: Record<string, number>;
  /** `${entryKey}#${order}` → values typed or type chosen. */
  edits: Record<string, SetEdit>;
  /** A blank workout's start, fixed when the screen first opened. */
  startedAt: string | null;
}

const EMPTY: ScreenState = { drafts: [], extraRows: {}, edits: {}, startedAt: null };
const PREFIX = 'repwise.workoutLog.';

function read(key: string): ScreenState {
  if (typeof sessionStorage === 'undefined') return EMPTY;
  try {
    const raw = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null') as Partial<ScreenState> | null;
    return raw ? { ...EMPTY, ...raw } : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(key: string, state: ScreenState) {
  if (typeof sessionStorage === 'undefined') return;
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the state lives on in memory.
  }
}

/**
 * The screen state's key: a session's, or a workout not created yet (a
 * blank one, or a day of a plan: each plan its own, so exercises picked for
 * a blank workout do not turn up in a plan day).
 */
export function screenStateKey(sessionId: string | null, planId: string | null, clientId: string): string {
  return `${sessionId ?? (planId ? `plan-${planId}` : 'blank')}:${clientId}`;
}

/** Moves a blank workout's screen state to the session it became. */
export function moveScreenState(from: string, to: string) {
  write(to, read(from));
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(PREFIX + from);
}

export function editKey(entryKey: string, order: number): string {
  return `${entryKey}#${order}`;
}

/** The state as last rendered, the function that changes it, and the state as it is now (ahead of a render still to come). */
export function useScreenState(key: string): [ScreenState, (change: (s: ScreenState) => ScreenState) => void, () => ScreenState] {
  const ref = useRef<{ key: string; value: ScreenState } | null>(null);
  if (ref.current === null || ref.current.key !== key) ref.current = { key, value: read(key) };
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // Written at once (not in a state updater), so what follows a tap reads it.
  const update = useCallback(
    (change: (s: ScreenState) => ScreenState) => {
      const base = ref.current && ref.current.key === key ? ref.current.value : read(key);
      const next = change(base);
      ref.current = { key, value: next };
      write(key, next);
      rerender();
    },
    [key],
  );
  const current = useCallback(() => (ref.current && ref.current.key === key ? ref.current.value : read(key)), [key]);
  return [ref.current.value, update, current];
}
