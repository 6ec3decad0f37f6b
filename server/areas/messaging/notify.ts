import type { MessageRow } from '../../../domain/messaging/entity';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { hasOpenStream } from '../../replication/pokes';
import { clientNameOf } from '../notifications/commands/events';
import { clientRecipients, notify, usersByIds, type Recipient } from '../notifications/commands/notify';

/** A push shows a line, not a letter. */
const PREVIEW_CHARS = 140;

/** The first non-empty line of a body, shortened with an ellipsis. */
export function previewOf(body: string): string {
  const line = body.split('\n').find((l) => l.trim()) ?? '';
  const t = line.trim();
  return t.length > PREVIEW_CHARS ? `${t.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : t;
}

/** The one key that makes a message's notification once, however often its send is replayed. */
export const messageNotificationKey = (messageId: string, userId: string) => `message:${messageId}:${userId}`;

/**
 * docs/rules/messaging.md "Delivery": a new message is a bell notification
 * (and, by the delivery job, a push) for the other participant, unless their
 * app is open on this process: the poke brings it to their screen then, and
 * a bell and push beside the thread would say it twice. Runs in the send's
 * transaction, only for a message just stored (a replayed send makes none).
 * The delayed email is not decided here (push/message-mail.ts), so an open
 * app that never shows the thread still gets it.
 */
export async function messageArrived(db: Db, actor: AuthUser, m: MessageRow, spaceId: string): Promise<void> {
  let to: Recipient | undefined;
  let senderName = actor.name;
  let url: string;
  if (m.authorRole === 'trainer') {
    [to] = await clientRecipients(db, [m.clientId]);
    url = '/client/messages';
  } else {
    [to] = await usersByIds(db, [spaceId]);
    senderName = (await clientNameOf(db, m.clientId)) || actor.name;
    url = `/trainer/messages/${m.conversationId}`;
  }
  if (!to || to.id === actor.id || hasOpenStream(to.id)) return;
  await notify(db, {
    spaceId,
    to,
    type: 'message',
    data: { sender_name: senderName, preview: previewOf(m.body), conversation_id: m.conversationId, url },
    dedupeKey: messageNotificationKey(m.id, to.id),
  });
}
