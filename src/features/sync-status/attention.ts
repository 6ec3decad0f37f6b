import type { RejectedMutation } from '../../../replica/db/types';

export type AttentionWhat = 'weightLogCreate' | 'weightLogUpdate' | 'weightLogDelete' | 'clientUpdate' | 'sessionAnswer' | 'seriesAnswer' | 'occurrenceAnswer' | 'other';

const WHAT: Record<string, AttentionWhat> = {
  'weightLog.create': 'weightLogCreate',
  'weightLog.update': 'weightLogUpdate',
  'weightLog.delete': 'weightLogDelete',
  'client.update': 'clientUpdate',
  'session.answer': 'sessionAnswer',
  'series.answer': 'seriesAnswer',
  'occurrence.answer': 'occurrenceAnswer',
};

/** Where a client answers a refused session answer again: the schedule, pointed at the session (docs/rules/routes-and-screens.md "Client area" client.schedule). */
export function scheduleLinkOf(r: Pick<RejectedMutation, 'name' | 'args'>): string | null {
  const a = r.args && typeof r.args === 'object' ? (r.args as Record<string, unknown>) : {};
  const q = new URLSearchParams({ openApproval: '1' });
  const put = (k: string, v: unknown) => typeof v === 'string' && q.set(k, v);
  if (r.name === 'session.answer') put('sessionId', a.id);
  else if (r.name === 'series.answer') put('seriesId', a.id);
  else if (r.name === 'occurrence.answer') {
    put('seriesId', a.seriesId);
    put('exceptionDate', a.occurrenceDate);
    put('exceptionId', a.exceptionId);
  } else return null;
  return `/client/schedule?${q.toString()}`;
}

/** A weight as the "needs attention" list shows it. */
export interface WeightFacts {
  weightKg: number;
  loggedAt: string;
}

export interface AttentionItem {
  mutationId: number;
  what: AttentionWhat;
  /** What the change would have set, where it is a weight. */
  mine: WeightFacts | null;
  /** The server's row: unknown until the pull after the rejection, gone when deleted, else its weight if it is one. */
  server: { kind: 'unknown' } | { kind: 'gone' } | { kind: 'weight'; facts: WeightFacts } | { kind: 'other' };
  error: { code: string; message: string };
  createdAt: string;
  /** A session answer: the schedule link to answer again. */
  schedulePath: string | null;
}

function weightFacts(v: unknown): WeightFacts | null {
  const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  if (!o || typeof o.weightKg !== 'number' || typeof o.loggedAt !== 'string') return null;
  return { weightKg: o.weightKg, loggedAt: o.loggedAt };
}

/** Turns a rejected mutation into what the user needs to decide: what it was, why it failed, what the server has. */
export function attentionItem(r: RejectedMutation): AttentionItem {
  const server: AttentionItem['server'] =
    r.serverRow === undefined
      ? { kind: 'unknown' }
      : r.serverRow === null
        ? { kind: 'gone' }
        : (() => {
            const facts = r.target.table === 'weightLogs' ? weightFacts(r.serverRow) : null;
            return facts ? { kind: 'weight' as const, facts } : { kind: 'other' as const };
          })();
  return {
    mutationId: r.mutationId,
    what: WHAT[r.name] ?? 'other',
    mine: r.name === 'weightLog.create' ? weightFacts(r.args) : null,
    server,
    error: { code: r.error.code, message: r.error.message },
    createdAt: r.createdAt,
    schedulePath: scheduleLinkOf(r),
  };
}
