import { boolean, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompletedStep } from '../../../domain/onboarding/steps';
import { users } from '../accounts/table';
import { syncedColumns } from '../../db/synced-columns';

/**
 * Spec §3 Onboarding: one row per trainer, its id the trainer's id, in the
 * trainer's space and seen by the trainer only (user_id). `steps` lists the
 * completed steps (id, source, completed_at) in completion order; the server
 * appends one when the write that fulfils it is applied.
 */
export const onboarding = pgTable(
  'onboarding',
  {
    id: uuid('id').primaryKey(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expanded: boolean('expanded').notNull().default(true),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'date' }),
    steps: jsonb('steps').$type<CompletedStep[]>().notNull().default([]),
    ...syncedColumns(),
  },
  (t) => [index('onboarding_space_rev_idx').on(t.spaceId, t.rev, t.id)],
);
