import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ConversationRow } from '../../../../domain/messaging/entity';
import type { ConversationReadArgs } from '../../../../domain/messaging/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { conversations, messages, notifications } from '../../../db/schema';
import { NotFound } from '../../../errors';
import { conversationAccess } from '../access';
import { toConversationRow } from '../row';

/**
 * Moves the caller's read mark to a message of the conversation
 * (conversation.read; POST /api/conversations/{id}/read). The mark takes the
 * message's stored writtenAt and moves only forward, in one statement, so
 * reads arriving in any order leave the latest (docs/rules/messaging.md "Read
 * marks").
 */
export async function readConversation(db: Db, actor: AuthUser, args: ConversationReadArgs): Promise<ConversationRow> {
  const [c] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, args.id), conversationAccess(db, actor)))
    .limit(1);
  if (!c) throw new NotFound();
  const [m] = await db
    .select({ id: messages.id, writtenAt: messages.writtenAt })
    .from(messages)
    .where(and(eq(messages.id, args.messageId), eq(messages.conversationId, c.id), isNull(messages.deletedAt)))
    .limit(1);
  if (!m) throw new NotFound();
  const [readId, readAt] = actor.role === 'trainer' ? [conversations.trainerReadId, conversations.trainerReadAt] : [conversations.clientReadId, conversations.clientReadAt];
  const set = actor.role === 'trainer' ? { trainerReadId: m.id, trainerReadAt: m.writtenAt } : { clientReadId: m.id, clientReadAt: m.writtenAt };
  await db
    .update(conversations)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(conversations.id, c.id), or(isNull(readAt), sql`(${readAt}, ${readId}) < (${m.writtenAt.toISOString()}::timestamptz, ${m.id}::uuid)`)));
  await readBells(db, actor.id, c.id, m);
  const [row] = await db.select().from(conversations).where(eq(conversations.id, c.id));
  return toConversationRow(row!);
}

/**
 * The reader's bell notifications of the messages the mark has passed are read
 * too: a thread read on one device leaves no unread bell for the same messages
 * on any of them (and the delayed mail, which skips a read bell, is not sent). The key is
 * notify.ts messageNotificationKey's form.
 */
async function readBells(db: Db, userId: string, conversationId: string, upTo: { id: string; writtenAt: Date }): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'message'),
        isNull(notifications.readAt),
        sql`${notifications.dedupeKey} in (select 'message:' || ${messages.id} || ':' || ${userId}::text from ${messages}
          where ${messages.conversationId} = ${conversationId}::uuid and (${messages.writtenAt}, ${messages.id}) <= (${upTo.writtenAt.toISOString()}::timestamptz, ${upTo.id}::uuid))`,
      ),
    );
}
