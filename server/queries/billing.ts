import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { PaymentRow } from '../../domain/billing/entity';
import type { SessionForBilling } from '../../domain/billing/price';
import { clientBilling, type ClientBilling } from '../../domain/billing/summary';
import type { Currency } from '../../domain/currency';
import { resolveLogClient } from '../access/clients';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { clients, payments, trainingSessions } from '../db/schema';
import { NotFound } from '../errors';
import { toPaymentRow } from '../commands/billing/row';

/** What billing needs of one client, from every row the server has (not a device's window). */
export async function billingRowsOf(db: Db, spaceId: string, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, hourlyRate: clients.hourlyRate, currency: clients.currency })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.trainerId, spaceId), isNull(clients.deletedAt)))
    .limit(1);
  if (!client) throw new NotFound();
  const sessions: SessionForBilling[] = (
    await db
      .select({
        id: trainingSessions.id,
        date: trainingSessions.date,
        startsAt: trainingSessions.startsAt,
        durationMinutes: trainingSessions.durationMinutes,
        clientIds: trainingSessions.clientIds,
        progressStatus: trainingSessions.progressStatus,
      })
      .from(trainingSessions)
      .where(
        and(
          eq(trainingSessions.spaceId, spaceId),
          arrayContains(trainingSessions.clientIds, [clientId]),
          eq(trainingSessions.progressStatus, 'completed'),
          isNull(trainingSessions.deletedAt),
        ),
      )
  ).map((s) => ({ ...s, startsAt: s.startsAt.toISOString() }));
  const rows: PaymentRow[] = (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.clientId, clientId), eq(payments.spaceId, spaceId), isNull(payments.deletedAt)))
  ).map(toPaymentRow);
  return { client: { id: client.id, hourlyRate: client.hourlyRate, currency: client.currency as Currency }, sessions, payments: rows };
}

export interface ClientBillingAnswer extends ClientBilling {
  clientId: string;
  currency: Currency;
}

/**
 * A client's billing as the server computes it (the final figures): for a
 * trainer one of their live clients (another's answers not found), for a
 * client their own record only.
 */
export async function clientBillingFor(db: Db, actor: AuthUser, clientId?: string): Promise<ClientBillingAnswer> {
  let spaceId: string;
  let id: string;
  if (actor.role === 'trainer') {
    if (clientId === undefined) throw new NotFound();
    spaceId = actor.id;
    id = clientId;
  } else {
    const own = await resolveLogClient(db, actor, clientId);
    spaceId = own.spaceId;
    id = own.clientId;
  }
  const { client, sessions, payments: rows } = await billingRowsOf(db, spaceId, id);
  return { clientId: client.id, currency: client.currency, ...clientBilling(client, sessions, rows) };
}
