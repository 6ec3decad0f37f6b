import { def, defineArea } from '../mutations/def';
import { weightLogEntity } from './entity';
import { z } from 'zod';
import { weightKgNumber } from './weight';
import { instantField, optionalText } from '../mutations/fields';

/** Log a weight. The id is made on the device (UUIDv7); a resent create does nothing. */
export const WeightLogCreateArgs = z.object({
  id: z.uuid(),
  /** Required for a trainer; a client's own record is used for a client (and enforced). */
  clientId: z.uuid().optional(),
  weightKg: weightKgNumber,
  notes: optionalText().optional(),
  loggedAt: instantField,
});
export type WeightLogCreateArgs = z.output<typeof WeightLogCreateArgs>;

/** Change some fields of a weight log; the last write in server order wins. */
export const WeightLogUpdateArgs = z.object({
  id: z.uuid(),
  weightKg: weightKgNumber.optional(),
  notes: optionalText().optional(),
  loggedAt: instantField.optional(),
});
export type WeightLogUpdateArgs = z.output<typeof WeightLogUpdateArgs>;

/** Delete a weight log; delete wins over any later edit. */
export const WeightLogDeleteArgs = z.object({ id: z.uuid() });
export type WeightLogDeleteArgs = z.output<typeof WeightLogDeleteArgs>;

/** Weight logs. */
export const weightLogArea = defineArea({
  entities: [weightLogEntity],
  mutations: {
    'weightLog.create': def({ args: WeightLogCreateArgs, target: (a) => ({ table: 'weightLogs', id: a.id }) }),
    'weightLog.update': def({ args: WeightLogUpdateArgs, target: (a) => ({ table: 'weightLogs', id: a.id }) }),
    'weightLog.delete': def({ args: WeightLogDeleteArgs, target: (a) => ({ table: 'weightLogs', id: a.id }) }),
  },
});
