import type { MutationInput, MutationName } from '../../domain/mutations/registry';
import type { SyncTableName } from '../../domain/protocol/tables';
import type { RepwiseDb } from '../db/schema';
import type { LocalWrite } from './commit';
import { journalDone, journalWrite } from './journal';
import { clockOf } from './clock';
import { key, layerOf } from './overlay';
import { withWritePath } from './ready';
import { stageWrite, type Staged } from './staging';
import { takeTurn, type Line } from './turns';

export type { LocalWrite } from './commit';

export interface WriteOptions {
  /** Show the write on this tab's screens before it commits (the optimistic overlay). Off for the worker and for bulk writes such as an import. */
  show?: boolean;
  /**
   * Rows the write creates under ids the caller has just minted (uuidv7): taken as absent while it stages
   * instead of asked of the database, so the row shows in the tap's own frame (staging.ts StageFrom.absent).
   */
  creates?: readonly { table: SyncTableName; id: string }[];
}

/** The turn of the last write started on each database: its transaction runs once that one's is done. */
const lastTurn: Line = new WeakMap();
/** Likewise for showing: a write is staged once the one made before it shows (or failed). */
const lastStaging: Line = new WeakMap();

/**
 * The one way anything writes to the device (architecture: "A screen's
 * write"). In order:
 * 1. the write is journaled, in the caller's own task (journal.ts), so a page
 *    that ends before IndexedDB commits leaves it to the next start's replay;
 * 2. its args are validated, once (a ZodError reaches the caller before
 *    anything shows);
 * 3. each mutation's local mutator runs, once, in memory over the rows the
 *    screens read, and its rows show at once (staging.ts, overlay.ts);
 * 4. one Dexie transaction applies those same steps, checking each read, and
 *    appends the mutations to the outbox (commit.ts).
 * A tab's transactions run in the order its writes were made: a later write
 * may build on an earlier one (a set on the log the tap before created), and
 * one that overtook an earlier write still staging (or waiting for the write
 * path) reached the outbox, and the server, first. The showing follows that
 * order too: each write's mutator runs on the rows the writes before it left.
 * Resolves with the mutation ids once committed.
 */
export async function applyLocalMutations(db: RepwiseDb, writes: readonly LocalWrite[], now: Date = new Date(), opts: WriteOptions = {}): Promise<number[]> {
  // A write that ends here, committed or refused, leaves nothing to replay.
  const journalKey = journalWrite(db.name, writes, now.toISOString());
  const staging = takeTurn(lastStaging, db);
  const turn = takeTurn(lastTurn, db);
  try {
    // The mutations' schemas and mutators are a chunk of their own, fetched on the first write (load-write-path.ts);
    // while it cannot be fetched (offline before the service worker precached it) the write waits, journaled, with sync held.
    return await withWritePath(db, async ({ parseWrites, commitWrites, runLocalMutator }) => {
      const parsed = parseWrites(writes);
      const layer = layerOf(db);
      // The same instant for memory and database. Staged after the write made before this one: writes waiting
      // together for the write path resume at once, and a mutator run meanwhile would miss the earlier change.
      const at = now.toISOString();
      const staged: (Staged | null)[] = [];
      const clock = clockOf(db);
      const absent = new Set(opts.creates?.map((c) => key(c.table, c.id)));
      await staging.before;
      try {
        if (opts.show !== false) await clock.load(db).catch(() => {});
        for (const w of parsed) {
          const show = opts.show !== false && !staged.some((s) => s?.error);
          staged.push(show ? await stageWrite(layer, runLocalMutator, w.name, w.args, at, { db, hlc: clock.next(now.getTime()), absent }) : null);
        }
      } finally {
        staging.done();
      }
      const stages = staged.flatMap((s) => (s?.stage != null ? [s.stage] : []));
      try {
        await turn.before;
        const { ids, stored, deviceId, hlcs, staleRead } = await commitWrites(db, parsed, now, {
          journalKey: journalKey ?? undefined,
          staged,
          readBack: staged.flatMap((s) => s?.keys ?? []),
        });
        // The profile memory holds changed (a pull): the next write reads it again rather than going stale each time.
        if (staleRead === 'profile') layer.rememberProfile(null);
        hlcs.forEach((hlc, i) => clock.settle(deviceId, staged[i]?.hlc, hlc));
        for (const stage of stages) layer.commit(stage, stored);
        return ids;
      } catch (e) {
        clock.forget();
        for (const stage of stages) layer.drop(stage);
        throw e;
      }
    });
  } finally {
    staging.done();
    turn.done();
    journalDone(db.name, journalKey);
  }
}

/** One mutation (see applyLocalMutations); resolves with its id. */
export async function applyLocalMutation<N extends MutationName>(db: RepwiseDb, name: N, input: MutationInput<N>, now: Date = new Date(), opts: WriteOptions = {}): Promise<number> {
  const [id] = await applyLocalMutations(db, [{ name, args: input }], now, opts);
  return id!;
}
