import type { SubscriptionRow } from '../db/schema';
import type { AppContext, AuthUser } from '../context';
import { watchWrites } from '../db/database';
import { pokeHub } from '../replication/pokes';
import type { Viewer } from '../replication/viewer';

/** What a live token resolves to (server/auth/tokens.ts checkToken), with what decides how long it may be reused. */
export interface CachedToken {
  user: AuthUser;
  tokenId: string;
  createdAt: Date;
  subscription: SubscriptionRow | null;
  expiresAt: number;
  lastUsedAt: number;
}

export interface CachedDevice {
  owner: string | null;
  lastMutationId: number;
}

/** Past this many entries a map starts over: a bound on memory, not an eviction policy worth more code. */
const MAX_ENTRIES = 50_000;

/**
 * What the hot requests (every authenticated call's token check, and a pull
 * with nothing new) would otherwise read from PostgreSQL each time: tokens by
 * their hash, each user's Viewer, each space's version and purge mark, each
 * device's owner and last mutation (kept only while it has no notices).
 *
 * Invalidation: triggers (migration 0018) NOTIFY repwise_cache at commit,
 * from whichever process or tool wrote; every process LISTENs on the poke
 * hub's connection and drops what a notification names ('u:<user>' tokens and
 * viewer of that user, 'v' every viewer, 's:<space>', 'd:<device>'). After a
 * write through this process's pool (any statement but a read, and every
 * COMMIT: server/db/database.ts watchWrites) the next read of the cache first
 * waits for a fence: a NOTIFY of its own on the listener connection, which
 * PostgreSQL answers only after delivering every notification committed
 * before it. So a request that follows a write on the same process never sees
 * the cache from before it; another process forgets when the notification
 * reaches it, right after the commit. While the listener is down nothing is
 * cached (and everything is dropped), so a missed notification can not leave
 * a stale entry; on PGlite nothing is cached.
 *
 * A value loaded from the database is kept only if no notification arrived
 * while it was read (the generation check), so a read that raced a write is
 * used once and not kept.
 */
export class SyncCache {
  private up = false;
  private suspect = false;
  private fencing: Promise<void> | null = null;
  constructor(private readonly fence: () => Promise<boolean>) {}
  private generation = 0;
  private readonly tokens = new Map<string, CachedToken>();
  private readonly tokensOfUser = new Map<string, Set<string>>();
  private readonly viewers = new Map<string, Viewer>();
  private readonly spaces = new Map<string, { version: number; purgedRev: number }>();
  private readonly devices = new Map<string, CachedDevice>();

  get enabled() {
    return this.up;
  }

  /** A write went through this process's pool: before the next answer from memory, hear what it notified. */
  wrote() {
    this.suspect = true;
  }

  /**
   * Call before reading entries: resolves true when the cache may be used
   * (after a fence if this process wrote since the last one), false when
   * there is no cache (PGlite, listener down).
   */
  async settle(): Promise<boolean> {
    while (this.up && this.suspect) {
      if (!this.fencing) {
        this.suspect = false;
        this.fencing = this.fence().then(
          (ok) => {
            this.fencing = null;
            if (!ok) this.clear();
          },
          () => {
            this.fencing = null;
            this.clear();
          },
        );
      }
      await this.fencing;
    }
    return this.up;
  }

  /** Taken before a database read whose result may be kept; pass it to the set* call. */
  mark(): number {
    return this.generation;
  }

  notified(payload: string) {
    if (payload === 'f') return;
    this.generation++;
    const kind = payload.slice(0, 2);
    const id = payload.slice(2);
    if (payload === 'v') this.viewers.clear();
    else if (kind === 'u:') this.forgetUser(id);
    else if (kind === 's:') this.spaces.delete(id);
    else if (kind === 'd:') this.devices.delete(id);
    else this.clear();
  }

  connected(up: boolean) {
    this.clear();
    this.up = up;
  }

  private clear() {
    this.generation++;
    this.tokens.clear();
    this.tokensOfUser.clear();
    this.viewers.clear();
    this.spaces.clear();
    this.devices.clear();
  }

  private forgetUser(userId: string) {
    for (const h of this.tokensOfUser.get(userId) ?? []) this.tokens.delete(h);
    this.tokensOfUser.delete(userId);
    this.viewers.delete(userId);
  }

  private keeps(mark: number) {
    return this.up && mark === this.generation;
  }

  private static bounded<K, V>(m: Map<K, V>) {
    if (m.size >= MAX_ENTRIES) m.clear();
  }

  token(hash: string, now: number): CachedToken | null {
    if (!this.up) return null;
    const t = this.tokens.get(hash);
    if (!t) return null;
    if (t.expiresAt <= now) {
      this.tokens.delete(hash);
      return null;
    }
    return t;
  }

  setToken(hash: string, t: CachedToken, mark: number) {
    if (!this.keeps(mark)) return;
    if (this.tokens.size >= MAX_ENTRIES) {
      this.tokens.clear();
      this.tokensOfUser.clear();
    }
    this.tokens.set(hash, t);
    let set = this.tokensOfUser.get(t.user.id);
    if (!set) this.tokensOfUser.set(t.user.id, (set = new Set()));
    set.add(hash);
  }

  viewer(userId: string): Viewer | null {
    return this.up ? (this.viewers.get(userId) ?? null) : null;
  }

  setViewer(v: Viewer, mark: number) {
    if (!this.keeps(mark)) return;
    SyncCache.bounded(this.viewers);
    this.viewers.set(v.user.id, v);
  }

  space(id: string) {
    return this.up ? this.spaces.get(id) : undefined;
  }

  setSpace(id: string, v: { version: number; purgedRev: number }, mark: number) {
    if (!this.keeps(mark)) return;
    SyncCache.bounded(this.spaces);
    this.spaces.set(id, v);
  }

  device(id: string): CachedDevice | undefined {
    return this.up ? this.devices.get(id) : undefined;
  }

  setDevice(id: string, d: CachedDevice, mark: number) {
    if (!this.keeps(mark)) return;
    SyncCache.bounded(this.devices);
    this.devices.set(id, d);
  }

  forgetDevice(id: string) {
    this.generation++;
    this.devices.delete(id);
  }
}

const caches = new WeakMap<AppContext, SyncCache>();

/** The process's cache for this server, following the poke hub's listener (PostgreSQL only). */
export function syncCache(ctx: AppContext): SyncCache {
  let c = caches.get(ctx);
  if (!c) {
    const hub = pokeHub(ctx);
    const cache = new SyncCache(() => hub.fence());
    caches.set(ctx, (c = cache));
    hub.watchCache(cache);
    watchWrites(ctx.db, () => cache.wrote());
  }
  return c;
}
