import { z } from 'zod';
import { defineEntity } from '../protocol/entity';
import { REF_KINDS } from './references';
import { MESSAGE_WINDOW_DAYS } from './window';

/**
 * The conversation of a trainer and one client (docs/rules/messaging.md
 * "Conversations"). Its id is the client's id: any device can make it
 * offline and two devices make the same row, never a second one. Each side's
 * read mark is the last message it read and that message's writtenAt; a mark
 * only moves forward (thread.ts advancesMark), on the device and the server.
 */
export const ConversationRow = z.object({
  id: z.string(),
  clientId: z.string(),
  trainerReadId: z.string().nullable(),
  trainerReadAt: z.string().nullable(),
  clientReadId: z.string().nullable(),
  clientReadAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationRow = z.infer<typeof ConversationRow>;

export const AUTHOR_ROLES = ['trainer', 'client'] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];

/**
 * A message (docs/rules/messaging.md "Messages"). `removedAt` is the
 * author's "message deleted": the row stays, its body emptied, and both
 * sides see the mark. It is not the sync tombstone, which only a client's
 * deletion leaves.
 */
export const MessageRow = z.object({
  id: z.string(),
  conversationId: z.string(),
  clientId: z.string(),
  /** Null once the author's account is gone: the thread keeps the message. */
  authorId: z.string().nullable(),
  authorRole: z.enum(AUTHOR_ROLES),
  body: z.string(),
  refKind: z.enum(REF_KINDS).nullable(),
  refId: z.string().nullable(),
  writtenAt: z.string(),
  editedAt: z.string().nullable(),
  removedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageRow = z.infer<typeof MessageRow>;

export const conversationEntity = defineEntity({
  name: 'conversations',
  sqlName: 'conversations',
  order: 50,
  row: ConversationRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  // The cascade finds a client's conversation by clientId.
  indexes: ['clientId'],
  parent: { entity: 'clients', field: 'clientId' },
});

export const messageEntity = defineEntity({
  name: 'messages',
  sqlName: 'messages',
  order: 51,
  row: MessageRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  window: 'writtenAt',
  // docs/rules/messaging.md "On the device": 90 days of messages; older ones load from the server.
  windowDaysBack: MESSAGE_WINDOW_DAYS,
  // A thread reads its messages by time; the cascade reads the first part.
  indexes: ['[conversationId+writtenAt]'],
  parent: { entity: 'conversations', field: 'conversationId' },
  // Only the author edits, but from any of their devices: the later edit wins.
  editable: ['body', 'editedAt'],
});
