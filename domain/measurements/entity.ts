import { z } from 'zod';
import { defineEntity } from '../protocol/entity';

/** A client's body measurements on one occasion, as the device stores it and the pull sends it (docs/rules/measurements.md "Measurements"). */
export const MeasurementRow = z.object({
  id: z.string(),
  clientId: z.string(),
  waistCm: z.number().nullable(),
  hipsCm: z.number().nullable(),
  chestCm: z.number().nullable(),
  upperArmCm: z.number().nullable(),
  thighCm: z.number().nullable(),
  calfCm: z.number().nullable(),
  neckCm: z.number().nullable(),
  bodyFatPercent: z.number().nullable(),
  /** The trainer's own measurements for this client, name → cm. */
  custom: z.record(z.string(), z.number()),
  notes: z.string().nullable(),
  measuredAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MeasurementRow = z.infer<typeof MeasurementRow>;

export const measurementEntity = defineEntity({
  name: 'measurements',
  sqlName: 'measurements',
  order: 60,
  row: MeasurementRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  window: 'measuredAt',
  // As weight logs: a client's entries by time, whose first part the cascade reads.
  indexes: ['[clientId+measuredAt]'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['waistCm', 'hipsCm', 'chestCm', 'upperArmCm', 'thighCm', 'calfCm', 'neckCm', 'bodyFatPercent', 'custom', 'notes', 'measuredAt'],
});
