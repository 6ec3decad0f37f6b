import { z } from 'zod';
import { customInput, customMeasurements, MEASUREMENT_FIELDS as F, measurementInput } from '../../../domain/measurements/measurement';
import { instantField, optionalText } from '../../../domain/mutations/fields';

const field = (f: keyof typeof F) => measurementInput(F[f].min, F[f].max, F[f].message).optional();

/** REST bodies' values: numbers or typed text ("82.5" or "82,5"); null or "" clears a field. */
export const valueFields = {
  waist_cm: field('waistCm'),
  hips_cm: field('hipsCm'),
  chest_cm: field('chestCm'),
  upper_arm_cm: field('upperArmCm'),
  thigh_cm: field('thighCm'),
  calf_cm: field('calfCm'),
  neck_cm: field('neckCm'),
  body_fat_percent: field('bodyFatPercent'),
  custom: customMeasurements(customInput).optional(),
  notes: optionalText().optional(),
};

export const CreateBody = z.object({ id: z.uuid().optional(), ...valueFields, measured_at: instantField.optional() });
export const UpdateBody = z.object({ ...valueFields, measured_at: instantField.optional() });
type Values = z.output<typeof UpdateBody>;

/** A body's snake_case values as the command's args. */
export function argsOf(b: Values) {
  return {
    waistCm: b.waist_cm,
    hipsCm: b.hips_cm,
    chestCm: b.chest_cm,
    upperArmCm: b.upper_arm_cm,
    thighCm: b.thigh_cm,
    calfCm: b.calf_cm,
    neckCm: b.neck_cm,
    bodyFatPercent: b.body_fat_percent,
    custom: b.custom,
    notes: b.notes,
    measuredAt: b.measured_at,
  };
}
