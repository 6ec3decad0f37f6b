import { z } from 'zod';
import { defineEntity } from '../protocol/entity';
import { NotificationData, NOTIFICATION_TYPES } from './data';

/**
 * A notification (docs/rules/notifications.md "What is notified") as the device stores it and the pull
 * sends it. Rows are made by the server only, in the transaction of the event
 * they tell about; the device may only mark them read.
 */
export const NotificationRow = z.object({
  id: z.string(),
  /** The one user who sees the row (its recipient). */
  userId: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  data: NotificationData,
  readAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationRow = z.infer<typeof NotificationRow>;

/**
 * In the space of the trainer the event belongs to (a client's notifications
 * live in their trainer's space, so the client's devices pull them), seen
 * only by the recipient: not by the trainer whose space holds a client's row.
 * Windowed by createdAt like other time series: the bell shows recent ones.
 */
export const notificationEntity = defineEntity({
  name: 'notifications',
  sqlName: 'notifications',
  order: 40,
  row: NotificationRow,
  space: 'spaceId',
  recipient: 'userId',
  window: 'createdAt',
  indexes: ['userId', 'createdAt'],
  // Marking a row delivered (delivered_at, mail and push sent) is the server's own bookkeeping: no new version for it.
  stampOn: ['spaceId', 'userId', 'type', 'data', 'readAt', 'deletedAt'],
});
