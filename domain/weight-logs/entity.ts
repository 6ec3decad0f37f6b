import { z } from 'zod';
import { defineEntity } from '../protocol/entity';

/** A weight log as the device stores it and the pull sends it (docs/rules/weight-logs.md "Weight logs"). */
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
  // One index: a client's weights by time; a client's weights (the cascade) read its first part. Each index more is a write more per row, which a first sync of thousands of rows pays.
  indexes: ['[clientId+loggedAt]'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['weightKg', 'notes', 'loggedAt'],
});
