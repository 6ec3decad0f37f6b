import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import type { Role } from '../../../domain/constants';
import { NOTIFICATION_PAGE_SIZE } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { MESSAGE_MAIL_DELAYS, NOTIFICATION_TYPES } from '../../../domain/notifications/data';
import { NotificationRow } from '../../../domain/notifications/entity';
import { notificationHref } from '../../../domain/notifications/route';
import { markAllRead, markRead } from './commands/read';
import type { HonoEnv } from '../../context';
import { toNotificationRow } from './row';
import { registerPushSubscription, removePushSubscription } from './push/subscriptions';
import { vapidKeys } from './push/vapid';
import { notificationPage, notificationSettings, unreadCount, type StoredNotification } from './queries';
import { setNotificationSettings } from './commands/settings';
import { write } from '../../replication/write';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';

/** docs/rules/notifications.md "What is notified" as the REST API shows it: without the recipient (the caller) and updatedAt (only read_at changes). */
const NotificationDto = restDto(NotificationRow, { omit: ['userId', 'updatedAt'] });
const dto = (r: StoredNotification) => NotificationDto.from(toNotificationRow(r));
const List = z.object({
  data: z.array(NotificationDto.schema),
  unread_count: z.number().int(),
  pagination: z.object({ has_more: z.boolean(), current_page: z.number().int() }),
});
const Unread = z.object({ unread_count: z.number().int() });
const PageQuery = z.object({
  page: z.coerce.number({ error: MESSAGES.validationFailed }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: MESSAGES.validationFailed }).int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
});
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const Activity = z.object({
  data: z.array(z.object({ id: z.string(), type: z.enum(NOTIFICATION_TYPES), title: z.string(), message: z.string(), url: z.string().nullable(), created_at: z.string() })),
});
const MessageEmail = z.enum(MESSAGE_MAIL_DELAYS).describe('How long a message may stay unread before it is mailed: off, an hour or a day (an hour unless set)');
const Settings = z.object({ email: z.boolean(), push: z.boolean(), message_email: MessageEmail, vapid_public_key: z.string() });
const SettingsBody = z
  .object({ email: z.boolean().optional(), push: z.boolean().optional(), message_email: MessageEmail.optional() })
  .refine((b) => b.email !== undefined || b.push !== undefined || b.message_email !== undefined, { error: MESSAGES.validationFailed });

/**
 * A push service URL. Whether it may be reached (https, a public address) is
 * the command's rule (server/areas/notifications/push/endpoint.ts), with its own messages.
 */
const endpointField = z.url({ error: MESSAGES.validationFailed }).max(2000);
const SubscriptionBody = z.object({
  endpoint: endpointField,
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
const EndpointBody = z.object({ endpoint: endpointField });

const everyone = ['trainer', 'client', 'admin'] as const;
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };

const list = route(everyone, {
  method: 'get',
  path: '/api/notifications',
  operationId: 'listNotifications',
  tags: ['Notifications'],
  summary: 'The caller’s notifications, newest first, a page at a time (20 by default), with the unread count',
  request: { query: PageQuery },
  responses: { 200: json(List, 'A page of notifications') },
});

const read = route(everyone, {
  method: 'patch',
  path: '/api/notifications/{id}/read',
  operationId: 'markNotificationRead',
  tags: ['Notifications'],
  summary: 'Mark one of the caller’s notifications read (same command as notification.markRead); answers the unread count',
  request: { params: IdParam },
  responses: { 200: json(Unread, 'Marked read'), ...notFound },
});

const readAll = route(everyone, {
  method: 'post',
  path: '/api/notifications/read-all',
  operationId: 'markAllNotificationsRead',
  tags: ['Notifications'],
  summary: 'Mark every notification of the caller read (same command as notification.markAllRead)',
  responses: { 200: json(Unread, 'Marked read') },
});

const activity = route(everyone, {
  method: 'get',
  path: '/api/activity/recent',
  operationId: 'recentActivity',
  tags: ['Notifications'],
  summary: 'What happened lately for the caller (their 20 latest notifications, in their language, with where each leads)',
  responses: { 200: json(Activity, 'Recent activity') },
});

const getSettings = route(everyone, {
  method: 'get',
  path: '/api/notification-settings',
  operationId: 'getNotificationSettings',
  tags: ['Notifications'],
  summary: 'Whether notifications are mailed and pushed to the caller, and the server’s VAPID public key for push subscriptions',
  responses: { 200: json(Settings, 'The settings') },
});

const putSettings = route(everyone, {
  method: 'put',
  path: '/api/notification-settings',
  operationId: 'updateNotificationSettings',
  tags: ['Notifications'],
  summary: 'Turn mailed or pushed notifications on or off, or set how long a message waits unread before it is mailed',
  request: body(SettingsBody),
  responses: { 200: json(Settings, 'The settings') },
});

const subscribe = route(everyone, {
  method: 'post',
  path: '/api/push/subscriptions',
  operationId: 'addPushSubscription',
  tags: ['Notifications'],
  summary: 'Register this browser’s push subscription for the caller: an https endpoint on a public address; the same endpoint again replaces it (another user’s only with the same keys), and past 10 per user the oldest is removed',
  request: body(SubscriptionBody),
  responses: { 204: { description: 'Registered' } },
});

const unsubscribe = route(everyone, {
  method: 'delete',
  path: '/api/push/subscriptions',
  operationId: 'removePushSubscription',
  tags: ['Notifications'],
  summary: 'Remove one of the caller’s push subscriptions',
  request: body(EndpointBody),
  responses: { 204: { description: 'Removed' } },
});

export function registerNotificationRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(list, async (c) => {
    const { page, limit } = c.req.valid('query');
    const { db } = c.var.ctx;
    const { rows, hasMore } = await notificationPage(db, c.var.user.id, page, limit);
    return c.json({ data: rows.map(dto), unread_count: await unreadCount(db, c.var.user.id), pagination: { has_more: hasMore, current_page: page } }, 200);
  });

  app.openapi(read, async (c) => {
    const { id } = c.req.valid('param');
    await write(c.var.ctx, c.var.user, (tx) => markRead(tx, c.var.user, { id, readAt: new Date().toISOString() }));
    return c.json({ unread_count: await unreadCount(c.var.ctx.db, c.var.user.id) }, 200);
  });

  app.openapi(readAll, async (c) => {
    await write(c.var.ctx, c.var.user, (tx) => markAllRead(tx, c.var.user, { upTo: new Date().toISOString() }));
    return c.json({ unread_count: await unreadCount(c.var.ctx.db, c.var.user.id) }, 200);
  });

  app.openapi(activity, async (c) => {
    const { rows } = await notificationPage(c.var.ctx.db, c.var.user.id, 1, NOTIFICATION_PAGE_SIZE);
    const role = c.var.user.role as Role;
    return c.json(
      { data: rows.map((r) => ({ id: r.id, type: r.type, title: r.data.title, message: r.data.message, url: notificationHref(role, r.data), created_at: r.createdAt.toISOString() })) },
      200,
    );
  });

  const settingsOf = async (db: HonoEnv['Variables']['ctx']['db'], userId: string) => ({
    ...(await notificationSettings(db, userId)),
    vapid_public_key: (await vapidKeys(db)).publicKey,
  });

  app.openapi(getSettings, async (c) => c.json(await settingsOf(c.var.ctx.db, c.var.user.id), 200));

  app.openapi(putSettings, async (c) => {
    const b = c.req.valid('json');
    await setNotificationSettings(c.var.ctx.db, c.var.user.id, { email: b.email, push: b.push, messageEmail: b.message_email });
    return c.json(await settingsOf(c.var.ctx.db, c.var.user.id), 200);
  });

  app.openapi(subscribe, async (c) => {
    await registerPushSubscription(c.var.ctx, c.var.user.id, c.req.valid('json'));
    return c.body(null, 204);
  });

  app.openapi(unsubscribe, async (c) => {
    await removePushSubscription(c.var.ctx, c.var.user.id, c.req.valid('json').endpoint);
    return c.body(null, 204);
  });
}
