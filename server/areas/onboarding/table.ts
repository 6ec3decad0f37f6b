import { boolean, jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompletedStep } from '../../../domain/onboarding/steps';
import { users } from '../accounts/table';
import { syncedPgTable } from '../../db/synced-table';

/**
 * docs/rules/onboarding.md "The nine steps": one row per trainer, its id the trainer's id, in the
 * trainer's space and seen by the trainer only (user_id). `steps` lists the
 * completed steps (id, source, completed_at) in completion order; the server
 * appends one when the write that fulfils it is applied.
 */
export const onboarding = syncedPgTable(
  'onboarding',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expanded: boolean('expanded').notNull().default(true),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'date' }),
    steps: jsonb('steps').$type<CompletedStep[]>().notNull().default([]),
  },
);
