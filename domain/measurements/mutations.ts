import { z } from 'zod';
import { def, defineArea } from '../mutations/def';
import { instantField, optionalText } from '../mutations/fields';
import { measurementEntity } from './entity';
import { customMeasurements, customNumber, hasAnyValue, MEASUREMENT_FIELDS as F, measurementNumber } from './measurement';
import { MEASUREMENT_MESSAGES } from './messages';

const field = (f: keyof typeof F) => measurementNumber(F[f].min, F[f].max, F[f].message);

/** The values of an entry, each optional; null clears one. */
const values = {
  waistCm: field('waistCm').optional(),
  hipsCm: field('hipsCm').optional(),
  chestCm: field('chestCm').optional(),
  upperArmCm: field('upperArmCm').optional(),
  thighCm: field('thighCm').optional(),
  calfCm: field('calfCm').optional(),
  neckCm: field('neckCm').optional(),
  bodyFatPercent: field('bodyFatPercent').optional(),
  custom: customMeasurements(customNumber).optional(),
};

/** Log measurements. The id is made on the device (UUIDv7); a resent create does nothing. At least one value. */
export const MeasurementCreateArgs = z
  .object({
    id: z.uuid(),
    /** Required for a trainer; a client's own record is used for a client (and enforced). */
    clientId: z.uuid().optional(),
    ...values,
    notes: optionalText().optional(),
    measuredAt: instantField,
  })
  .refine(hasAnyValue, { error: MEASUREMENT_MESSAGES.measurementEmpty });
export type MeasurementCreateArgs = z.output<typeof MeasurementCreateArgs>;

/** Change some fields; each field keeps its latest edit. An edit may not clear the last value (checked against the stored row). */
export const MeasurementUpdateArgs = z.object({
  id: z.uuid(),
  ...values,
  notes: optionalText().optional(),
  measuredAt: instantField.optional(),
});
export type MeasurementUpdateArgs = z.output<typeof MeasurementUpdateArgs>;

/** Delete an entry; delete wins over any later edit. */
export const MeasurementDeleteArgs = z.object({ id: z.uuid() });
export type MeasurementDeleteArgs = z.output<typeof MeasurementDeleteArgs>;

/** Body measurements. */
export const measurementArea = defineArea({
  entities: [measurementEntity],
  mutations: {
    'measurement.create': def({ args: MeasurementCreateArgs, target: (a) => ({ table: 'measurements', id: a.id }) }),
    'measurement.update': def({ args: MeasurementUpdateArgs, target: (a) => ({ table: 'measurements', id: a.id }) }),
    'measurement.delete': def({ args: MeasurementDeleteArgs, target: (a) => ({ table: 'measurements', id: a.id }) }),
  },
});
