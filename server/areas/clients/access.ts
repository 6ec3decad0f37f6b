import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema';
import { Forbidden, NotFound, ValidationError } from '../../errors';
import { assertTrainer } from '../../auth/actor';
import { ownClientRecords } from '../../replication/people';

export type ClientRecord = typeof clients.$inferSelect;

/**
 * One of the trainer's live clients, else not found: another trainer's id
 * answers exactly like an unknown one, so ids do not leak.
 */
export async function liveClient(db: Db, actor: AuthUser, id: string, opts: { forUpdate?: boolean } = {}): Promise<ClientRecord> {
  assertTrainer(actor);
  const q = db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.trainerId, actor.id), isNull(clients.deletedAt)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) throw new NotFound();
  return row;
}

/**
 * The client a weight log is written for. A client writes for their own record
 * (a different clientId is forbidden); a trainer names one of their live
 * clients (another trainer's client is not found, so ids do not leak).
 */
export async function resolveLogClient(db: Db, actor: AuthUser, clientId: string | undefined): Promise<{ clientId: string; spaceId: string }> {
  // A push runs many creates for the same client in one transaction: ask once.
  let memo = resolved.get(db);
  if (!memo) resolved.set(db, (memo = new Map()));
  const key = `${actor.id}|${clientId ?? ''}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const found = await resolveUncached(db, actor, clientId);
  memo.set(key, found);
  return found;
}

/**
 * Resolutions per transaction (keyed by the transaction object). Nothing in a
 * transaction changes which clients are live or whose they are today; a
 * command that does (deleting or relinking a client) must call
 * forgetResolvedClients(tx).
 */
const resolved = new WeakMap<Db, Map<string, { clientId: string; spaceId: string }>>();
export function forgetResolvedClients(db: Db) {
  resolved.delete(db);
}

async function resolveUncached(db: Db, actor: AuthUser, clientId: string | undefined): Promise<{ clientId: string; spaceId: string }> {
  if (actor.role === 'client') {
    const own = await ownClientRecords(db, actor.id);
    if (own.length === 0) throw new NotFound(MESSAGES.clientIdNotFound);
    const pick = clientId === undefined ? own[0] : own.find((c) => c.id === clientId);
    if (!pick) throw new Forbidden();
    return { clientId: pick.id, spaceId: pick.trainerId };
  }
  if (actor.role !== 'trainer') throw new Forbidden();
  if (clientId === undefined) throw new ValidationError({ clientId: [MESSAGES.clientIdNotFound] });
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.trainerId, actor.id), isNull(clients.deletedAt)))
    .limit(1);
  if (!row) throw new NotFound();
  return { clientId: row.id, spaceId: actor.id };
}
