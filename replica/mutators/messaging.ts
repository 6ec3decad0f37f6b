import type { LocalMutators } from './types';
import { newConversation, readChanges, removedMessage } from '../../domain/messaging/conversation';
import { canRemove, inEditWindow } from '../../domain/messaging/edit-window';
import type { ConversationRow, MessageRow } from '../../domain/messaging/entity';
import type { ConversationReadArgs, MessageBroadcastArgs, MessageEditArgs, MessageRemoveArgs, MessageSendArgs } from '../../domain/messaging/mutations';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/messaging/commands: the same outcome on the
 * device's rows, at once, so a message written offline shows in its thread
 * (pending until pushed). Who may write where stays the server's check; a
 * refused mutation is undone by the next rebase.
 */
async function author(tx: LocalTx): Promise<{ id: string; role: 'trainer' | 'client' } | undefined> {
  const p = await tx.profile();
  if (!p || p.role === 'admin') return undefined;
  return { id: p.id, role: p.role };
}

/** The conversation, made as the server makes it when the device lacks it (its id is the client's). */
async function conversation(tx: LocalTx, id: string): Promise<ConversationRow> {
  const found = await tx.get<ConversationRow>('conversations', id);
  if (found) return found;
  const made = newConversation(id, tx.now);
  await tx.put('conversations', { ...made });
  return made;
}

function messageRow(a: { id: string; conversationId: string; body: string; writtenAt: string }, by: { id: string; role: 'trainer' | 'client' }, now: string): MessageRow {
  return {
    id: a.id,
    conversationId: a.conversationId,
    clientId: a.conversationId,
    authorId: by.id,
    authorRole: by.role,
    body: a.body,
    refKind: null,
    refId: null,
    writtenAt: a.writtenAt,
    editedAt: null,
    removedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

export async function sendMessageLocal(tx: LocalTx, a: MessageSendArgs): Promise<void> {
  if (await tx.get('messages', a.id)) return;
  const by = await author(tx);
  if (!by) return;
  await conversation(tx, a.conversationId);
  await tx.put('messages', { ...messageRow(a, by, tx.now), refKind: a.refKind ?? null, refId: a.refId ?? null });
}

export async function broadcastMessageLocal(tx: LocalTx, a: MessageBroadcastArgs): Promise<void> {
  const by = await author(tx);
  if (!by || by.role !== 'trainer') return;
  for (const m of a.messages) {
    if (await tx.get('messages', m.id)) continue;
    await conversation(tx, m.conversationId);
    await tx.put('messages', { ...messageRow({ ...m, body: a.body, writtenAt: a.writtenAt }, by, tx.now) });
  }
}

export async function editMessageLocal(tx: LocalTx, a: MessageEditArgs): Promise<void> {
  const m = await tx.get<MessageRow>('messages', a.id);
  const by = await author(tx);
  if (!m || !by || m.authorId !== by.id || m.removedAt || !inEditWindow(m, a.editedAt)) return;
  await tx.update('messages', a.id, { body: a.body, editedAt: a.editedAt, updatedAt: tx.now });
}

export async function removeMessageLocal(tx: LocalTx, a: MessageRemoveArgs): Promise<void> {
  const m = await tx.get<MessageRow>('messages', a.id);
  const by = await author(tx);
  if (!m || !by || !canRemove(m, by)) return;
  await tx.update('messages', a.id, { ...removedMessage(m, a.removedAt), updatedAt: tx.now });
}

export async function readConversationLocal(tx: LocalTx, a: ConversationReadArgs): Promise<void> {
  const by = await author(tx);
  if (!by) return;
  const c = await conversation(tx, a.id);
  const changes = readChanges(c, by.role, { id: a.messageId, at: a.writtenAt });
  if (changes) await tx.update('conversations', a.id, { ...changes, updatedAt: tx.now });
}

/** This area's local mutators, by mutation name. */
export const messagingMutators = {
  'message.send': sendMessageLocal,
  'message.edit': editMessageLocal,
  'message.remove': removeMessageLocal,
  'message.broadcast': broadcastMessageLocal,
  'conversation.read': readConversationLocal,
} satisfies LocalMutators;
