import { z } from 'zod';
import { notificationEntity } from './entity';
import { def, defineArea } from '../mutations/def';
import { instantField } from '../mutations/fields';

/** Mark one of the caller's notifications read; marking a read one again keeps its first read time. */
export const NotificationMarkReadArgs = z.object({ id: z.uuid(), readAt: instantField });
export type NotificationMarkReadArgs = z.output<typeof NotificationMarkReadArgs>;

/** Mark every notification of the caller made up to `upTo` read (the device's "mark all read"). */
export const NotificationMarkAllReadArgs = z.object({ upTo: instantField });
export type NotificationMarkAllReadArgs = z.output<typeof NotificationMarkAllReadArgs>;

/** Notifications: made by the server with the events they tell about; devices only mark them read. */
export const notificationArea = defineArea({
  entities: [notificationEntity],
  mutations: {
    'notification.markRead': def({ args: NotificationMarkReadArgs, target: (a) => ({ table: 'notifications', id: a.id }) }),
    'notification.markAllRead': def({ args: NotificationMarkAllReadArgs, target: () => ({ table: 'notifications', id: 'all' }) }),
  },
});
