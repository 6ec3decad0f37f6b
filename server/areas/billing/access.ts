import { and, eq, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema';
import { NotFound } from '../../errors';
import { liveClient } from '../clients/access';

/** The payment exists, is the trainer's, and is this client's: else not found. */
export async function assertPaymentOfClient(db: Db, actor: AuthUser, clientId: string, paymentId: string) {
  await liveClient(db, actor, clientId);
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.clientId, clientId), eq(payments.spaceId, actor.id), isNull(payments.deletedAt)))
    .limit(1);
  if (!row) throw new NotFound();
}
