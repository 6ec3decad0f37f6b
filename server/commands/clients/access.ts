import { and, eq, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema';
import { Forbidden, NotFound } from '../../errors';

export const notFound = () => new NotFound();
export const forbidden = () => new Forbidden();

export type ClientRecord = typeof clients.$inferSelect;

/** Only trainers manage client records (spec §6). */
export function assertTrainer(actor: AuthUser): void {
  if (actor.role !== 'trainer') throw forbidden();
}

/**
 * One of the trainer's live clients, else not found: another trainer's id
 * answers exactly like an unknown one, so ids do not leak.
 */
export async function ownLiveClient(db: Db, actor: AuthUser, id: string, opts: { forUpdate?: boolean } = {}): Promise<ClientRecord> {
  assertTrainer(actor);
  const q = db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.trainerId, actor.id), isNull(clients.deletedAt)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}
