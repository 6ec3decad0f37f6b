import type { RepwiseDb } from './db/schema';
import { setMeta } from './meta';

/**
 * Runs a bulk write (a history import) with sync rounds held off (meta
 * holdUntil, read by the engine in whichever tab leads): a round in the
 * middle would push half an import and rebase every queued workout under the
 * next batch, which on a phone costs more than the writes. `renew` extends
 * the hold between batches; a hold left by a closed tab lapses after `ms`.
 * The caller asks for a sync afterwards.
 */
export async function withSyncHeld<T>(db: RepwiseDb, work: (renew: () => Promise<void>) => Promise<T>, ms = 15_000): Promise<T> {
  const renew = () => setMeta(db, 'holdUntil', Date.now() + ms);
  await renew();
  try {
    return await work(renew);
  } finally {
    await setMeta(db, 'holdUntil', 0);
  }
}
