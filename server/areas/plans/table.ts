import { boolean, index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import type { SetTarget } from '../../../domain/exercises/tracking';
import { optionalClientColumn, syncedPgTable } from '../../db/synced-table';

/**
 * docs/rules/plans.md "Plans and templates", its blocks and block exercises. Synced in the
 * trainer's space. client_id (copied from the plan onto blocks and block
 * exercises) decides which client-role user also sees a row; a template has
 * none. Deleting a client removes their plans (docs/rules/clients.md "Deleting a client").
 */
export const trainingPlans = syncedPgTable(
  'training_plans',
  {
    clientId: optionalClientColumn(),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type', { enum: ['training'] }).notNull().default('training'),
    isTemplate: boolean('is_template').notNull(),
  },
  (t) => [index('training_plans_client_idx').on(t.clientId, t.rev, t.id)],
);

export const planBlocks = syncedPgTable(
  'plan_blocks',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => trainingPlans.id, { onDelete: 'cascade' }),
    clientId: optionalClientColumn(),
    type: text('type', { enum: ['exercise', 'superset'] }).notNull(),
    name: text('name'),
    rounds: integer('rounds').notNull().default(1),
    restSeconds: integer('rest_seconds'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('plan_blocks_plan_idx').on(t.planId),
    index('plan_blocks_client_idx').on(t.clientId, t.rev, t.id),
  ],
);

export const blockExercises = syncedPgTable(
  'block_exercises',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => trainingPlans.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id')
      .notNull()
      .references(() => planBlocks.id, { onDelete: 'cascade' }),
    clientId: optionalClientColumn(),
    /** An exercises.id (uuid, as text) or a global library slug. */
    exerciseId: text('exercise_id').notNull(),
    sets: integer('sets').notNull(),
    setTargets: jsonb('set_targets').$type<SetTarget[]>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('block_exercises_block_idx').on(t.blockId),
    index('block_exercises_plan_idx').on(t.planId),
    index('block_exercises_client_idx').on(t.clientId, t.rev, t.id),
    // Which of a client's plans use an exercise (a client sees the exercises their plans use).
    index('block_exercises_client_exercise_idx').on(t.clientId, t.exerciseId),
  ],
);
