import type { MessageRow } from '../../../domain/messaging/entity';
import { encodeThreadCursor } from '../../../domain/messaging/page-cursor';
import type { RefKind } from '../../../domain/messaging/references';
import { http } from '../../api/http';

/** A message as GET /api/conversations/{id}/messages answers it (server/areas/messaging/routes.ts: the row's fields in snake_case). */
interface MessageDto {
  id: string;
  conversation_id: string;
  client_id: string;
  author_id: string | null;
  author_role: 'trainer' | 'client';
  body: string;
  ref_kind: RefKind | null;
  ref_id: string | null;
  written_at: string;
  edited_at: string | null;
  removed_at: string | null;
  created_at: string;
  updated_at: string;
}

const rowOf = (d: MessageDto): MessageRow => ({
  id: d.id,
  conversationId: d.conversation_id,
  clientId: d.client_id,
  authorId: d.author_id,
  authorRole: d.author_role,
  body: d.body,
  refKind: d.ref_kind,
  refId: d.ref_id,
  writtenAt: d.written_at,
  editedAt: d.edited_at,
  removedAt: d.removed_at,
  createdAt: d.created_at,
  updatedAt: d.updated_at,
});


/**
 * Messages older than the device holds (docs/rules/messaging.md "On the
 * device": 90 days), read from the server a page at a time. They stay on
 * screen only: the device's database keeps its window.
 */
export async function olderMessages(conversationId: string, before: { writtenAt: string; id: string }, limit = 50): Promise<{ rows: MessageRow[]; more: boolean }> {
  const page = await http.get<{ data: MessageDto[]; next_cursor: string | null }>(`/api/conversations/${conversationId}/messages`, {
    query: { before: encodeThreadCursor(before), limit: String(limit) },
  });
  return { rows: page.data.map(rowOf).reverse(), more: page.next_cursor !== null };
}
