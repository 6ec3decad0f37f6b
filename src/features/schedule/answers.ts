import type { OccurrenceAnswerArgs, SeriesAnswerArgs, SessionAnswerArgs } from '../../../domain/sessions/mutations';
import type { ClientDecision } from '../../../domain/sessions/approval';
import type { RejectedMutation } from '../../../replica/db/types';
import { occurrenceKey, seriesKey, sessionKey, type EntryItem, type PendingItem } from './schedule';

/** The mutation an answer to an item sends, carrying the versions the client saw (stale: session_changed). */
export type AnswerMutation =
  | { name: 'series.answer'; args: SeriesAnswerArgs }
  | { name: 'session.answer'; args: SessionAnswerArgs }
  | { name: 'occurrence.answer'; args: OccurrenceAnswerArgs };

export function answerMutation(item: PendingItem | EntryItem, decision: ClientDecision, newId: () => string): AnswerMutation {
  if (item.kind === 'series') return { name: 'series.answer', args: { id: item.series.id, decision, baseVersion: item.series.scheduleVersion } };
  const e = item.entry;
  if (item.kind === 'session') return { name: 'session.answer', args: { id: e.sessionId!, decision, baseVersion: e.scheduleVersion } };
  return {
    name: 'occurrence.answer',
    args: {
      seriesId: e.seriesId!,
      occurrenceDate: e.occurrenceDate!,
      exceptionId: e.exceptionId ?? newId(),
      decision,
      baseVersion: e.scheduleVersion,
      exceptionVersion: e.exceptionVersion,
    },
  };
}

const str = (o: Record<string, unknown>, k: string) => (typeof o[k] === 'string' ? (o[k] as string) : null);

/** The schedule item key a rejected answer was about (null: not an answer). */
export function answerKeyOf(r: Pick<RejectedMutation, 'name' | 'args'>): string | null {
  const a = r.args && typeof r.args === 'object' ? (r.args as Record<string, unknown>) : {};
  if (r.name === 'session.answer') return str(a, 'id') ? sessionKey(str(a, 'id')!) : null;
  if (r.name === 'series.answer') return str(a, 'id') ? seriesKey(str(a, 'id')!) : null;
  if (r.name === 'occurrence.answer') return str(a, 'seriesId') && str(a, 'occurrenceDate') ? occurrenceKey(str(a, 'seriesId')!, str(a, 'occurrenceDate')!) : null;
  return null;
}

/** Answers the server refused because the trainer changed the session meanwhile, by item key → their mutation ids. */
export function changedAnswers(rejected: readonly Pick<RejectedMutation, 'name' | 'args' | 'error' | 'mutationId'>[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const r of rejected) {
    if (r.error.code !== 'session_changed') continue;
    const key = answerKeyOf(r);
    if (key) out.set(key, [...(out.get(key) ?? []), r.mutationId]);
  }
  return out;
}
