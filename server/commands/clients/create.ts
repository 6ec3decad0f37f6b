import { and, eq } from 'drizzle-orm';
import { DEFAULT_CLIENT_STATUS } from '../../../domain/clients/fields';
import { currencyOf } from '../../../domain/currency';
import type { ClientCreateArgs } from '../../../domain/mutations/client';
import type { ClientRow } from '../../../domain/sync/rows';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema';
import { toClientRow } from '../../sync/rows';
import { assertTrainer, forbidden, notFound } from './access';

/**
 * Creates a client record (client.create; POST /api/clients). The id comes
 * from the device, so a resent create finds its row and does nothing. Status
 * defaults to pending (not yet joined), the currency to the trainer's
 * language (spec §9).
 */
export async function createClient(db: Db, actor: AuthUser, args: ClientCreateArgs): Promise<{ row: ClientRow; created: boolean }> {
  assertTrainer(actor);
  const f = args.fields;
  const [inserted] = await db
    .insert(clients)
    .values({
      id: args.id,
      trainerId: actor.id,
      name: f.name,
      email: f.email ?? null,
      status: f.status ?? DEFAULT_CLIENT_STATUS,
      age: f.age ?? null,
      goal: f.goal ?? null,
      heightCm: f.heightCm ?? null,
      weightKg: f.weightKg ?? null,
      allergies: f.allergies ?? null,
      intolerances: f.intolerances ?? null,
      hourlyRate: f.hourlyRate ?? null,
      currency: f.currency ?? currencyOf(actor.language),
      notes: f.notes ?? null,
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
  if (!existing) throw forbidden();
  // Created, then deleted: delete wins.
  if (existing.deletedAt) throw notFound();
  return { row: toClientRow(existing, 'trainer'), created: false };
}
