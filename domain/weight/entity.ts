import { z } from 'zod';
import { defineEntity } from '../protocol/entity';

/** A weight log as the device stores it and the pull sends it (spec §3 Weight log). */
export const WeightLogRow = z.object({
  id: z.string(),
  clientId: z.string(),
  weightKg: z.number(),
  notes: z.string().nullable(),
  loggedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WeightLogRow = z.infer<typeof WeightLogRow>;

export const weightLogEntity = defineEntity({
  name: 'weightLogs',
  sqlName: 'weight_logs',
  order: 1,
  row: WeightLogRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  window: 'loggedAt',
  indexes: ['clientId', 'loggedAt', '[clientId+loggedAt]'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['weightKg', 'notes', 'loggedAt'],
});
