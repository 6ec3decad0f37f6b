import { and, arrayContains, arrayOverlaps, eq, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { PaymentRow } from '../../../domain/billing/entity';
import type { EarlierBilling } from '../../../domain/billing/earlier';
import { billedSessions, type SessionForBilling } from '../../../domain/billing/price';
import { amountOwedMinor, clientBilling, type ClientBilling } from '../../../domain/billing/summary';
import { fromMinor } from '../../../domain/billing/money';
import type { Currency } from '../../../domain/currency';
import { resolveLogClient } from '../clients/access';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, payments, trainingSessions } from '../../db/schema';
import { NotFound } from '../../errors';
import { toPaymentRow } from './row';

/**
 * domain/billing/price.ts isBilled as SQL: completed, and in person, a group,
 * or a solo session the trainer marked billable (never a client's own
 * workout). Its own function so a test can hold it against isBilled row by row.
 */
export function billedSessionsWhere(): SQL {
  return and(eq(trainingSessions.progressStatus, 'completed'), or(ne(trainingSessions.type, 'solo'), eq(trainingSessions.billable, true)))!;
}

/** The space's live billed sessions of the clients `clients` selects. */
async function billedSessionRows(db: Db, spaceId: string, clients: SQL): Promise<SessionForBilling[]> {
  const rows = await db
    .select({
      id: trainingSessions.id,
      date: trainingSessions.date,
      startsAt: trainingSessions.startsAt,
      durationMinutes: trainingSessions.durationMinutes,
      clientIds: trainingSessions.clientIds,
      progressStatus: trainingSessions.progressStatus,
      type: trainingSessions.type,
      billable: trainingSessions.billable,
      priceByClient: trainingSessions.priceByClient,
    })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.spaceId, spaceId), clients, billedSessionsWhere(), isNull(trainingSessions.deletedAt)));
  return rows.map((s) => ({ ...s, startsAt: s.startsAt.toISOString() }));
}

/** What billing needs of one client, from every row the server has (not a device's window). */
export async function billingRowsOf(db: Db, spaceId: string, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, hourlyRate: clients.hourlyRate, currency: clients.currency })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.trainerId, spaceId), isNull(clients.deletedAt)))
    .limit(1);
  if (!client) throw new NotFound();
  const sessions = await billedSessionRows(db, spaceId, arrayContains(trainingSessions.clientIds, [clientId]));
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

/**
 * docs/rules/clients.md "Amount owed" amountOwed for several of a trainer's clients at once (the
 * client list): two queries for all of them, then the same computation as
 * the billing answer. A decimal in each client's currency.
 */
export async function amountsOwed(db: Db, spaceId: string, list: readonly { id: string; hourlyRate: number | null }[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (list.length === 0) return out;
  const ids = list.map((c) => c.id);
  const sessions = await billedSessionRows(db, spaceId, arrayOverlaps(trainingSessions.clientIds, ids));
  const paid = (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.spaceId, spaceId), inArray(payments.clientId, ids), isNull(payments.deletedAt)))
  ).map(toPaymentRow);
  const paymentsOf = new Map<string, PaymentRow[]>();
  for (const p of paid) {
    const list = paymentsOf.get(p.clientId);
    if (list) list.push(p);
    else paymentsOf.set(p.clientId, [p]);
  }
  for (const c of list) out.set(c.id, fromMinor(amountOwedMinor(c, sessions, paymentsOf.get(c.id) ?? [])));
  return out;
}

/**
 * What each client was billed before an instant (sessions older than a
 * device's sync window): the carried-forward figure a device puts in front of
 * its own sessions (domain/billing/earlier.ts). A trainer gets every live
 * client of theirs, a client their own record.
 */
export async function earlierBillingFor(db: Db, actor: AuthUser, before: Date): Promise<(EarlierBilling & { clientId: string })[]> {
  let spaceId: string;
  let scope: SQL;
  if (actor.role === 'trainer') {
    spaceId = actor.id;
    scope = and(eq(clients.trainerId, spaceId), isNull(clients.deletedAt))!;
  } else {
    const own = await resolveLogClient(db, actor, undefined);
    spaceId = own.spaceId;
    scope = and(eq(clients.id, own.clientId), isNull(clients.deletedAt))!;
  }
  const list = await db.select({ id: clients.id, hourlyRate: clients.hourlyRate }).from(clients).where(scope);
  if (list.length === 0) return [];
  const ids = list.map((c) => c.id);
  const sessions = await billedSessionRows(db, spaceId, and(arrayOverlaps(trainingSessions.clientIds, ids), lt(trainingSessions.startsAt, before))!);
  return list.map((c) => {
    const billed = billedSessions(sessions, c);
    return { clientId: c.id, before: before.toISOString(), billedMinor: billed.reduce((a, s) => a + s.priceMinor, 0), sessions: billed.length };
  });
}
