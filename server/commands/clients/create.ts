import { and, eq } from 'drizzle-orm';
import { newClientFields } from '../../../domain/clients/fields';
import type { ClientCreateArgs } from '../../../domain/mutations/client';
import type { ClientRow } from '../../../domain/protocol/rows';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema';
import { toClientRow } from '../../replication/rows';
import { assertTrainer } from '../../access/actor';
import { Forbidden, NotFound } from '../../errors';

/**
 * Creates a client record (client.create; POST /api/clients). The id comes
 * from the device, so a resent create finds its row and does nothing. Status
 * defaults to pending (not yet joined), the currency to the trainer's
 * language (spec §9).
 */
export async function createClient(db: Db, actor: AuthUser, args: ClientCreateArgs): Promise<{ row: ClientRow; created: boolean }> {
  assertTrainer(actor);
  const [inserted] = await db
    .insert(clients)
    .values({
      id: args.id,
      trainerId: actor.id,
      ...newClientFields(args.fields, actor.language),
    })
    .onConflictDoNothing({ target: clients.id })
    .returning();
  if (inserted) return { row: toClientRow(inserted, 'trainer'), created: true };
  const [existing] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, args.id), eq(clients.trainerId, actor.id)))
    .limit(1);
  // Someone else's row under this id: refuse rather than report success.
  if (!existing) throw new Forbidden();
  // Created, then deleted: delete wins.
  if (existing.deletedAt) throw new NotFound();
  return { row: toClientRow(existing, 'trainer'), created: false };
}
