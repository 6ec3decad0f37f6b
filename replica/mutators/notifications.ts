import type { NotificationMarkAllReadArgs, NotificationMarkReadArgs } from '../../domain/notifications/mutations';
import type { NotificationRow } from '../../domain/notifications/entity';
import type { LocalTx } from '../local-tx';
import type { LocalMutators } from './types';

/*
 * Local twins of server/areas/notifications/commands: marking read offline shows at
 * once (badge, dot) and sticks, since the outbox carries it to the server.
 */

export async function markReadLocal(tx: LocalTx, a: NotificationMarkReadArgs): Promise<void> {
  const row = await tx.get<NotificationRow>('notifications', a.id);
  if (!row || row.readAt) return;
  await tx.update('notifications', a.id, { readAt: a.readAt });
}

export async function markAllReadLocal(tx: LocalTx, a: NotificationMarkAllReadArgs): Promise<void> {
  const me = (await tx.profile())?.id;
  if (!me) return;
  const rows = await tx.getMany<NotificationRow>('notifications', await tx.idsWhere('notifications', 'userId', me));
  for (const r of rows) if (r && !r.readAt && r.createdAt <= a.upTo) await tx.update('notifications', r.id, { readAt: a.upTo });
}

export const notificationMutators = {
  'notification.markRead': markReadLocal,
  'notification.markAllRead': markAllReadLocal,
} satisfies LocalMutators;
