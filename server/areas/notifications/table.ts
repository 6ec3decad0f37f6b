import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_MAIL_DELAYS, type NotificationData, type NotificationType } from '../../../domain/notifications/data';
import { users } from '../accounts/table';
import { messages } from '../messaging/table';
import { syncedPgTable } from '../../db/synced-table';

/**
 * docs/rules/notifications.md "What is notified". Synced: space_id is the trainer the event belongs to
 * (a client's notifications live in their trainer's space), user_id the one
 * user who sees the row. `dedupe_key` makes a job's notification once only
 * (a reminder: session + recipient) whichever process or restart runs it;
 * `delivered_at` is set when mail and push were handed over, so delivery
 * happens once after the commit of the event, again by whichever process.
 */
export const notifications = syncedPgTable(
  'notifications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    dedupeKey: text('dedupe_key'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    index('notifications_undelivered_idx').on(t.createdAt).where(sql`${t.deliveredAt} is null`),
    uniqueIndex('notifications_dedupe_unique').on(t.dedupeKey),
  ],
);

/** A browser's Web Push subscription (one per endpoint); removed when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * docs/rules/messaging.md "Delivery": how long a message may stay unread
 * before it is mailed ('off' never). A row only for a user who changed it;
 * without one the default (MESSAGE_MAIL_DEFAULT) holds.
 */
export const messageMailSettings = pgTable(
  'message_mail_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    delay: text('delay', { enum: MESSAGE_MAIL_DELAYS }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('message_mail_settings_delay_check', sql`${t.delay} in ('off', 'hour', 'day')`)],
);

/** A message mailed to its recipient (or claimed for it): the key makes it once across runs and processes. */
export const messageMails = pgTable(
  'message_mails',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);
