import { liveQuery } from 'dexie';
import type { RepwiseDb } from '../db/schema';
import { openPokeStream, type PokeStream } from '../events';
import type { FetchLike } from '../http';
import type { Timers } from './scheduler';

export interface TriggerOptions {
  db: RepwiseDb;
  fetch: FetchLike;
  /** The poke stream's URL; null: no stream. */
  eventsUrl: string | null;
  getToken: () => string | null | Promise<string | null>;
  timers: Timers;
  random?: () => number;
  listenOnline: boolean;
  debounceMs: number;
  schedule: (delay: number) => void;
  /** The network is back: the backoff starts over. */
  onOnline: () => void;
}

/** What makes the leading engine sync: new outbox entries (any tab's), a poke, the network back. Returns the stop and the poke stream. */
export function watchTriggers(o: TriggerOptions): { stop: () => void; pokes: PokeStream | null } {
  // Writes from other tabs reach this database too: watch the outbox.
  let seen = -1;
  const sub = liveQuery(async () => (await o.db.outbox.orderBy('mutationId').last())?.mutationId ?? 0).subscribe({
    next: (maxId) => {
      if (seen >= 0 && maxId > seen) o.schedule(o.debounceMs);
      seen = Math.max(seen, maxId);
    },
    error: () => {},
  });
  const pokes = o.eventsUrl
    ? openPokeStream({
        fetch: o.fetch,
        url: o.eventsUrl,
        getToken: o.getToken,
        onPoke: () => o.schedule(0),
        onOpen: () => o.schedule(0),
        setTimeout: o.timers.setTimeout,
        clearTimeout: o.timers.clearTimeout,
        random: o.random,
      })
    : null;
  let removeOnline: (() => void) | null = null;
  if (o.listenOnline) {
    const onOnline = () => {
      o.onOnline();
      pokes?.reconnectNow();
      o.schedule(0);
    };
    globalThis.addEventListener('online', onOnline);
    removeOnline = () => globalThis.removeEventListener('online', onOnline);
  }
  return {
    pokes,
    stop: () => {
      sub.unsubscribe();
      pokes?.close();
      removeOnline?.();
    },
  };
}
