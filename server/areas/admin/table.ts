import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/table';

/**
 * Every admin action (issue #13): who did what to whom and when, kept for the
 * admin screens. The actor stays named even after their account goes: the
 * id is kept without a foreign key's cascade.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_target_idx').on(t.targetId, t.at), index('admin_actions_at_idx').on(t.at)],
);

/**
 * Page views, counted per day, path, language and referrer host: no address,
 * no cookie, nothing that names a person (docs/rules/admin.md "Page views", issue #13).
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    language: text('language', { enum: ['en', 'sk', 'cz'] }).notNull(),
    /** '' when the view came without a referrer or from our own site. */
    referrerHost: text('referrer_host').notNull().default(''),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.language, t.referrerHost] })],
);
