import type { ConversationRow, MessageRow } from './entity';
import { laterMark, type ReadMark } from './thread';

/** The conversation a new client gets (docs/rules/messaging.md "Conversations"): its id is the client's, so every device makes the same one. */
export function newConversation(clientId: string, now: string): ConversationRow {
  return { id: clientId, clientId, trainerReadId: null, trainerReadAt: null, clientReadId: null, clientReadAt: null, createdAt: now, updatedAt: now };
}

/** A side's read mark as the row holds it. */
export function readMarkOf(c: ConversationRow, side: 'trainer' | 'client'): ReadMark {
  return side === 'trainer' ? { id: c.trainerReadId, at: c.trainerReadAt } : { id: c.clientReadId, at: c.clientReadAt };
}

/** The fields a read changes, or null when the mark would not move forward. */
export function readChanges(
  c: ConversationRow,
  side: 'trainer' | 'client',
  next: { id: string; at: string },
): Partial<Pick<ConversationRow, 'trainerReadId' | 'trainerReadAt' | 'clientReadId' | 'clientReadAt'>> | null {
  const cur = readMarkOf(c, side);
  const won = laterMark(cur, next);
  if (won === cur) return null;
  return side === 'trainer' ? { trainerReadId: next.id, trainerReadAt: next.at } : { clientReadId: next.id, clientReadAt: next.at };
}

/** A message as a removal leaves it: body emptied, the mark set; an earlier removal's time stays. */
export function removedMessage(m: MessageRow, removedAt: string): Pick<MessageRow, 'body' | 'removedAt'> {
  return { body: '', removedAt: m.removedAt ?? removedAt };
}
