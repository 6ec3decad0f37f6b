import { eq, sql } from 'drizzle-orm';
import type { MessageRow } from '../../../../domain/messaging/entity';
import type { MessageRemoveArgs } from '../../../../domain/messaging/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { messages } from '../../../db/schema';
import { toMessageRow } from '../row';
import { ownMessage } from './edit';
import { believedTime } from './send';

/**
 * Marks a message deleted (message.remove; DELETE /api/messages/{id}): its
 * author, any time. The row stays with its text emptied, whatever edit
 * clocks it carries: a deletion wins over every edit. Deleting it again
 * keeps the first time.
 */
export async function removeMessage(db: Db, actor: AuthUser, args: MessageRemoveArgs): Promise<MessageRow> {
  const m = await ownMessage(db, actor, args.id);
  if (m.removedAt) return toMessageRow(m);
  const [row] = await db
    .update(messages)
    .set({ body: '', removedAt: believedTime(args.removedAt), updatedAt: sql`now()` })
    .where(eq(messages.id, m.id))
    .returning();
  return toMessageRow(row!);
}
