import { isMutationName, mutationTarget, parseMutationArgs, type MutationInput, type MutationName } from '../../domain/mutations/registry';
import type { SyncTableName } from '../../domain/protocol/tables';
import { tickHlc } from '../../domain/protocol/hlc';
import type { RepwiseDb } from '../db/schema';
import { localTx, type Row } from '../local-tx';
import { ensureDeviceId, getMeta, setMeta } from '../meta';
import { runLocalMutator } from '../mutators';
import { replaySteps, StaleRead } from './replay';
import type { Staged } from './staging';

/** One mutation of a write, as a screen makes it. */
export interface LocalWrite<N extends MutationName = MutationName> {
  name: N;
  args: MutationInput<N>;
}

/** A mutation whose args its schema has validated (and normalised). */
export interface ParsedWrite {
  name: MutationName;
  args: unknown;
}

/** Validates every mutation of a write before anything is shown or written; throws the ZodError for a form to show. */
export function parseWrites(writes: readonly LocalWrite[]): ParsedWrite[] {
  return writes.map((w) => {
    if (!isMutationName(w.name)) throw new Error(`Unknown mutation ${String(w.name)}`);
    return { name: w.name, args: parseMutationArgs(w.name, w.args) };
  });
}

export interface CommitOptions {
  /** The journal entry of the write (write/journal.ts): a write it holds is applied once. */
  journalKey?: string;
  /** Each mutation's run in memory (write/staging.ts), applied instead of running its mutator again; null: run it here. */
  staged?: readonly (Staged | null)[];
  /** Rows (table:id) to read back once written, for the overlay. */
  readBack?: readonly string[];
}

export interface Committed {
  ids: number[];
  /** The device's id and each mutation's clock (empty when the journal had it applied already). */
  deviceId: string;
  hlcs: string[];
  /** The rows of `readBack` as the transaction left them (null: none). */
  stored: Map<string, Row | null>;
  /** A staged read answered otherwise here (which kind): the mutators ran in the transaction. */
  staleRead?: StaleRead['op'];
}

/**
 * Records mutations on the device in one Dexie transaction, in order, all or
 * none: each mutation's effect on the rows (its staged steps, or its local
 * mutator when none), and its outbox entry with its id, clock and the field
 * clocks its row had. The screen and the outbox never disagree. When a staged
 * read answers otherwise here (the row changed since the screen read it), the
 * transaction is undone and run again with every mutator run here, on the
 * rows the database holds.
 */
export async function commitWrites(db: RepwiseDb, writes: readonly ParsedWrite[], now: Date, opts: CommitOptions = {}): Promise<Committed> {
  try {
    return await attempt(db, writes, now, opts);
  } catch (e) {
    if (!(e instanceof StaleRead)) throw e;
    return { ...(await attempt(db, writes, now, { ...opts, staged: undefined })), staleRead: e.op };
  }
}

function attempt(db: RepwiseDb, writes: readonly ParsedWrite[], now: Date, opts: CommitOptions): Promise<Committed> {
  const at = now.toISOString();
  return db.transaction('rw', [...db.syncedTables(), db.outbox, db.syncMeta, db.pendingRows], async () => {
    // A write the journal holds is applied once, whichever of its tab or a replay after a reload comes first.
    const journaled = opts.journalKey ? (`journal:${opts.journalKey}` as const) : null;
    const done = journaled ? await getMeta(db, journaled) : undefined;
    const made = done ? { ids: done, deviceId: '', hlcs: [] } : await record(db, writes, now, at, opts.staged);
    if (journaled && !done) await setMeta(db, journaled, made.ids);
    const stored = new Map<string, Row | null>();
    for (const k of opts.readBack ?? []) {
      const i = k.indexOf(':');
      stored.set(k, (await db.rows(k.slice(0, i) as SyncTableName).get(k.slice(i + 1))) ?? null);
    }
    return { ...made, stored };
  });
}

async function record(db: RepwiseDb, writes: readonly ParsedWrite[], now: Date, at: string, staged: CommitOptions['staged']): Promise<Omit<Committed, 'stored'>> {
  const deviceId = await ensureDeviceId(db);
  const ids: number[] = [];
  const hlcs: string[] = [];
  for (const [i, { name, args }] of writes.entries()) {
    const mutationId = ((await getMeta(db, 'lastLocalMutationId')) ?? 0) + 1;
    const hlc = tickHlc(await getMeta(db, 'hlc'), now.getTime(), deviceId);
    const target = mutationTarget(name, args);
    const seen = (await db.rows(target.table).get(target.id))?.clocks as Record<string, string> | undefined;
    const tx = localTx(db, at, hlc);
    const run = staged?.[i];
    if (run) {
      await replaySteps(tx, run.steps);
      if (run.error) throw run.error.thrown;
    } else await runLocalMutator(tx, name, args);
    await db.outbox.add({ mutationId, deviceId, name, args, createdAt: at, hlc, ...(seen ? { seen } : {}), status: 'pending' });
    await setMeta(db, 'lastLocalMutationId', mutationId);
    await setMeta(db, 'hlc', hlc);
    ids.push(mutationId);
    hlcs.push(hlc);
  }
  return { ids, deviceId, hlcs };
}
