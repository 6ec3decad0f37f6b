import type { SetRow } from './rows';

type HistorySet = Pick<SetRow, 'sessionId' | 'order' | 'completedAt'>;

/**
 * The done sets of the latest session before `before` (an instant) that did
 * this exercise, in set order; `excludeSessionId` is the session being
 * logged. A session's time is its latest done set. Null without history.
 */
export function previousSessionSets<T extends HistorySet>(
  history: readonly T[],
  opts: { excludeSessionId?: string; before?: string } = {},
): { sessionId: string; sets: T[] } | null {
  // Compared as times, not text: '...:00Z' and '...:00.000Z' are the same instant.
  const before = opts.before === undefined ? Infinity : Date.parse(opts.before);
  const counts = (s: T) => s.completedAt !== null && s.sessionId !== opts.excludeSessionId && Date.parse(s.completedAt) < before;
  const latest = new Map<string, number>();
  for (const s of history) {
    if (!counts(s)) continue;
    const t = Date.parse(s.completedAt!);
    if (!(t <= (latest.get(s.sessionId) ?? -Infinity))) latest.set(s.sessionId, t);
  }
  let best: [string, number] | null = null;
  for (const entry of latest) if (!best || entry[1] > best[1]) best = entry;
  if (!best) return null;
  const sessionId = best[0];
  const sets = history.filter((s) => s.sessionId === sessionId && counts(s));
  return { sessionId, sets: sets.sort((a, b) => a.order - b.order) };
}

/**
 * The "previous" column beside `count` sets: entry i is the previous
 * session's i-th set (by order, so gaps in order values do not shift it), or
 * null when that session had fewer sets.
 */
export function previousColumn<T extends HistorySet>(
  history: readonly T[],
  count: number,
  opts: { excludeSessionId?: string; before?: string } = {},
): (T | null)[] {
  const prev = previousSessionSets(history, opts)?.sets ?? [];
  return Array.from({ length: count }, (_, i) => prev[i] ?? null);
}
