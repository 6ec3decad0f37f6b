import { useLiveQuery } from 'dexie-react-hooks';
import type { MessageRow } from '../../../domain/messaging/entity';
import type { RefKind } from '../../../domain/messaging/references';
import { useUserDb } from '../../db';
import type { RepwiseDb } from '../../db';

/** A client's conversation's comments on items of these kinds, by the item's id, oldest first. */
export async function commentsByItem(db: RepwiseDb, conversationId: string, kinds: readonly RefKind[]): Promise<Map<string, MessageRow[]>> {
  const out = new Map<string, MessageRow[]>();
  await db.messages
    .where('[conversationId+writtenAt]')
    .between([conversationId, ''], [conversationId, '\uffff'], true, true)
    .each((m) => {
      if (!m.refKind || !m.refId || !kinds.includes(m.refKind)) return;
      const list = out.get(m.refId);
      if (list) list.push(m);
      else out.set(m.refId, [m]);
    });
  return out;
}

const NONE = new Map<string, MessageRow[]>();

/**
 * The comments on a list of a client's items (a day's meals, a workout's
 * exercises and sets) in one query, where an ItemComments per item would be
 * a query each: undefined while it loads.
 */
export function useCommentsByItem(clientId: string | null | undefined, kinds: readonly RefKind[]): Map<string, MessageRow[]> | undefined {
  const db = useUserDb();
  const key = kinds.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the kinds by value
  return useLiveQuery(() => (clientId ? commentsByItem(db, clientId, kinds) : NONE), [db, clientId, key]);
}
