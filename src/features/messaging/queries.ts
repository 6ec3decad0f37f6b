import type { ConversationRow, MessageRow } from '../../../domain/messaging/entity';
import { readMarkOf } from '../../../domain/messaging/conversation';
import type { RefKind } from '../../../domain/messaging/references';
import type { RepwiseDb } from '../../../replica/db/schema';
import { folded, unreadFor, type Side } from './threadView';

/** The range of one conversation's messages in the [conversationId+writtenAt] index, from `from` on. */
const range = (db: RepwiseDb, conversationId: string, from = '') =>
  db.messages.where('[conversationId+writtenAt]').between([conversationId, from], [conversationId, '\uffff'], true, true);

/** The newest `limit` messages of a conversation, newest first (the thread shows a window of them and reads more on scrolling up). */
export async function latestMessages(db: RepwiseDb, conversationId: string, limit: number): Promise<MessageRow[]> {
  return range(db, conversationId).reverse().limit(limit).toArray();
}

/** Messages of the other side after the side's read mark: read from the mark on, not the whole thread. */
export async function unreadIn(db: RepwiseDb, c: ConversationRow, side: Side): Promise<MessageRow[]> {
  const mark = readMarkOf(c, side);
  const after = await range(db, c.id, mark.at ?? '').toArray();
  return unreadFor(after, side, mark);
}

export interface ConversationSummary {
  conversation: ConversationRow;
  last: MessageRow | null;
  unread: number;
}

/** Every conversation on the device with its latest message and the side's unread count. */
export async function conversationSummaries(db: RepwiseDb, side: Side): Promise<ConversationSummary[]> {
  const conversations = await db.conversations.toArray();
  return Promise.all(
    conversations.map(async (conversation) => {
      const [last, unread] = await Promise.all([range(db, conversation.id).last(), unreadIn(db, conversation, side)]);
      return { conversation, last: last ?? null, unread: unread.length };
    }),
  );
}

/** Ids of conversations holding a message with the text (the inbox's search on the device). */
export async function conversationsWithText(db: RepwiseDb, query: string): Promise<Set<string>> {
  const q = folded(query.trim());
  const out = new Set<string>();
  if (!q) return out;
  await db.messages.each((m) => {
    if (!m.removedAt && !out.has(m.conversationId) && folded(m.body).includes(q)) out.add(m.conversationId);
  });
  return out;
}

/** The messages about one item (its comments), oldest first. */
export async function commentsOn(db: RepwiseDb, conversationId: string, kind: RefKind, id: string): Promise<MessageRow[]> {
  return range(db, conversationId)
    .filter((m) => m.refKind === kind && m.refId === id)
    .toArray();
}
