import { sql } from 'drizzle-orm';
import { jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CategoryId } from '../../../domain/exercises/categories';
import type { EquipmentId } from '../../../domain/exercises/equipment';
import type { MuscleId } from '../../../domain/exercises/muscles';
import type { TrackingField } from '../../../domain/exercises/tracking';
import { syncedPgTable } from '../../db/synced-table';

/**
 * docs/rules/exercises.md "Customizing": a trainer's own exercises and customized copies of
 * global ones. Synced in the trainer's space; a client-role user sees the
 * ones their plans use (server/replication/tables.ts). The global library is not a
 * table: it ships with the code (domain/exercises/library.ts).
 */
export const exercises = syncedPgTable(
  'exercises',
  {
    title: text('title').notNull(),
    description: text('description'),
    videoUrl: text('video_url'),
    categoryId: text('category_id').$type<CategoryId>().notNull(),
    trackingFields: jsonb('tracking_fields').$type<TrackingField[]>().notNull(),
    source: text('source', { enum: ['own', 'customized'] }).notNull().default('own'),
    customizedFromId: text('customized_from_id'),
    importKey: text('import_key'),
    equipment: jsonb('equipment').$type<EquipmentId[]>().notNull().default([]),
    muscles: jsonb('muscles').$type<MuscleId[]>().notNull().default([]),
  },
  (t) => [
    // A re-import of the same file skips what is already there.
    uniqueIndex('exercises_import_key_unique')
      .on(t.spaceId, t.importKey)
      .where(sql`${t.importKey} is not null and ${t.deletedAt} is null`),
  ],
);
