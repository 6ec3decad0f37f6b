import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ClientUpdateArgs } from '../../../domain/mutations/client';
import type { ClientRow } from '../../../domain/protocol/rows';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema';
import { Forbidden, NotFound } from '../../errors';
import { toClientRow } from '../../replication/rows';

/**
 * Sets the given fields of one of the trainer's clients (client.update).
 * Only those columns are written, so edits of different fields made on two
 * devices both survive. A deleted or foreign client is `not_found`.
 */
export async function updateClient(db: Db, actor: AuthUser, args: ClientUpdateArgs): Promise<ClientRow> {
  if (actor.role !== 'trainer') throw new Forbidden();
  const [row] = await db
    .update(clients)
    .set({ ...args.fields, updatedAt: sql`now()` })
    .where(and(eq(clients.id, args.id), eq(clients.trainerId, actor.id), isNull(clients.deletedAt)))
    .returning();
  if (!row) throw new NotFound();
  return toClientRow(row, actor.role);
}
