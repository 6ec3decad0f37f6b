import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { AppContext } from '../context';

/** The PostgreSQL channel that carries pokes between server processes. */
export const POKE_CHANNEL = 'repwise_poke';
/** Filled by database triggers (migration 0016): what the processes' caches must forget (server/cache/). */
export const CACHE_CHANNEL = 'repwise_cache';
/** NOTIFY payloads must stay under 8,000 bytes: space ids go in batches. */
const SPACES_PER_NOTIFY = 150;
const RECONNECT_MS = 1000;

/**
 * Tells open event streams that a space changed, so devices pull at once
 * instead of at their next timer. Within a process by an event emitter; on
 * PostgreSQL also to every other server process on the same database, by
 * NOTIFY on one channel that each process LISTENs to (connectPostgres), so a
 * device poked on one process hears about a push served by another.
 *
 * The same connection LISTENs to the cache channel: PostgreSQL sends one
 * listener its notifications in commit order, so a process forgets a stale
 * space version before it hears the poke sent after that write. Its user
 * changes ('u:<user>': a token revoked, an account disabled) also tell that
 * user's open event streams to check their token again (watchAccount); on
 * PGlite the hub LISTENs for those alone (connectLocal).
 */
export class PokeHub {
  private readonly emitter = new EventEmitter();
  /** Tells this process's own notifications from the others'. */
  private readonly origin = randomUUID();
  private listener: pg.Client | null = null;
  private closed = false;
  private log: (m: string) => void = () => {};
  private readonly cacheWatchers = new Set<CacheWatcher>();
  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /**
   * LISTENs on the poke channel through a connection of its own (kept out of
   * the pool), reconnecting after a second when it drops; pokes sent while
   * it is down reach other processes' devices at their next pull timer.
   */
  async connectPostgres(databaseUrl: string, log: (m: string) => void): Promise<void> {
    this.log = log;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (n) => {
      if (n.channel === CACHE_CHANNEL) {
        for (const w of this.cacheWatchers) w.notified(n.payload ?? '');
        this.accountNotified(n.payload ?? '');
        return;
      }
      if (n.channel !== POKE_CHANNEL || !n.payload) return;
      try {
        const { o, s } = JSON.parse(n.payload) as { o: string; s: string[] };
        if (o !== this.origin) this.emitLocal(s);
      } catch {
        // Not ours: ignore.
      }
    });
    client.on('error', (e) => {
      this.log(`poke listener: ${e.message}`);
      this.reconnect(client, databaseUrl);
    });
    client.on('end', () => this.reconnect(client, databaseUrl));
    await client.connect();
    await client.query(`LISTEN ${POKE_CHANNEL}`);
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
    this.listener = client;
    for (const w of this.cacheWatchers) w.connected(true);
    // A revocation may have been missed while the listener was down.
    this.recheckAllAccounts();
  }

  /**
   * PGlite (one process, no cache): hears the cache channel's user changes
   * only, so an event stream ends when its token is revoked there too.
   */
  async connectLocal(listen: (channel: string, fn: (payload: string) => void) => Promise<unknown>): Promise<void> {
    await listen(CACHE_CHANNEL, (payload) => this.accountNotified(payload));
  }

  /** A cache follows the cache channel; it is told when the listener is up (notifications arrive) and down (they may be missed). */
  watchCache(w: CacheWatcher): () => void {
    this.cacheWatchers.add(w);
    if (this.listener) w.connected(true);
    return () => this.cacheWatchers.delete(w);
  }

  /**
   * Resolves once this process has heard every cache notification committed
   * before the call: a NOTIFY of its own on the listener connection, which
   * PostgreSQL delivers (after all earlier ones) before answering the query.
   * False when there is no listener (nothing is cached then).
   */
  async fence(): Promise<boolean> {
    const l = this.listener;
    if (!l) return false;
    try {
      await l.query(`select pg_notify('${CACHE_CHANNEL}', 'f')`);
      return true;
    } catch {
      return false;
    }
  }

  private reconnect(client: pg.Client, databaseUrl: string) {
    if (this.closed || this.listener !== client) return;
    this.listener = null;
    for (const w of this.cacheWatchers) w.connected(false);
    setTimeout(() => {
      if (this.closed) return;
      this.connectPostgres(databaseUrl, this.log).catch((e: unknown) => {
        this.log(`poke listener: ${(e as Error).message}`);
        this.listener = client;
        this.reconnect(client, databaseUrl);
      });
    }, RECONNECT_MS).unref();
  }

  async close() {
    this.closed = true;
    const l = this.listener;
    this.listener = null;
    for (const w of this.cacheWatchers) w.connected(false);
    await l?.end().catch(() => {});
  }

  private emitLocal(spaces: Iterable<string>) {
    for (const s of spaces) this.emitter.emit(s, s);
  }
  subscribe(spaces: readonly string[], onPoke: (space: string) => void): () => void {
    for (const s of spaces) this.emitter.on(s, onPoke);
    return () => {
      for (const s of spaces) this.emitter.off(s, onPoke);
    };
  }
  poke(spaces: Iterable<string>) {
    const list = [...spaces];
    this.emitLocal(list);
    const l = this.listener;
    if (!l || !list.length) return;
    for (let i = 0; i < list.length; i += SPACES_PER_NOTIFY) {
      const payload = JSON.stringify({ o: this.origin, s: list.slice(i, i + SPACES_PER_NOTIFY) });
      l.query('select pg_notify($1, $2)', [POKE_CHANNEL, payload]).catch((e: unknown) => this.log(`poke notify: ${(e as Error).message}`));
    }
  }
  listenerCount(space: string) {
    return this.emitter.listenerCount(space);
  }

  private readonly accountWatchers = new Map<string, Set<() => void>>();
  /**
   * An open event stream is told when its user's tokens or account changed
   * (the cache channel's 'u:<user>', sent at commit by migration 0018's
   * triggers, from whichever process revoked), so it checks its token again
   * and ends if it was revoked, expired or the account disabled.
   */
  watchAccount(userId: string, recheck: () => void): () => void {
    let set = this.accountWatchers.get(userId);
    if (!set) this.accountWatchers.set(userId, (set = new Set()));
    set.add(recheck);
    openStreams.set(userId, (openStreams.get(userId) ?? 0) + 1);
    return () => {
      if (set.delete(recheck)) openStreams.set(userId, (openStreams.get(userId) ?? 1) - 1);
      if (!openStreams.get(userId)) openStreams.delete(userId);
      if (!set.size && this.accountWatchers.get(userId) === set) this.accountWatchers.delete(userId);
    };
  }
  private accountNotified(payload: string) {
    if (!payload.startsWith('u:')) return;
    for (const recheck of [...(this.accountWatchers.get(payload.slice(2)) ?? [])]) recheck();
  }
  private recheckAllAccounts() {
    for (const set of [...this.accountWatchers.values()]) for (const recheck of [...set]) recheck();
  }

  private readonly streams = new Set<() => void>();
  /** An open event stream registers how to end it; returns the unregister function. */
  track(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }
  /**
   * Ends every open event stream (devices reconnect elsewhere). Call on
   * shutdown: an HTTP server's close() otherwise waits for them.
   */
  shutdown() {
    for (const end of [...this.streams]) end();
  }
}

export interface CacheWatcher {
  notified(payload: string): void;
  connected(up: boolean): void;
}

/**
 * Users with an open event stream in this process, whichever hub: a message
 * to them arrives by poke, so it makes no push or bell
 * (server/areas/messaging/notify.ts). Per process: one whose app is open on
 * another process still gets them.
 */
const openStreams = new Map<string, number>();
export const hasOpenStream = (userId: string): boolean => (openStreams.get(userId) ?? 0) > 0;

const hubs = new WeakMap<AppContext, PokeHub>();

export function pokeHub(ctx: AppContext): PokeHub {
  let hub = hubs.get(ctx);
  if (!hub) hubs.set(ctx, (hub = new PokeHub()));
  return hub;
}
