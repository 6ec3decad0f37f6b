import type { MutationInput, MutationName } from '../../domain/mutations/registry';
import type { SyncTableName } from '../../domain/protocol/tables';
import type { LocalTx } from '../../replica/local-tx';
import type { LocalWrite } from '../../replica/mutate';
import { loadWritePath } from '../../replica/load-write-path';
import { withWritePath } from './writePathReady';
import type { RepwiseDb } from '../../replica/db/schema';
import { journalDone, journalWrite } from './journal';
import type { ProfileRow } from '../../replica/db/types';

type Row = Record<string, unknown> & { id: string };

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

const key = (table: string, id: string) => `${table}:${id}`;

/**
 * What this tab has written but IndexedDB may not have committed yet.
 *
 * A mutation's transaction takes milliseconds, and a live query re-reads only
 * after the commit, so a screen would show a new row a frame or more late.
 * Replicache-style, the tab also runs the same local mutator against the rows
 * its screens last read and lays the outcome over the live query results until
 * a result read after the commit carries it. The database stays the source of
 * truth: a result that started after the commit never gets the overlay, and a
 * failed transaction drops its entries.
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

  private current(table: SyncTableName, id: string): Row | undefined {
    const e = this.entries.get(key(table, id));
    if (e) return e.row ?? undefined;
    return this.known.get(key(table, id));
  }

  /** Runs a mutator against memory; returns the staging number, or null when it could not run (no overlay, the database write still happens). */
  async stage(name: MutationName, args: unknown, now: string): Promise<number | null> {
    const stage = ++this.stages;
    const writes: Entry[] = [];
    const put = (table: SyncTableName, id: string, row: Row | null) => {
      const w: Entry = { table, id, row, stage, committed: null, committedAt: 0 };
      const i = writes.findIndex((x) => x.table === table && x.id === id);
      if (i >= 0) writes[i] = w;
      else writes.push(w);
    };
    const read = (table: SyncTableName, id: string) => {
      const w = writes.find((x) => x.table === table && x.id === id);
      return w ? (w.row ?? undefined) : this.current(table, id);
    };
    const tx: LocalTx = {
      now,
      get: async <T extends Row>(table: SyncTableName, id: string) => read(table, id) as T | undefined,
      put: async (table, row) => put(table, row.id, { ...row }),
      update: async (table, id, changes) => {
        const before = read(table, id);
        if (before) put(table, id, { ...before, ...changes });
      },
      delete: async (table, id) => put(table, id, null),
      profile: async () => this.profileRow ?? undefined,
      idsWhere: async (table, field, value) => {
        const ids = new Set<string>();
        for (const [k, r] of this.known) if (k.startsWith(`${table}:`) && r[field] === value) ids.add(r.id);
        for (const w of writes) if (w.table === table && w.row?.[field] === value) ids.add(w.id);
        return [...ids].filter((id) => read(table, id));
      },
      getMany: async <T extends Row>(table: SyncTableName, ids: string[]) => ids.map((id) => read(table, id) as T | undefined),
      putMany: async (table, rows) => {
        for (const row of rows) put(table, row.id, { ...row });
      },
    };
    try {
      const { runLocalMutator } = await loadWritePath();
      await runLocalMutator(tx, name, args);
    } catch {
      return null;
    }
    if (!writes.length) return null;
    for (const w of writes) this.entries.set(key(w.table, w.id), w);
    this.emit();
    return stage;
  }

  /** The transaction of a staging committed: results read from now on carry its rows. */
  commit(stage: number) {
    const n = ++this.commits;
    const now = Date.now();
    for (const e of this.entries.values()) {
      if (e.stage !== stage) continue;
      e.committed = n;
      e.committedAt = now;
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

/**
 * The one way screens write (architecture: "The one rule"): records the
 * mutation in the device's database (validated, applied, queued for the
 * server, in one transaction) and shows its effect on the screens of this
 * tab at once. Resolves with the mutation id once committed; invalid args
 * throw the ZodError before anything is shown.
 */
export async function applyLocalMutation<N extends MutationName>(db: RepwiseDb, name: N, input: MutationInput<N>, now: Date = new Date()): Promise<number> {
  const [id] = await applyLocalMutations(db, [{ name, args: input }], now);
  return id!;
}

/** The turn of the last write this tab started on each database: its transaction runs once that one's is done. */
const lastTurn = new WeakMap<RepwiseDb, Promise<void>>();
/** Likewise for showing: a write is staged once the one made before it shows (or failed). */
const lastStaging = new WeakMap<RepwiseDb, Promise<void>>();

/** A place in one of the database's lines (transactions, or staging), taken when the write is made. */
function takeTurn(line: WeakMap<RepwiseDb, Promise<void>>, db: RepwiseDb): { before: Promise<void>; done: () => void } {
  const before = line.get(db) ?? Promise.resolve();
  let release!: () => void;
  const finished = new Promise<void>((resolve) => (release = resolve));
  const mine = before.then(() => finished);
  line.set(db, mine);
  return {
    before,
    done: () => {
      release();
      void mine.then(() => line.get(db) === mine && line.delete(db));
    },
  };
}

/**
 * Several mutations at once, in one transaction (all or none), shown at once
 * like one. A tab's transactions run in the order its writes were made: a
 * later write may build on an earlier one (a set on the log the tap before
 * created), and one that overtook an earlier write still staging (or waiting
 * for the write path) reached the outbox, and the server, first, which refused
 * the set. The showing is not held up (the next write is often made from what
 * the screen shows), but it too follows the order: each write's local mutator
 * runs on the rows the writes before it left.
 */
export async function applyLocalMutations(db: RepwiseDb, writes: readonly LocalWrite[], now: Date = new Date()): Promise<number[]> {
  // Kept before anything else, in the caller's task: a page that ends before the transaction commits is replayed
  // at the next start (journal.ts). A write that ends here, committed or refused, leaves nothing to replay.
  const journalKey = journalWrite(db.name, writes, now.toISOString());
  const staging = takeTurn(lastStaging, db);
  const turn = takeTurn(lastTurn, db);
  try {
    return await showAndWrite(db, writes, now, journalKey, staging, turn.before);
  } finally {
    staging.done();
    turn.done();
    journalDone(db.name, journalKey);
  }
}

async function showAndWrite(
  db: RepwiseDb,
  writes: readonly LocalWrite[],
  now: Date,
  journalKey: string | null,
  staging: { before: Promise<void>; done: () => void },
  turn: Promise<void>,
): Promise<number[]> {
  // The mutations' schemas and mutators are a chunk of their own, fetched on the first write (replica/load-write-path.ts);
  // while it cannot be fetched (offline before the service worker precached it) the write waits, journaled, with sync held.
  return withWritePath(db, async ({ isMutationName, parseMutationArgs, applyLocalMutations: writeLocalMutations }) => {
    const parsed = writes.map((w) => {
      if (!isMutationName(w.name)) throw new Error(`Unknown mutation ${String(w.name)}`);
      return { name: w.name, args: parseMutationArgs(w.name, w.args) };
    });
    const layer = layerOf(db);
    // The same instant for memory and database, so both produce the same rows. Staged after the write made
    // before this one: writes waiting together for the write path resume at once, and a mutator run meanwhile
    // read the row without the earlier write's change, and showed it so (a target typed a moment before).
    const stages: number[] = [];
    await staging.before;
    for (const w of parsed) {
      const stage = await layer.stage(w.name, w.args, now.toISOString());
      if (stage !== null) stages.push(stage);
    }
    staging.done();
    try {
      await turn;
      const ids = await writeLocalMutations(db, writes, now, { journalKey: journalKey ?? undefined });
      for (const stage of stages) layer.commit(stage);
      return ids;
    } catch (e) {
      for (const stage of stages) layer.drop(stage);
      throw e;
    }
  });
}
