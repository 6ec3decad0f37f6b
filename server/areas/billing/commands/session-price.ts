import { and, eq, isNull, sql } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../../domain/billing/messages';
import { withSessionPrice } from '../../../../domain/billing/price';
import type { SessionPriceArgs } from '../../../../domain/billing/mutations';
import type { TrainingSessionRow } from '../../../../domain/sessions/rows';
import { assertTrainer } from '../../../auth/actor';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { trainingSessions } from '../../../db/schema';
import { NotFound, ValidationError } from '../../../errors';
import { toSessionRow } from '../../sessions/row';

/**
 * The trainer's own price of a session for one of its clients
 * (session.setPrice; PUT /api/clients/{id}/billing/sessions/{sessionId}).
 * Only the trainer whose space holds the session may (a client, or another
 * trainer, never: another's session answers like an unknown one). The row is
 * locked, and only that client's key changes, so prices set for two clients
 * of a group from two devices both stand.
 */
export async function setSessionPrice(db: Db, actor: AuthUser, a: SessionPriceArgs): Promise<TrainingSessionRow> {
  assertTrainer(actor);
  const [r] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, a.id), eq(trainingSessions.spaceId, actor.id), isNull(trainingSessions.deletedAt)))
    .for('update');
  if (!r) throw new NotFound();
  const priceByClient = withSessionPrice(r, a.clientId, a.priceMinor);
  if (!priceByClient) throw new ValidationError({ clientId: [BILLING_MESSAGES.sessionPriceClient] });
  const [row] = await db
    .update(trainingSessions)
    .set({ priceByClient, updatedAt: sql`now()` })
    .where(eq(trainingSessions.id, a.id))
    .returning();
  return toSessionRow(row!);
}
