import type { SyncTableName } from '../../domain/protocol/tables';
import type { RepwiseDb } from '../db/schema';
import type { ProfileRow } from '../db/types';
import type { Row } from '../local-tx';

interface Entry {
  table: SyncTableName;
  id: string;
  /** The row as the mutation leaves it; null: deleted. */
  row: Row | null;
  /** The staging that wrote it last. */
  stage: number;
  /** Commit number once its transaction committed; null while in flight. */
  committed: number | null;
  /** When its transaction committed (Date.now()). */
  committedAt: number;
}

/** A result on screen: the tables it shows and how many commits had happened when it started reading. */
interface Hold {
  tables: ReadonlySet<SyncTableName>;
  commits: number;
}

/** How long a committed write stays in the overlay at least, for results no hold covers yet (a screen's first render). */
const KEEP_MS = 10_000;

export const key = (table: string, id: string) => `${table}:${id}`;

/**
 * What this tab has written but IndexedDB may not have committed yet.
 *
 * A mutation's transaction takes milliseconds, and a live query re-reads only
 * after the commit, so a screen would show a new row a frame or more late.
 * Replicache-style, a write's local mutator runs first against the rows its
 * screens last read (write/staging.ts), and its outcome is laid over the live
 * query results until a result read after the commit carries it; the
 * transaction then applies that same outcome (write/commit.ts). The database
 * stays the source of truth: a result that started after the commit never gets
 * the overlay, and a failed transaction drops its entries.
 */
export class OptimisticLayer {
  private entries = new Map<string, Entry>();
  private known = new Map<string, Row>();
  private profileRow: ProfileRow | null = null;
  private listeners = new Set<() => void>();
  private holds = new Set<Hold>();
  private stages = 0;
  /** Transactions committed so far; live queries note it when they start reading. */
  commits = 0;
  /** Changes whenever the overlay does (for useSyncExternalStore). */
  version = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = () => this.version;

  private emit() {
    this.version++;
    for (const l of this.listeners) l();
  }

  /** Rows a screen read (the mutators' view of the database in memory). */
  remember(table: SyncTableName, rows: readonly { id: string }[]) {
    for (const r of rows) this.known.set(key(table, r.id), r as Row);
  }
  rememberProfile(profile: ProfileRow | null) {
    this.profileRow = profile;
  }

  /**
   * A screen shows a result of `tables` read when `commits` commits had happened: the writes committed after
   * that stay in the overlay until it is released (the screen read again, or left). Returns the release.
   */
  hold(tables: readonly SyncTableName[], commits: number): () => void {
    const hold: Hold = { tables: new Set(tables), commits };
    this.holds.add(hold);
    return () => void this.holds.delete(hold);
  }

  /** What a screen last read of a row, under this tab's staged writes (undefined: deleted by one; 'unknown': no screen read it). */
  view(table: SyncTableName, id: string): Row | undefined | 'unknown' {
    const e = this.entries.get(key(table, id));
    if (e) return e.row ?? undefined;
    return this.known.get(key(table, id)) ?? 'unknown';
  }

  /** The profile a screen read, or null. */
  profile(): ProfileRow | null {
    return this.profileRow;
  }

  /** Rows this tab's staged writes leave in `table` (null: deleted), for a query the database answers. */
  staged(table: SyncTableName): { id: string; row: Row | null }[] {
    const out: { id: string; row: Row | null }[] = [];
    for (const e of this.entries.values()) if (e.table === table) out.push({ id: e.id, row: e.row });
    return out;
  }

  /** Rows a screen read, for a query with no database to ask (tests). */
  knownRows(table: SyncTableName): Row[] {
    const out: Row[] = [];
    for (const [k, r] of this.known) if (k.startsWith(`${table}:`)) out.push(r);
    return out;
  }

  /** Shows a write's rows at once (its mutator ran in memory, write/staging.ts); returns its staging number. */
  stage(rows: readonly { table: SyncTableName; id: string; row: Row | null }[]): number {
    const stage = ++this.stages;
    for (const w of rows) this.entries.set(key(w.table, w.id), { ...w, stage, committed: null, committedAt: 0 });
    this.emit();
    return stage;
  }

  /**
   * The transaction of a staging committed: results read from now on carry its rows. `stored` holds the rows
   * as the transaction left them (with the clocks it stamped), which replace the staged ones, so a later write
   * staged over them reads what the database holds.
   */
  commit(stage: number, stored?: ReadonlyMap<string, Row | null>) {
    const n = ++this.commits;
    const now = Date.now();
    for (const [k, e] of this.entries) {
      if (e.stage !== stage) continue;
      e.committed = n;
      e.committedAt = now;
      if (stored?.has(k)) e.row = stored.get(k)!;
    }
    this.collect(now);
    this.emit();
  }

  /** The transaction failed: its rows never existed. */
  drop(stage: number) {
    for (const [k, e] of this.entries) if (e.stage === stage) this.entries.delete(k);
    this.emit();
  }

  /**
   * A committed write leaves the overlay once no result on screen started reading before its commit. A live
   * query reads again after a commit, but how soon is not bounded (a busy tab, a read queued behind a long
   * transaction): dropping the write at a fixed age showed such a result without the row and its pending mark.
   * The time floor covers a result already rendered whose screen has not registered its hold yet.
   */
  private collect(now: number) {
    for (const [k, e] of this.entries) {
      if (e.committed === null || now - e.committedAt < KEEP_MS) continue;
      let needed = false;
      for (const h of this.holds) if (h.commits < e.committed && h.tables.has(e.table)) needed = true;
      if (!needed) this.entries.delete(k);
    }
  }

  /** The overlay for a result that started reading when `commitsAtRead` commits had happened. */
  private pendingFor(table: SyncTableName, commitsAtRead: number): Entry[] {
    const out: Entry[] = [];
    for (const e of this.entries.values()) if (e.table === table && (e.committed === null || e.committed > commitsAtRead)) out.push(e);
    return out;
  }

  /** A live query's rows with this tab's not yet visible writes laid over them. */
  merge<T extends { id: string }>(table: SyncTableName, rows: T[], commitsAtRead: number, opts: { include(row: T): boolean; compare(a: T, b: T): number }): T[] {
    const over = this.pendingFor(table, commitsAtRead);
    if (!over.length) return rows;
    const byId = new Map(over.map((e) => [e.id, e.row as unknown as T | null]));
    const out = rows.filter((r) => !byId.has(r.id));
    for (const row of byId.values()) if (row && opts.include(row)) out.push(row);
    return out.sort(opts.compare);
  }

  /** Ids this tab changed and the result does not show yet (they are pending by definition). */
  pendingIds(table: SyncTableName, commitsAtRead: number): string[] {
    return this.pendingFor(table, commitsAtRead).map((e) => e.id);
  }
}

const layers = new WeakMap<RepwiseDb, OptimisticLayer>();

export function layerOf(db: RepwiseDb): OptimisticLayer {
  let layer = layers.get(db);
  if (!layer) layers.set(db, (layer = new OptimisticLayer()));
  return layer;
}
