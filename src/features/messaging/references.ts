import type { RefKind } from '../../../domain/messaging/references';
import type { Side } from './threadView';

/** What a reference card shows beside its kind: read from the device's row (a date, a weight, a title), or nothing when the row is not here. */
export interface RefTarget {
  /** The instant or wall date of the item, formatted by the card. */
  when: string | null;
  /** A short text of the item (a plan's title, "72.5 kg"). */
  detail: string | null;
  /** The session whose log opens for exercise logs and sets. */
  sessionId: string | null;
  /** A check-in's page on the trainer's side (/trainer/check-ins/<assignment>/<date>); the client's is the same below /client. */
  path?: string;
}

/**
 * Where a reference card opens (docs/rules/messaging.md "References"): the
 * screen that shows the item to the side reading the thread.
 */
export function refPath(kind: RefKind, id: string, side: Side, clientId: string, target: RefTarget | null): string | null {
  const session = kind === 'sessionLog' || kind === 'session' ? id : (target?.sessionId ?? null);
  if (side === 'trainer') {
    switch (kind) {
      case 'sessionLog':
      case 'session':
      case 'exerciseLog':
      case 'exerciseSet':
        return session ? `/trainer/sessions/${session}/log` : null;
      case 'plan':
        return `/trainer/clients/${clientId}/plans/${id}/edit`;
      case 'weightLog':
      case 'mealLog':
        return `/trainer/clients/${clientId}`;
      case 'checkIn':
        return target?.path ?? '/trainer/check-ins';
    }
  }
  switch (kind) {
    case 'sessionLog':
    case 'exerciseLog':
    case 'exerciseSet':
      return session ? `/client/sessions/${session}/log` : null;
    case 'session':
      return '/client/schedule';
    case 'plan':
      return `/client/plans/${id}`;
    case 'weightLog':
      return '/client/weight';
    case 'mealLog':
      return '/client/meals';
    case 'checkIn':
      return target?.path ? `/client${target.path.slice('/trainer'.length)}` : '/client/dashboard';
  }
}

/** A reference written into a link's query (?ref=sessionLog:<id>), so a Comment button opens the thread with it attached. */
export function refParam(kind: RefKind, id: string): string {
  return `${kind}:${id}`;
}

const KINDS: readonly RefKind[] = ['sessionLog', 'exerciseLog', 'exerciseSet', 'weightLog', 'mealLog', 'session', 'plan', 'checkIn'];

export function parseRefParam(v: string | null): { kind: RefKind; id: string } | null {
  if (!v) return null;
  const at = v.indexOf(':');
  const kind = v.slice(0, at) as RefKind;
  const id = v.slice(at + 1);
  return at > 0 && KINDS.includes(kind) && /^[0-9a-f-]{36}$/i.test(id) ? { kind, id } : null;
}
