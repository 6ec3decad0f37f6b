import type { NotificationRow } from '../../../domain/notifications/entity';
import type { notifications } from '../../db/schema';

/** A stored notification in the device's shape (domain/notifications/entity.ts). */
export function toNotificationRow(r: typeof notifications.$inferSelect): NotificationRow {
  return {
    id: r.id,
    userId: r.userId,
    type: r.type,
    data: r.data,
    readAt: r.readAt ? r.readAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
