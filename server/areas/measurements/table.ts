import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { clientColumn, createdByColumn, syncedPgTable } from '../../db/synced-table';

const cm = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** docs/rules/measurements.md "Measurements". Synced: space_id is the trainer, client_id decides who else sees it. */
export const measurements = syncedPgTable(
  'measurements',
  {
    clientId: clientColumn(),
    waistCm: cm('waist_cm'),
    hipsCm: cm('hips_cm'),
    chestCm: cm('chest_cm'),
    upperArmCm: cm('upper_arm_cm'),
    thighCm: cm('thigh_cm'),
    calfCm: cm('calf_cm'),
    neckCm: cm('neck_cm'),
    bodyFatPercent: cm('body_fat_percent'),
    /** The trainer's own measurements for this client, name → cm. */
    custom: jsonb('custom').$type<Record<string, number>>().notNull().default({}),
    notes: text('notes'),
    measuredAt: timestamp('measured_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The user who logged it (the client, or the trainer on the client's behalf). */
    createdBy: createdByColumn(),
  },
  (t) => [
    index('measurements_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('measurements_client_measured_idx').on(t.clientId, t.measuredAt).where(sql`${t.deletedAt} is null`),
  ],
);
