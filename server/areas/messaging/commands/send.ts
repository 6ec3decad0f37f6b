import { sql } from 'drizzle-orm';
import type { MessageRow } from '../../../../domain/messaging/entity';
import type { MessageBroadcastArgs, MessageSendArgs } from '../../../../domain/messaging/mutations';
import type { RefKind } from '../../../../domain/messaging/references';
import { assertTrainer } from '../../../auth/actor';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { messages } from '../../../db/schema';
import { NotFound } from '../../../errors';
import { assertReference, conversationFor, messageAccess } from '../access';
import { messageArrived } from '../notify';
import { toMessageRow } from '../row';

/** docs/rules/messaging.md "Messages": a device clock more than this far ahead is not believed. */
const AHEAD_MS = 60_000;

/** The device's writtenAt, or the arrival time when the device's clock runs more than a minute ahead. */
export function believedTime(deviceTime: string, now = Date.now()): Date {
  const t = Date.parse(deviceTime);
  return new Date(t > now + AHEAD_MS ? now : t);
}

interface Draft {
  id: string;
  conversationId: string;
  body: string;
  refKind?: RefKind | null;
  refId?: string | null;
  writtenAt: string;
}

async function store(db: Db, actor: AuthUser, d: Draft): Promise<{ row: MessageRow; created: boolean }> {
  const target = await conversationFor(db, actor, d.conversationId);
  if (d.refKind && d.refId) await assertReference(db, target, d.refKind, d.refId);
  const { row, created } = await insertOrExisting(
    db,
    messages,
    {
      id: d.id,
      spaceId: target.spaceId,
      conversationId: target.clientId,
      clientId: target.clientId,
      authorId: actor.id,
      authorRole: actor.role === 'trainer' ? 'trainer' : 'client',
      body: d.body,
      refKind: d.refKind ?? null,
      refId: d.refId ?? null,
      writtenAt: believedTime(d.writtenAt),
    },
    // A replayed send finds its own message; someone else's id answers as unknown.
    { visible: sql`${messages.authorId} = ${actor.id} and ${messageAccess(db, actor)}`, otherwise: () => new NotFound() },
  );
  const message = toMessageRow(row);
  if (created) await messageArrived(db, actor, message, target.spaceId);
  return { row: message, created };
}

/**
 * Sends a message (message.send; POST /api/conversations/{id}/messages). The
 * id comes from the device, so a resent send stores nothing more and answers
 * the message as stored.
 */
export function sendMessage(db: Db, actor: AuthUser, args: MessageSendArgs): Promise<{ row: MessageRow; created: boolean }> {
  if (actor.role !== 'trainer' && actor.role !== 'client') throw new NotFound();
  return store(db, actor, args);
}

/**
 * One text to several of the trainer's clients (message.broadcast; POST
 * /api/messages/broadcast), each a message of that client's conversation
 * (docs/rules/messaging.md "Broadcast"). All or nothing: one conversation not
 * the trainer's refuses the whole broadcast as not found.
 */
export async function broadcastMessage(db: Db, actor: AuthUser, args: MessageBroadcastArgs): Promise<MessageRow[]> {
  assertTrainer(actor);
  const out: MessageRow[] = [];
  for (const m of args.messages) out.push((await store(db, actor, { ...m, body: args.body, writtenAt: args.writtenAt })).row);
  return out;
}
