import type { MutationInput, MutationName } from '../domain/mutations/registry';
import { tickHlc } from '../domain/protocol/hlc';
import type { RepwiseDb } from './db/schema';
import { localTx } from './local-tx';
import { ensureDeviceId, getMeta, setMeta } from './meta';
import { loadWritePath } from './load-write-path';

/**
 * Records a mutation on the device: validates its args (a ZodError reaches
 * the caller, e.g. a form), applies the local mutator and appends it to the
 * outbox, all in one Dexie transaction, so the screen and the outbox never
 * disagree. Works from any context (tab or worker); the engine notices new
 * outbox entries and syncs. Returns the mutation id.
 */
export async function applyLocalMutation<N extends MutationName>(db: RepwiseDb, name: N, input: MutationInput<N>, now: Date = new Date()): Promise<number> {
  const [id] = await applyLocalMutations(db, [{ name, args: input }], now);
  return id!;
}

/** One mutation of a batch. */
export interface LocalWrite<N extends MutationName = MutationName> {
  name: N;
  args: MutationInput<N>;
}

/**
 * Several mutations in one transaction, in order: all are recorded or none
 * (a set logged together with the workout and the exercise log it needs
 * is never half there after a reload or a closed app). Args are validated
 * before anything is written. Returns the mutation ids.
 */
export async function applyLocalMutations(db: RepwiseDb, writes: readonly LocalWrite[], now: Date = new Date(), opts: { journalKey?: string } = {}): Promise<number[]> {
  const { isMutationName, mutationTarget, parseMutationArgs, runLocalMutator } = await loadWritePath();
  const parsed = writes.map((w) => {
    if (!isMutationName(w.name)) throw new Error(`Unknown mutation ${String(w.name)}`);
    return { name: w.name, args: parseMutationArgs(w.name, w.args) };
  });
  const at = now.toISOString();
  return db.transaction('rw', [...db.syncedTables(), db.outbox, db.syncMeta, db.pendingRows], async () => {
    // A write the journal holds is applied once, whichever of its tab or a replay after a reload comes first.
    const journaled = opts.journalKey ? (`journal:${opts.journalKey}` as const) : null;
    if (journaled) {
      const done = await getMeta(db, journaled);
      if (done) return done;
    }
    const deviceId = await ensureDeviceId(db);
    const ids: number[] = [];
    for (const { name, args } of parsed) {
      const mutationId = ((await getMeta(db, 'lastLocalMutationId')) ?? 0) + 1;
      const hlc = tickHlc(await getMeta(db, 'hlc'), now.getTime(), deviceId);
      const target = mutationTarget(name, args);
      const seen = (await db.synced(target.table).get(target.id))?.clocks as Record<string, string> | undefined;
      await runLocalMutator(localTx(db, at, hlc), name, args);
      await db.outbox.add({ mutationId, deviceId, name, args, createdAt: at, hlc, ...(seen ? { seen } : {}), status: 'pending' });
      await setMeta(db, 'lastLocalMutationId', mutationId);
      await setMeta(db, 'hlc', hlc);
      ids.push(mutationId);
    }
    if (journaled) await setMeta(db, journaled, ids);
    return ids;
  });
}
