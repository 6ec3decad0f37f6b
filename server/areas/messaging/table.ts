import { sql } from 'drizzle-orm';
import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/table';
import { clientColumn, syncedPgTable } from '../../db/synced-table';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * docs/rules/messaging.md "Conversations": one per client, its id the
 * client's, in the trainer's space and seen by that client. The read marks
 * only move forward (commands/read.ts).
 */
export const conversations = syncedPgTable(
  'conversations',
  {
    clientId: clientColumn(),
    trainerReadId: uuid('trainer_read_id'),
    trainerReadAt: instant('trainer_read_at'),
    clientReadId: uuid('client_read_id'),
    clientReadAt: instant('client_read_at'),
  },
  (t) => [index('conversations_client_rev_idx').on(t.clientId, t.rev, t.id)],
);

/**
 * docs/rules/messaging.md "Messages". client_id is the conversation's (who
 * besides the trainer sees it); removed_at is the author's "message
 * deleted", not the tombstone (deleted_at), which only a client's deletion
 * leaves.
 */
export const messages = syncedPgTable(
  'messages',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    clientId: clientColumn(),
    /** Kept when the author's account goes: the thread still shows the message. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['trainer', 'client'] }).notNull(),
    body: text('body').notNull(),
    refKind: text('ref_kind', { enum: ['sessionLog', 'exerciseLog', 'exerciseSet', 'weightLog', 'mealLog', 'session', 'plan', 'checkIn'] }),
    refId: uuid('ref_id'),
    writtenAt: instant('written_at').notNull(),
    editedAt: instant('edited_at'),
    removedAt: instant('removed_at'),
  },
  (t) => [
    index('messages_client_rev_idx').on(t.clientId, t.rev, t.id),
    // A thread newest first (REST paging, the latest message of each conversation).
    index('messages_conversation_written_idx').on(t.conversationId, t.writtenAt, t.id).where(sql`${t.deletedAt} is null`),
    // The comments on one item (a logged workout's, a weight entry's).
    index('messages_ref_idx').on(t.refId).where(sql`${t.refId} is not null and ${t.deletedAt} is null`),
  ],
);
