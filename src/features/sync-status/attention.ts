import type { RejectedMutation } from '../../../replica/db/types';

export type AttentionWhat = 'weightLogCreate' | 'weightLogUpdate' | 'weightLogDelete' | 'clientUpdate' | 'other';

const WHAT: Record<string, AttentionWhat> = {
  'weightLog.create': 'weightLogCreate',
  'weightLog.update': 'weightLogUpdate',
  'weightLog.delete': 'weightLogDelete',
  'client.update': 'clientUpdate',
};

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
  };
}
