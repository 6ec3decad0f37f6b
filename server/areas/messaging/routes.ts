import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { MessageBody } from '../../../domain/messaging/body';
import { ConversationRow, MessageRow } from '../../../domain/messaging/entity';
import { MESSAGING_MESSAGES } from '../../../domain/messaging/messages';
import { BROADCAST_MAX } from '../../../domain/messaging/mutations';
import { REF_KINDS } from '../../../domain/messaging/references';
import { instantField } from '../../../domain/mutations/fields';
import type { HonoEnv } from '../../context';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';
import { ValidationError } from '../../errors';
import { write } from '../../replication/write';
import { editMessage } from './commands/edit';
import { readConversation } from './commands/read';
import { removeMessage } from './commands/remove';
import { broadcastMessage, sendMessage } from './commands/send';
import { listConversations, listMessages } from './queries';
import { decodeThreadCursor } from '../../../domain/messaging/page-cursor';

/** docs/rules/messaging.md as the REST API shows it: the same commands as sync. */
const Message = restDto(MessageRow);
const Conversation = restDto(ConversationRow, {
  add: { client_name: z.string(), latest_message: Message.schema.nullable(), unread_count: z.number().int() },
});
const One = z.object({ data: Message.schema });
const PAGE_MAX = 200;

const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const Page = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(50),
});
const SendBody = z
  .object({
    id: z.uuid().optional(),
    body: MessageBody,
    ref_kind: z.enum(REF_KINDS).nullable().optional(),
    ref_id: z.uuid().nullable().optional(),
    written_at: instantField.optional(),
  })
  .refine((b) => !b.ref_kind === !b.ref_id, { error: MESSAGING_MESSAGES.messageReferenceIncomplete, path: ['ref_id'] });
const EditBody = z.object({ body: MessageBody });
const ReadBody = z.object({ message_id: z.uuid() });
const uniqueIds = (ids: string[]) => new Set(ids).size === ids.length;
const BroadcastBody = z.object({
  recipients: z
    .array(z.object({ client_id: z.uuid(), message_id: z.uuid().optional() }))
    .min(1, { error: MESSAGING_MESSAGES.broadcastNoRecipients })
    .max(BROADCAST_MAX, { error: MESSAGING_MESSAGES.broadcastTooMany })
    .refine((l) => new Set(l.map((r) => r.client_id)).size === l.length, { error: MESSAGING_MESSAGES.broadcastDuplicateRecipient })
    .refine((l) => uniqueIds(l.flatMap((r) => (r.message_id ? [r.message_id] : []))), { error: MESSAGES.validationFailed }),
  body: MessageBody,
  written_at: instantField.optional(),
});

const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const refused = {
  403: json(ErrorBody, `${MESSAGING_MESSAGES.messageNotAuthor} (code not_author)`),
  409: json(ErrorBody, 'message_removed or edit_window_closed'),
};
const both = ['trainer', 'client'] as const;
const tags = ['Messages'];

const list = route([...both], {
  method: 'get',
  path: '/api/conversations',
  operationId: 'listConversations',
  tags,
  summary: 'The caller\u2019s conversations (a trainer\u2019s clients\u2019, a client\u2019s own), latest message first, with unread counts',
  responses: { 200: json(z.object({ data: z.array(Conversation.schema) }), 'The conversations') },
});

const thread = route([...both], {
  method: 'get',
  path: '/api/conversations/{id}/messages',
  operationId: 'listMessages',
  tags,
  summary: 'A page of a conversation\u2019s messages, newest first (keyset: pass next_cursor as before)',
  request: { params: IdParam, query: Page },
  responses: { 200: json(z.object({ data: z.array(Message.schema), next_cursor: z.string().nullable() }), 'The page'), ...notFound },
});

const send = route([...both], {
  method: 'post',
  path: '/api/conversations/{id}/messages',
  operationId: 'sendMessage',
  tags,
  summary: 'Send a message (the command of message.send; a resent id stores nothing more)',
  request: { params: IdParam, ...body(SendBody) },
  responses: { 201: json(One, 'Sent'), 200: json(One, 'Already sent under this id'), ...notFound },
});

const edit = route([...both], {
  method: 'patch',
  path: '/api/messages/{id}',
  operationId: 'editMessage',
  tags,
  summary: 'Change a message\u2019s text: its author, within 15 minutes of writing it',
  request: { params: IdParam, ...body(EditBody) },
  responses: { 200: json(One, 'Changed'), ...notFound, ...refused },
});

const remove = route([...both], {
  method: 'delete',
  path: '/api/messages/{id}',
  operationId: 'removeMessage',
  tags,
  summary: 'Mark a message deleted (its author): it stays in the thread with no text',
  request: { params: IdParam },
  responses: { 200: json(One, 'Deleted'), ...notFound, 403: refused[403] },
});

const read = route([...both], {
  method: 'post',
  path: '/api/conversations/{id}/read',
  operationId: 'readConversation',
  tags,
  summary: 'Move the caller\u2019s read mark to a message (it never moves back)',
  request: { params: IdParam, ...body(ReadBody) },
  responses: { 200: json(z.object({ data: restDto(ConversationRow).schema }), 'The conversation'), ...notFound },
});

const broadcast = route(['trainer'], {
  method: 'post',
  path: '/api/messages/broadcast',
  operationId: 'broadcastMessage',
  tags,
  summary: 'One message to several of the trainer\u2019s clients, each in their own conversation',
  request: body(BroadcastBody),
  responses: { 201: json(z.object({ data: z.array(Message.schema) }), 'Sent'), ...notFound },
});

const ConversationOnly = restDto(ConversationRow);

export function registerMessagingRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(list, async (c) => {
    const rows = await listConversations(c.var.ctx.db, c.var.user);
    return c.json(
      { data: rows.map((r) => Conversation.from(r.conversation, { client_name: r.clientName, latest_message: r.latest && Message.from(r.latest), unread_count: r.unread })) },
      200,
    );
  });

  app.openapi(thread, async (c) => {
    const q = c.req.valid('query');
    const before = q.before === undefined ? undefined : decodeThreadCursor(q.before);
    if (before === null) throw new ValidationError({ before: [MESSAGES.validationFailed] });
    const page = await listMessages(c.var.ctx.db, c.var.user, c.req.valid('param').id, { before, limit: q.limit });
    return c.json({ data: page.rows.map((r) => Message.from(r)), next_cursor: page.next }, 200);
  });

  app.openapi(send, async (c) => {
    const b = c.req.valid('json');
    const args = { id: b.id ?? uuidv7(), conversationId: c.req.valid('param').id, body: b.body, refKind: b.ref_kind ?? null, refId: b.ref_id ?? null, writtenAt: b.written_at ?? new Date().toISOString() };
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => sendMessage(tx, c.var.user, args));
    return created ? c.json({ data: Message.from(row) }, 201) : c.json({ data: Message.from(row) }, 200);
  });

  app.openapi(edit, async (c) => {
    const args = { id: c.req.valid('param').id, body: c.req.valid('json').body, editedAt: new Date().toISOString() };
    const row = await write(c.var.ctx, c.var.user, (tx) => editMessage(tx, c.var.user, args));
    return c.json({ data: Message.from(row) }, 200);
  });

  app.openapi(remove, async (c) => {
    const args = { id: c.req.valid('param').id, removedAt: new Date().toISOString() };
    const row = await write(c.var.ctx, c.var.user, (tx) => removeMessage(tx, c.var.user, args));
    return c.json({ data: Message.from(row) }, 200);
  });

  app.openapi(read, async (c) => {
    const args = { id: c.req.valid('param').id, messageId: c.req.valid('json').message_id, writtenAt: new Date().toISOString() };
    const row = await write(c.var.ctx, c.var.user, (tx) => readConversation(tx, c.var.user, args));
    return c.json({ data: ConversationOnly.from(row) }, 200);
  });

  app.openapi(broadcast, async (c) => {
    const b = c.req.valid('json');
    const args = { messages: b.recipients.map((r) => ({ id: r.message_id ?? uuidv7(), conversationId: r.client_id })), body: b.body, writtenAt: b.written_at ?? new Date().toISOString() };
    const rows = await write(c.var.ctx, c.var.user, (tx) => broadcastMessage(tx, c.var.user, args));
    return c.json({ data: rows.map((r) => Message.from(r)) }, 201);
  });
}
