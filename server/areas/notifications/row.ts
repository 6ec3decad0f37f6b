import { NotificationRow } from '../../../domain/notifications/entity';
import type { notifications } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** A stored notification in the device's shape (domain/notifications/entity.ts). Every field by convention (replication/row-mapper.ts). */
export const toNotificationRow = rowMapper<NotificationRow, typeof notifications.$inferSelect>(NotificationRow);
