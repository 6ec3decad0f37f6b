import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/table';

/**
 * Feedback sent from Settings (docs/rules/settings.md "Feedback": at least one field). Kept even if the
 * sender's account goes, and mailed to the admins when it arrives.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['trainer', 'client', 'admin'] }).notNull(),
    language: text('language', { enum: ['en', 'sk', 'cz'] }).notNull(),
    liked: text('liked'),
    improve: text('improve'),
    other: text('other'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
