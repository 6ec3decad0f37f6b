import type { TFunction } from 'i18next';
import type { Locale } from '../../../domain/constants';
import type { SetRow } from '../../../domain/workouts/rows';
import { formatKg } from '../weight-logs';

export type ValuesOf = Pick<SetRow, 'reps' | 'weightKg' | 'durationSeconds' | 'distanceMeters' | 'rpe'>;

/**
 * A time as a clock reads: 0:45, 20:00, 1:05:00. English, Slovak and Czech
 * all write durations this way (hours and minutes before a colon), so the
 * language changes nothing but the words around it.
 */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A weight of 0 is no load (a bodyweight or timed exercise: Strong and the log write 0 for an empty field), never "0 kg". */
const load = (kg: number | null): number | null => (kg == null || kg === 0 ? null : kg);

/** How set values read: 5 × 100 kg, 8 reps, 1:00, 400 m; a dash when there is none. Plain text, for long lists: a hook per row would cost more than the row. */
export function setValuesText(t: TFunction, locale: Locale, set: ValuesOf): string {
  const parts: string[] = [];
  const kg = load(set.weightKg);
  if (set.reps != null && kg != null) parts.push(t('progress.repsTimesKg', { reps: set.reps, kg: formatKg(kg, locale) }));
  else if (set.reps != null) parts.push(t('progress.reps', { reps: set.reps }));
  else if (kg != null) parts.push(t('progress.kg', { kg: formatKg(kg, locale) }));
  if (set.durationSeconds != null) parts.push(formatClock(set.durationSeconds));
  if (set.distanceMeters != null) parts.push(t('progress.meters', { meters: formatKg(set.distanceMeters, locale) }));
  if (set.rpe != null) parts.push(t('progress.rpe', { rpe: formatKg(set.rpe, locale) }));
  return parts.join(' · ') || '–';
}

/** A logged session's line: its sets and, when anything was lifted, its volume. */
export function sessionSummaryText(t: TFunction, locale: Locale, s: { setCount: number; volume: number }): string {
  const kg = Math.round(s.volume);
  return kg > 0 ? t('progress.sessionSummary', { sets: s.setCount, kg: formatKg(kg, locale) }) : t('progress.sessionSets', { sets: s.setCount });
}

/** Exercises of a session grouped as done: a superset's (logs sharing a block id) together, at its first one's place; others alone. */
export function supersetGroups<E extends { log: { blockId: string | null } }>(exercises: readonly E[]): E[][] {
  const count = new Map<string, number>();
  for (const e of exercises) if (e.log.blockId !== null) count.set(e.log.blockId, (count.get(e.log.blockId) ?? 0) + 1);
  const groups: E[][] = [];
  const byBlock = new Map<string, E[]>();
  for (const e of exercises) {
    const block = e.log.blockId;
    if (block === null || (count.get(block) ?? 0) < 2) {
      groups.push([e]);
      continue;
    }
    const group = byBlock.get(block);
    if (group) group.push(e);
    else {
      const fresh = [e];
      byBlock.set(block, fresh);
      groups.push(fresh);
    }
  }
  return groups;
}
