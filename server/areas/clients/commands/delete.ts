import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ClientDeleteArgs } from '../../../../domain/clients/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { clients } from '../../../db/schema';
import { assertTrainer } from '../../../auth/actor';
import { forgetResolvedClients } from '../access';
import { NotFound } from '../../../errors';
import { CLIENT_DELETE_CASCADE } from './cascade';

/**
 * Deletes a client (client.delete; DELETE /api/clients/{id}): the row becomes
 * a tombstone and so do their plans and progress (cascade.ts). Deleting a
 * deleted client does nothing, so two devices deleting offline both succeed.
 * A linked client-role user keeps the account but sees nothing of this
 * trainer any more (sync shows only live client records).
 */
export async function deleteClient(db: Db, actor: AuthUser, args: ClientDeleteArgs): Promise<void> {
  assertTrainer(actor);
  const [row] = await db
    .update(clients)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(clients.id, args.id), eq(clients.trainerId, actor.id), isNull(clients.deletedAt)))
    .returning({ id: clients.id });
  if (!row) {
    const [gone] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, args.id), eq(clients.trainerId, actor.id)))
      .limit(1);
    if (!gone) throw new NotFound();
    return;
  }
  forgetResolvedClients(db);
  for (const step of CLIENT_DELETE_CASCADE) await step(db, { clientId: row.id, spaceId: actor.id });
}
