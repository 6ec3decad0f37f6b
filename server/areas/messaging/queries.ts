import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { encodeThreadCursor } from '../../../domain/messaging/page-cursor';
import type { ConversationRow, MessageRow } from '../../../domain/messaging/entity';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, conversations, messages } from '../../db/schema';
import { NotFound } from '../../errors';
import { conversationAccess } from './access';
import { toConversationRow, toMessageRow } from './row';

export interface ConversationSummary {
  conversation: ConversationRow;
  clientName: string;
  latest: MessageRow | null;
  unread: number;
}

/**
 * GET /api/conversations: the actor's conversations (a trainer's clients',
 * a client's own), each with its client's name, latest message and the
 * actor's unread count (docs/rules/messaging.md "Read marks"), the latest
 * message first, conversations with none after them by name.
 */
export async function listConversations(db: Db, actor: AuthUser): Promise<ConversationSummary[]> {
  const rows = await db
    .select({ c: conversations, name: clients.name })
    .from(conversations)
    .innerJoin(clients, eq(clients.id, conversations.clientId))
    .where(and(conversationAccess(db, actor), isNull(clients.deletedAt)));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.c.id);
  const latest = (await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(and(inArray(messages.conversationId, ids), isNull(messages.deletedAt)))
    .orderBy(messages.conversationId, desc(messages.writtenAt), desc(messages.id))) as (typeof messages.$inferSelect)[];
  const latestBy = new Map(latest.map((m) => [m.conversationId, toMessageRow(m)]));
  const unreadBy = await unreadCounts(db, actor.role === 'trainer' ? 'trainer' : 'client', ids);
  const out = rows.map((r) => ({ conversation: toConversationRow(r.c), clientName: r.name, latest: latestBy.get(r.c.id) ?? null, unread: unreadBy.get(r.c.id) ?? 0 }));
  return out.sort((a, b) => {
    const at = a.latest?.writtenAt ?? '';
    const bt = b.latest?.writtenAt ?? '';
    if (at !== bt) return at < bt ? 1 : -1;
    return a.clientName.localeCompare(b.clientName) || (a.conversation.id < b.conversation.id ? -1 : 1);
  });
}

/** The other side's live messages after the side's read mark, by conversation, in one statement. */
async function unreadCounts(db: Db, side: 'trainer' | 'client', ids: string[]): Promise<Map<string, number>> {
  const [markAt, markId] = side === 'trainer' ? [conversations.trainerReadAt, conversations.trainerReadId] : [conversations.clientReadAt, conversations.clientReadId];
  const rows = await db
    .select({ id: messages.conversationId, n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        inArray(messages.conversationId, ids),
        isNull(messages.deletedAt),
        isNull(messages.removedAt),
        sql`${messages.authorRole} <> ${side}`,
        or(isNull(markAt), sql`(${messages.writtenAt}, ${messages.id}) > (${markAt}, ${markId})`),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}


/**
 * GET /api/conversations/{id}/messages: a page of a thread, newest first,
 * before the cursor (keyset: writtenAt, then id), and the cursor of the page
 * after it when there is one. Removed messages are in it, with no text.
 */
export async function listMessages(db: Db, actor: AuthUser, conversationId: string, page: { before?: { writtenAt: Date; id: string }; limit: number }): Promise<{ rows: MessageRow[]; next: string | null }> {
  const [c] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), conversationAccess(db, actor)))
    .limit(1);
  if (!c) throw new NotFound();
  const conds: SQL[] = [eq(messages.conversationId, c.id), isNull(messages.deletedAt)];
  if (page.before) conds.push(sql`(${messages.writtenAt}, ${messages.id}) < (${page.before.writtenAt.toISOString()}::timestamptz, ${page.before.id}::uuid)`);
  const found = await db
    .select()
    .from(messages)
    .where(and(...conds))
    .orderBy(desc(messages.writtenAt), desc(messages.id))
    .limit(page.limit + 1);
  const rows = found.slice(0, page.limit).map(toMessageRow);
  const last = rows.at(-1);
  return { rows, next: found.length > page.limit && last ? encodeThreadCursor(last) : null };
}

