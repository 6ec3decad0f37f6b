import type { MutationName } from '../../domain/mutations/registry';
import type { SyncTableName } from '../../domain/protocol/tables';
import type { RepwiseDb } from '../db/schema';
import { localTxOver, type LocalTx, type Row, type RowStore } from '../local-tx';
import { key, type OptimisticLayer } from './overlay';
import { recordingTx, type Step } from './record';

interface Written {
  table: SyncTableName;
  id: string;
  row: Row | null;
}

/** A write's mutator run in memory: what it did (for its transaction) and how it shows. */
export interface Staged {
  /** The overlay's staging number, or null when it changed nothing visible. */
  stage: number | null;
  /** The rows it shows (table:id), read back once its transaction commits. */
  keys: string[];
  steps: Step[];
  /** The clock it was staged with (clock.ts), undefined when none could be guessed. */
  hlc?: string;
  /** Thrown by the mutator (a rule refused the write); its transaction throws it once the reads are checked. */
  error?: { thrown: unknown };
}

/** The database could not answer the memory's read (closing, say): the write's mutator runs in its transaction instead. */
class NoFallback extends Error {}

const fallback = async <T>(read: () => Promise<T>): Promise<T> => {
  try {
    return await read();
  } catch {
    throw new NoFallback();
  }
};

const matches = (row: Row, field: string, value: string) => {
  const v = row[field];
  return Array.isArray(v) ? v.includes(value) : v === value;
};

/**
 * The rows as this tab sees them: a row this write wrote, then what the tab's
 * earlier writes left (the overlay), then what a screen read, and only then
 * the database (when given), so a tap on rows its screen shows stages in the
 * same task. A row read from the screens may be older than the database's: the
 * transaction checks every read again (write/replay.ts).
 */
function memoryStore(layer: OptimisticLayer, from: StageFrom, writes: Map<string, Written>): RowStore {
  const { db, absent } = from;
  const seen = (table: SyncTableName, id: string): Row | undefined | 'unknown' => {
    const w = writes.get(key(table, id));
    if (w) return w.row ?? undefined;
    const v = layer.view(table, id);
    return v === 'unknown' && absent?.has(key(table, id)) ? undefined : v;
  };
  const copy = (r: Row | undefined) => (r ? structuredClone(r) : undefined);
  const getMany = async (table: SyncTableName, ids: string[]) => {
    const out = ids.map((id) => seen(table, id));
    const unknown = ids.filter((_, i) => out[i] === 'unknown');
    const fetched = db && unknown.length ? await fallback(() => db.rows(table).bulkGet(unknown)) : [];
    const byId = new Map(unknown.map((id, i) => [id, fetched[i]]));
    return out.map((r, i) => copy(r === 'unknown' ? byId.get(ids[i]!) : r));
  };
  const get = async (table: SyncTableName, id: string) => (await getMany(table, [id]))[0];
  const write = (table: SyncTableName, id: string, row: Row | null) => void writes.set(key(table, id), { table, id, row });
  return {
    get,
    getMany,
    async put(table, rows) {
      for (const r of rows) write(table, r.id, structuredClone(r));
    },
    async update(table, id, changes) {
      const before = await get(table, id);
      if (!before) return;
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined) delete before[k];
        else before[k] = v;
      }
      write(table, id, before);
    },
    async delete(table, id) {
      write(table, id, null);
    },
    async idsWhere(table, field, value) {
      const base = db ? ((await fallback(() => db.rows(table).where(field).equals(value).primaryKeys())) as string[]) : layer.knownRows(table).filter((r) => matches(r, field, value)).map((r) => r.id);
      const ids = new Set(base);
      for (const w of [...layer.staged(table), ...[...writes.values()].filter((x) => x.table === table)]) {
        if (w.row && matches(w.row, field, value)) ids.add(w.id);
        else ids.delete(w.id);
      }
      return [...ids].sort();
    },
    async profile() {
      const held = layer.profile();
      if (held || !db) return held ?? undefined;
      // Kept for the next write: a screen that shows no profile still stages in its tap's task from then on.
      const read = await fallback(() => db.profile.toCollection().first());
      if (read) layer.rememberProfile(read);
      return read;
    },
    touch: async () => {},
  };
}

export type RunMutator = (tx: LocalTx, name: MutationName, args: unknown) => Promise<void>;

/** What memory may consult beyond the overlay and the screens' rows. */
export interface StageFrom {
  /** The database, for a row no screen read. */
  db?: RepwiseDb;
  /** The clock the write's transaction will likely stamp (clock.ts). */
  hlc?: string;
  /**
   * Rows (table:id) the write creates under ids its caller has just minted: absent unless this tab's writes
   * or screens say otherwise, without asking the database (a read there takes a task: the row missed the
   * tap's frame). Only a hint: the transaction reads them again.
   */
  absent?: ReadonlySet<string>;
}

/**
 * Runs a write's mutator once, in memory, and shows what it wrote at once.
 * Its transaction applies the recorded steps rather than running it again.
 * Null when memory could not run it (the database failed a read): the
 * transaction runs it then.
 */
export async function stageWrite(layer: OptimisticLayer, run: RunMutator, name: MutationName, args: unknown, now: string, from: StageFrom = {}): Promise<Staged | null> {
  const { hlc } = from;
  const writes = new Map<string, Written>();
  const recorder = recordingTx(localTxOver(memoryStore(layer, from, writes), now, hlc));
  try {
    await run(recorder.tx, name, args);
  } catch (thrown) {
    if (thrown instanceof NoFallback) return null;
    return { stage: null, keys: [], steps: recorder.steps, hlc, error: { thrown } };
  }
  if (!writes.size) return { stage: null, keys: [], steps: recorder.steps, hlc };
  return { stage: layer.stage([...writes.values()]), keys: [...writes.keys()], steps: recorder.steps, hlc };
}
