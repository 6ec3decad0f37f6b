import { z } from 'zod';
import { def, defineArea } from '../mutations/def';
import { MESSAGES } from '../messages';
import { instantField } from '../mutations/fields';
import { MessageBody } from './body';
import { conversationEntity, messageEntity } from './entity';
import { MESSAGING_MESSAGES } from './messages';
import { REF_KINDS } from './references';

/** docs/rules/messaging.md "Broadcast": one broadcast reaches at most this many clients. */
export const BROADCAST_MAX = 500;

/** A reference names both its kind and its id, or neither. */
const Reference = {
  refKind: z.enum(REF_KINDS).nullable().optional(),
  refId: z.uuid().nullable().optional(),
};
const bothOrNeither = (a: { refKind?: string | null; refId?: string | null }) => !a.refKind === !a.refId;
const refError = { error: MESSAGING_MESSAGES.messageReferenceIncomplete, path: ['refId'] };

/**
 * Send a message. The id is made on the device (UUIDv7): a resent send
 * stores nothing more. The conversation is the client's (its id is the
 * client id); writtenAt is the device's time, which orders the thread.
 */
export const MessageSendArgs = z
  .object({ id: z.uuid(), conversationId: z.uuid(), body: MessageBody, ...Reference, writtenAt: instantField })
  .refine(bothOrNeither, refError);
export type MessageSendArgs = z.output<typeof MessageSendArgs>;

/** Change a message's text: its author, within 15 minutes of writing it, judged by editedAt (the edit's own time). */
export const MessageEditArgs = z.object({ id: z.uuid(), body: MessageBody, editedAt: instantField });
export type MessageEditArgs = z.output<typeof MessageEditArgs>;

/** Mark a message deleted: its author, any time. The row stays with its body emptied. */
export const MessageRemoveArgs = z.object({ id: z.uuid(), removedAt: instantField });
export type MessageRemoveArgs = z.output<typeof MessageRemoveArgs>;

/** Move the caller's read mark of a conversation to a message; a mark never moves back. */
export const ConversationReadArgs = z.object({ id: z.uuid(), messageId: z.uuid(), writtenAt: instantField });
export type ConversationReadArgs = z.output<typeof ConversationReadArgs>;

/** One text to several clients, each a message of its own in that client's conversation, with a device-made id each. */
export const MessageBroadcastArgs = z.object({
  messages: z
    .array(z.object({ id: z.uuid(), conversationId: z.uuid() }))
    .min(1, { error: MESSAGING_MESSAGES.broadcastNoRecipients })
    .max(BROADCAST_MAX, { error: MESSAGING_MESSAGES.broadcastTooMany })
    .refine((l) => new Set(l.map((m) => m.conversationId)).size === l.length, { error: MESSAGING_MESSAGES.broadcastDuplicateRecipient })
    // One id per message: a repeated id would leave a client without theirs.
    .refine((l) => new Set(l.map((m) => m.id)).size === l.length, { error: MESSAGES.validationFailed }),
  body: MessageBody,
  writtenAt: instantField,
});
export type MessageBroadcastArgs = z.output<typeof MessageBroadcastArgs>;

/** Conversations and messages (docs/rules/messaging.md). */
export const messagingArea = defineArea({
  entities: [conversationEntity, messageEntity],
  mutations: {
    'message.send': def({ args: MessageSendArgs, target: (a) => ({ table: 'messages', id: a.id }) }),
    'message.edit': def({ args: MessageEditArgs, target: (a) => ({ table: 'messages', id: a.id }) }),
    'message.remove': def({ args: MessageRemoveArgs, target: (a) => ({ table: 'messages', id: a.id }) }),
    'message.broadcast': def({ args: MessageBroadcastArgs, target: (a) => ({ table: 'messages', id: a.messages[0]?.id ?? '' }) }),
    'conversation.read': def({ args: ConversationReadArgs, target: (a) => ({ table: 'conversations', id: a.id }) }),
  },
});
