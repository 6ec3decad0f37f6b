import { and, eq } from 'drizzle-orm';
import { inEditWindow } from '../../../../domain/messaging/edit-window';
import type { MessageRow } from '../../../../domain/messaging/entity';
import { MESSAGING_MESSAGES } from '../../../../domain/messaging/messages';
import type { MessageEditArgs } from '../../../../domain/messaging/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { messages } from '../../../db/schema';
import { editRow, type Edit } from '../../../replication/edits';
import { Conflict, Forbidden, NotFound } from '../../../errors';
import { messageAccess } from '../access';
import { toMessageRow } from '../row';
import { believedTime } from './send';

/** The message a change names, locked: one of the actor's conversations, else not found; the actor's own, else refused. */
export async function ownMessage(db: Db, actor: AuthUser, id: string): Promise<typeof messages.$inferSelect> {
  const [m] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), messageAccess(db, actor)))
    .for('update');
  if (!m) throw new NotFound();
  if (m.authorId !== actor.id) throw new Forbidden(MESSAGING_MESSAGES.messageNotAuthor, 'not_author');
  return m;
}

/**
 * Changes a message's text (message.edit; PATCH /api/messages/{id}): its
 * author, within 15 minutes of writing it, judged by the edit's own time
 * (docs/rules/messaging.md "Editing and deleting"). The later of two edits
 * wins (field clocks); a deleted message is not edited.
 */
export async function editMessage(db: Db, actor: AuthUser, args: MessageEditArgs, edit?: Edit): Promise<MessageRow> {
  const m = await ownMessage(db, actor, args.id);
  if (m.removedAt) throw new Conflict(MESSAGING_MESSAGES.messageRemoved, 'message_removed');
  const editedAt = believedTime(args.editedAt);
  if (!inEditWindow({ writtenAt: m.writtenAt.toISOString() }, editedAt)) throw new Conflict(MESSAGING_MESSAGES.messageEditWindowClosed, 'edit_window_closed');
  const row = await editRow(db, messages, and(eq(messages.id, m.id), messageAccess(db, actor))!, { body: args.body, editedAt }, { entity: 'messages', id: m.id }, edit);
  if (!row) throw new NotFound();
  return toMessageRow(row);
}
