import { and, eq, isNull } from 'drizzle-orm';
import type { ClientUpdateArgs } from '../../../../domain/clients/mutations';
import type { ClientRow } from '../../../../domain/protocol/rows';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { clients } from '../../../db/schema';
import { Forbidden, NotFound } from '../../../errors';
import { editRow, type Edit } from '../../../replication/edits';
import { toClientRow } from '../row';

/**
 * Sets the given fields of one of the trainer's clients (client.update).
 * Each field keeps its latest edit by edit time (replication/edits.ts), so
 * edits of different fields made on two devices both survive. A deleted or
 * foreign client is `not_found`.
 */
export async function updateClient(db: Db, actor: AuthUser, args: ClientUpdateArgs, edit?: Edit): Promise<ClientRow> {
  if (actor.role !== 'trainer') throw new Forbidden();
  const row = await editRow(db, clients, and(eq(clients.id, args.id), eq(clients.trainerId, actor.id), isNull(clients.deletedAt))!, args.fields, { entity: 'clients', id: args.id }, edit);
  if (!row) throw new NotFound();
  return toClientRow(row, actor.role);
}
