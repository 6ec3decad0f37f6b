import { eq } from 'drizzle-orm';
import { newClientFields } from '../../../../domain/clients/fields';
import type { ClientCreateArgs } from '../../../../domain/clients/mutations';
import type { ClientRow } from '../../../../domain/protocol/rows';
import { assertTrainer } from '../../../auth/actor';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { clients } from '../../../db/schema';
import { Forbidden, NotFound } from '../../../errors';
import { toClientRow } from '../row';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/**
 * Creates a client record (client.create; POST /api/clients). The id comes
 * from the device, so a resent create finds its row and does nothing. Status
 * defaults to pending (not yet joined), the currency to the trainer's
 * language (docs/rules/languages.md "Formats").
 */
export async function createClient(db: Db, actor: AuthUser, args: ClientCreateArgs): Promise<{ row: ClientRow; created: boolean }> {
  assertTrainer(actor);
  const { row, created } = await insertOrExisting(
    db,
    clients,
    { id: args.id, trainerId: actor.id, ...newClientFields(args.fields, actor.language) },
    { visible: eq(clients.trainerId, actor.id), otherwise: () => new Forbidden() },
  );
  // Created, then deleted: delete wins.
  if (row.deletedAt) throw new NotFound();
  await noteOnboardingEvent(db, actor, 'create-client', created);
  return { row: toClientRow(row, 'trainer'), created };
}
