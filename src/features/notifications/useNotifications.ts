import { useLiveQuery } from 'dexie-react-hooks';
import type { NotificationRow } from '../../../domain/notifications/entity';
import { useProfile } from '../../db';
import { useUserDb } from '../../db/context';

/**
 * The signed-in user's notifications from the device (synced rows): the bell
 * works offline, and a read marked offline shows at once (the local mutator
 * writes the row; the outbox carries it to the server).
 */
function useMine(): { db: ReturnType<typeof useUserDb>; me: string | undefined } {
  const db = useUserDb();
  return { db, me: useProfile()?.id };
}

export function useUnreadCount(): number {
  const { db, me } = useMine();
  return (
    useLiveQuery(
      () => (me ? db.synced('notifications').where('userId').equals(me).filter((r) => !r.readAt).count() : 0),
      [db, me],
    ) ?? 0
  );
}

/** The newest `limit` notifications, newest first, and whether the device holds more. */
export function useNotificationList(limit: number): { rows: NotificationRow[]; hasMore: boolean } | undefined {
  const { db, me } = useMine();
  return useLiveQuery(async () => {
    if (!me) return { rows: [], hasMore: false };
    const all = await db.synced('notifications').where('userId').equals(me).toArray();
    all.sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
    return { rows: all.slice(0, limit), hasMore: all.length > limit };
  }, [db, me, limit]);
}
