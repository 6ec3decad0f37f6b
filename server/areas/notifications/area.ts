import { notifications } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { markAllRead, markRead } from './commands/read';
import { toNotificationRow } from './row';
import { registerNotificationRoutes } from './routes';

export const notificationsServer = defineServerArea({
  tables: { notifications: serverTable(notifications, toNotificationRow) },
  commands: { 'notification.markRead': markRead, 'notification.markAllRead': markAllRead },
  routes: registerNotificationRoutes,
});
