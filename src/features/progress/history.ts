import type { ExerciseLogRow, SetRow } from '../../../domain/workouts/rows';
import { countsForStrength, e1rm, setVolume } from '../../../domain/workouts/strength';

/*
 * A client's logged history in the shapes the progress screens draw. Done
 * sets only (completedAt set); planned sets that were never done are not
 * history. Each function walks the rows once (plus one sort), so two years of
 * sets (10,000) stay well under a frame.
 */

/** A done set with the exercise of its log and the instant it counts at. */
export interface HistoryEntry {
  set: SetRow;
  exerciseId: string;
  /** The set's completedAt (ISO). */
  at: string;
  /** e1RM in kg; null for warm-ups and sets without load. */
  e1rm: number | null;
}

/** One session's figures for one exercise (a point of the charts). */
export interface SessionPoint {
  sessionId: string;
  /** The log's loggedAt (ISO): when the session was logged. */
  at: string;
  /** Best e1RM of the session's sets (kg), null when no set had load. */
  bestE1rm: number | null;
  /** Volume of the session's sets (kg, warm-ups excluded). */
  volume: number;
  /** Done sets (warm-ups included). */
  sets: number;
}

export interface ExerciseHistory {
  exerciseId: string;
  /** Done sets, newest first. */
  entries: HistoryEntry[];
  /** One point per session, oldest first. */
  sessions: SessionPoint[];
  bestE1rm: number | null;
  /** Done sets that count (not warm-ups). */
  workingSets: number;
  /** The newest done set (ISO). */
  lastAt: string;
}

const newestFirst = (a: { at: string }, b: { at: string }) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0);

/** Every exercise's history, keyed by exercise id; one pass over the sets. */
export function historyByExercise(logs: readonly ExerciseLogRow[], sets: readonly SetRow[]): Map<string, ExerciseHistory> {
  const logOf = new Map<string, ExerciseLogRow>();
  for (const l of logs) logOf.set(l.id, l);
  const out = new Map<string, ExerciseHistory>();
  const points = new Map<string, SessionPoint>();
  for (const s of sets) {
    if (!s.completedAt) continue;
    const log = logOf.get(s.exerciseLogId);
    if (!log) continue;
    let h = out.get(log.exerciseId);
    if (!h) out.set(log.exerciseId, (h = { exerciseId: log.exerciseId, entries: [], sessions: [], bestE1rm: null, workingSets: 0, lastAt: '' }));
    const est = countsForStrength(s) ? e1rm(s.weightKg, s.reps) : null;
    h.entries.push({ set: s, exerciseId: log.exerciseId, at: s.completedAt, e1rm: est });
    if (countsForStrength(s)) h.workingSets++;
    if (est !== null && (h.bestE1rm === null || est > h.bestE1rm)) h.bestE1rm = est;
    if (s.completedAt > h.lastAt) h.lastAt = s.completedAt;
    const key = `${log.exerciseId}|${s.sessionId}`;
    let p = points.get(key);
    if (!p) {
      points.set(key, (p = { sessionId: s.sessionId, at: log.loggedAt, bestE1rm: null, volume: 0, sets: 0 }));
      h.sessions.push(p);
    }
    p.sets++;
    p.volume += setVolume(s);
    if (est !== null && (p.bestE1rm === null || est > p.bestE1rm)) p.bestE1rm = est;
  }
  for (const h of out.values()) {
    h.entries.sort(newestFirst);
    h.sessions.sort((a, b) => -newestFirst(a, b) || (a.sessionId < b.sessionId ? -1 : 1));
  }
  return out;
}

let last: { logs: readonly ExerciseLogRow[]; sets: readonly SetRow[]; histories: Map<string, ExerciseHistory> } | null = null;

/**
 * historyByExercise of the same rows (the same arrays) as the last call
 * gives back the same histories: the tracker is mounted again on each visit
 * to its tab, and the rows only change when the device's data does. One
 * entry only, so an old client's history is not kept alive.
 */
export function historyByExerciseOnce(logs: readonly ExerciseLogRow[], sets: readonly SetRow[]): Map<string, ExerciseHistory> {
  if (last && last.logs === logs && last.sets === sets) return last.histories;
  const histories = historyByExercise(logs, sets);
  last = { logs, sets, histories };
  return histories;
}

/** Exercises by how many working sets were logged (most first), then by the newest. */
export function mostLogged(histories: Iterable<ExerciseHistory>): ExerciseHistory[] {
  return [...histories].sort((a, b) => b.workingSets - a.workingSets || b.entries.length - a.entries.length || (a.lastAt < b.lastAt ? 1 : a.lastAt > b.lastAt ? -1 : 0));
}

/** One exercise of a logged session, with its done sets in order. */
export interface LoggedExercise {
  log: ExerciseLogRow;
  sets: SetRow[];
}

export interface LoggedSession {
  sessionId: string;
  /** The earliest loggedAt of its logs (ISO). */
  at: string;
  exercises: LoggedExercise[];
  /** Done sets, warm-ups included. */
  setCount: number;
  volume: number;
}

/** Sessions with at least one done set, newest first; exercises in session order, sets in set order. */
export function groupBySession(logs: readonly ExerciseLogRow[], sets: readonly SetRow[]): LoggedSession[] {
  const setsOf = new Map<string, SetRow[]>();
  for (const s of sets) {
    if (!s.completedAt) continue;
    const list = setsOf.get(s.exerciseLogId);
    if (list) list.push(s);
    else setsOf.set(s.exerciseLogId, [s]);
  }
  const sessions = new Map<string, LoggedSession>();
  for (const log of logs) {
    const done = setsOf.get(log.id);
    if (!done) continue;
    done.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
    let g = sessions.get(log.sessionId);
    if (!g) sessions.set(log.sessionId, (g = { sessionId: log.sessionId, at: log.loggedAt, exercises: [], setCount: 0, volume: 0 }));
    if (log.loggedAt < g.at) g.at = log.loggedAt;
    g.exercises.push({ log, sets: done });
    g.setCount += done.length;
    for (const s of done) g.volume += setVolume(s);
  }
  for (const g of sessions.values()) g.exercises.sort((a, b) => a.log.order - b.log.order || (a.log.id < b.log.id ? -1 : 1));
  return [...sessions.values()].sort((a, b) => newestFirst(a, b) || (a.sessionId < b.sessionId ? -1 : 1));
}
