import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RefKind } from '../../../domain/messaging/references';
import { MESSAGING_MESSAGES } from '../../../domain/messaging/messages';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { checkInSubmissions, clients, conversations, exerciseLogs, exerciseSets, mealLogs, messages, trainingPlans, trainingSessions, weightLogs } from '../../db/schema';
import { NotFound } from '../../errors';

/** The live client records a client-role user is (their conversations). */
function ownRecords(db: Db, actor: AuthUser) {
  return db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, actor.id), isNull(clients.deletedAt)));
}

/** SQL condition: a live conversation the actor takes part in (docs/rules/messaging.md "Conversations"). */
export function conversationAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return and(eq(conversations.spaceId, actor.id), isNull(conversations.deletedAt))!;
  if (actor.role === 'client') return and(inArray(conversations.clientId, ownRecords(db, actor)), isNull(conversations.deletedAt))!;
  return sql`false`;
}

/** SQL condition: a live message of one of the actor's conversations. */
export function messageAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return and(eq(messages.spaceId, actor.id), isNull(messages.deletedAt))!;
  if (actor.role === 'client') return and(inArray(messages.clientId, ownRecords(db, actor)), isNull(messages.deletedAt))!;
  return sql`false`;
}

/**
 * The conversation a write names: the actor's, else not found (another
 * trainer's or client's answers as an unknown id does). A client's
 * conversation the server lacks (none should: one is made with every
 * client, and migration 0020 made the rest) is made here, so a send never
 * fails for want of it.
 */
export async function conversationFor(db: Db, actor: AuthUser, conversationId: string): Promise<{ clientId: string; spaceId: string }> {
  const [client] = await db
    .select({ id: clients.id, trainerId: clients.trainerId })
    .from(clients)
    .where(
      and(
        eq(clients.id, conversationId),
        isNull(clients.deletedAt),
        actor.role === 'trainer' ? eq(clients.trainerId, actor.id) : actor.role === 'client' ? eq(clients.userId, actor.id) : sql`false`,
      ),
    )
    .limit(1);
  if (!client) throw new NotFound();
  await ensureConversation(db, client.id, client.trainerId);
  return { clientId: client.id, spaceId: client.trainerId };
}

/** The client's conversation, made when missing; a replay or a second device makes nothing more. */
export async function ensureConversation(db: Db, clientId: string, spaceId: string): Promise<void> {
  await db.insert(conversations).values({ id: clientId, spaceId, clientId }).onConflictDoNothing({ target: conversations.id });
}

type RefTable = PgTable & { id: PgColumn; spaceId: PgColumn; deletedAt: PgColumn };

/** Where each kind of reference lives, and how its row names the client (docs/rules/messaging.md "References"). */
const REF_SOURCES: Record<RefKind, { table: RefTable; ofClient: (clientId: string) => SQL }> = {
  sessionLog: { table: trainingSessions, ofClient: (c) => sql`${trainingSessions.clientIds} @> array[${c}]::uuid[]` },
  session: { table: trainingSessions, ofClient: (c) => sql`${trainingSessions.clientIds} @> array[${c}]::uuid[]` },
  exerciseLog: { table: exerciseLogs, ofClient: (c) => eq(exerciseLogs.clientId, c) },
  exerciseSet: { table: exerciseSets, ofClient: (c) => eq(exerciseSets.clientId, c) },
  weightLog: { table: weightLogs, ofClient: (c) => eq(weightLogs.clientId, c) },
  mealLog: { table: mealLogs, ofClient: (c) => eq(mealLogs.clientId, c) },
  plan: { table: trainingPlans, ofClient: (c) => eq(trainingPlans.clientId, c) },
  checkIn: { table: checkInSubmissions, ofClient: (c) => eq(checkInSubmissions.clientId, c) },
};

/** A reference must name a live item of the conversation's client; anything else is refused as not found. */
export async function assertReference(db: Db, target: { clientId: string; spaceId: string }, kind: RefKind, id: string): Promise<void> {
  const src = REF_SOURCES[kind];
  const t = src.table;
  const [found] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), eq(t.spaceId, target.spaceId), isNull(t.deletedAt), src.ofClient(target.clientId)))
    .limit(1);
  if (!found) throw new NotFound(MESSAGING_MESSAGES.messageReferenceNotFound, 'reference_not_found');
}
