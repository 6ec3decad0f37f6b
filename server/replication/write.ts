import type { AppContext, AuthUser } from '../context';
import type { Db } from '../db/database';
import { lockWritableSpaces } from './lock';
import { pokeHub } from './pokes';

/** What a function run by inSpaceTransaction gets. */
export interface SpaceTransaction {
  tx: Db;
  /** Locks the caller's spaces for the rest of the transaction (once; later calls answer the same spaces). */
  lockSpaces(): Promise<readonly string[]>;
}

/**
 * The transaction every write runs in: opens it, runs `fn`, commits, and
 * answers fn's value with the spaces it locked. With `lock: 'first'` the
 * caller's spaces are locked before fn runs; with 'whenAsked' fn locks them
 * itself (the push first reads its device's state, and locks only when it
 * has mutations to run). It does not poke: write() does, after the commit;
 * the push pokes once for all its transactions.
 */
export async function inSpaceTransaction<T>(
  db: Db,
  user: AuthUser,
  lock: 'first' | 'whenAsked',
  fn: (t: SpaceTransaction) => Promise<T>,
): Promise<{ value: T; spaces: readonly string[] }> {
  let spaces: readonly string[] = [];
  const value = await db.transaction(async (tx) => {
    let locked: Promise<readonly string[]> | null = null;
    const lockSpaces = () => (locked ??= lockWritableSpaces(tx, user).then((s) => (spaces = s)));
    if (lock === 'first') await lockSpaces();
    return fn({ tx, lockSpaces });
  });
  return { value, spaces };
}

/**
 * The one write path of the REST routes, the same as a sync push's: runs `fn`
 * (a command, or a few) in a transaction holding the caller's spaces, then
 * pokes their devices. A domain error thrown by fn rolls everything back.
 */
export async function write<T>(ctx: AppContext, user: AuthUser, fn: (tx: Db) => Promise<T>): Promise<T> {
  const { value, spaces } = await inSpaceTransaction(ctx.db, user, 'first', ({ tx }) => fn(tx));
  pokeHub(ctx).poke(spaces);
  return value;
}
