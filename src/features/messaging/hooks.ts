import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { ConversationRow, MessageRow } from '../../../domain/messaging/entity';
import type { RefKind } from '../../../domain/messaging/references';
import { compareMessages } from '../../../domain/messaging/thread';
import type { SyncTableName } from '../../../domain/protocol/tables';
import { layerOf, useOverlayVersion, useProfile, useUserDb } from '../../db';
import { useOverlayHold } from '../../db/overlayHold';
import { commentsOn, conversationSummaries, latestMessages, unreadIn, type ConversationSummary } from './queries';
import type { Side } from './threadView';

const THREAD_TABLES: readonly SyncTableName[] = ['messages', 'conversations'];

export interface Viewer {
  userId: string;
  side: Side;
  /** The client's own conversation (a client-role user); null for a trainer. */
  ownConversationId: string | null;
}

/** Who reads: undefined while the profile loads, null for an admin or before the first sync. */
export function useViewer(): Viewer | null | undefined {
  const profile = useProfile();
  return useMemo(() => {
    if (profile === undefined) return undefined;
    if (!profile || profile.role === 'admin') return null;
    return { userId: profile.id, side: profile.role, ownConversationId: profile.role === 'client' ? (profile.clientId ?? profile.id) : null };
  }, [profile]);
}

export interface Thread {
  conversation: ConversationRow | null;
  /** The newest `limit` messages, in thread order. */
  messages: MessageRow[];
  /** The device holds older messages of this conversation than these. */
  more: boolean;
}

/**
 * One conversation's newest `limit` messages and its read marks, with this tab's writes shown at once. One more is
 * read to learn whether older ones are held: a count walked all of the conversation's index entries (5,000 in a long
 * thread) at every opening and every write.
 */
export function useThread(conversationId: string | null | undefined, limit: number): Thread | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    if (!conversationId) return { commits, conversation: null, messages: [] as MessageRow[], more: false };
    const [conversation, newest] = await Promise.all([db.conversations.get(conversationId), latestMessages(db, conversationId, limit + 1)]);
    return { commits, conversation: conversation ?? null, messages: newest.slice(0, limit).reverse(), more: newest.length > limit };
  }, [db, conversationId, limit]);
  const version = useOverlayVersion(db);
  useOverlayHold(layer, THREAD_TABLES, read?.commits);
  return useMemo(() => {
    if (!read) return undefined;
    layer.remember('messages', read.messages);
    if (read.conversation) layer.remember('conversations', [read.conversation]);
    const messages = layer.merge<MessageRow>('messages', read.messages, read.commits, { include: (r) => r.conversationId === conversationId, compare: compareMessages });
    const [conversation = null] = layer.merge<ConversationRow>('conversations', read.conversation ? [read.conversation] : [], read.commits, {
      include: (r) => r.id === conversationId,
      compare: () => 0,
    });
    return { conversation, messages, more: read.more };
  }, [read, version, layer, conversationId]);
}

/** Every conversation with its latest message and unread count, for the inbox. */
export function useConversationSummaries(side: Side | undefined): ConversationSummary[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => (side ? conversationSummaries(db, side) : []), [db, side]);
}

/** The viewer's unread messages over all their conversations (the Messages entry's count). */
export function useUnreadTotal(): number {
  const db = useUserDb();
  const viewer = useViewer();
  const side = viewer?.side;
  const n = useLiveQuery(async () => {
    if (!side) return 0;
    const conversations = await db.conversations.toArray();
    const counts = await Promise.all(conversations.map(async (c) => (await unreadIn(db, c, side)).length));
    return counts.reduce((a, b) => a + b, 0);
  }, [db, side]);
  return n ?? 0;
}

/** The messages about one item (its comments), oldest first. */
export function useComments(conversationId: string | null | undefined, kind: RefKind, id: string | null | undefined): MessageRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => (conversationId && id ? commentsOn(db, conversationId, kind, id) : []), [db, conversationId, kind, id]);
}
