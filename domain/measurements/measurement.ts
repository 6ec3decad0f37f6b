import { z } from 'zod';
import { MEASUREMENT_MESSAGES as M } from './messages';

/**
 * The fixed measurements and their bounds (docs/rules/measurements.md
 * "Typing a measurement"). Each range holds every real adult and refuses the
 * usual slips: a value typed in mm, inches or with the point misplaced.
 */
export const MEASUREMENT_FIELDS = {
  waistCm: { min: 30, max: 250, message: M.measurementWaistInvalid },
  hipsCm: { min: 40, max: 250, message: M.measurementHipsInvalid },
  chestCm: { min: 40, max: 250, message: M.measurementChestInvalid },
  upperArmCm: { min: 10, max: 100, message: M.measurementUpperArmInvalid },
  thighCm: { min: 20, max: 150, message: M.measurementThighInvalid },
  calfCm: { min: 15, max: 100, message: M.measurementCalfInvalid },
  neckCm: { min: 20, max: 80, message: M.measurementNeckInvalid },
  bodyFatPercent: { min: 2, max: 75, message: M.measurementBodyFatInvalid },
} as const;
export type MeasurementField = keyof typeof MEASUREMENT_FIELDS;
export const MEASUREMENT_FIELD_NAMES = Object.keys(MEASUREMENT_FIELDS) as MeasurementField[];

/** A trainer's own measurement (e.g. "wrist", "under bust") in cm. */
export const CUSTOM_MIN = 1;
export const CUSTOM_MAX = 300;
export const CUSTOM_NAME_MAX = 40;
export const CUSTOM_COUNT_MAX = 20;

/** As typed: the weight's rule (docs/rules/weight-logs.md "Typing a weight"), point or comma, two decimals. */
const DECIMAL_TEXT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/** True for a finite value within [min, max] with at most two decimals (the columns are numeric(5,2)). */
export function inRange(n: number, min: number, max: number): boolean {
  if (!Number.isFinite(n) || n < min || n > max) return false;
  return Math.round(n * 100) / 100 === n;
}

/** "82.5" or "82,5" (spaces around ignored) within [min, max], else null. */
export function parseMeasurement(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!DECIMAL_TEXT.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return inRange(n, min, max) ? n : null;
}

/** A field's value as a number (mutation args): within its bounds, or null to clear it. */
export const measurementNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).refine((n) => inRange(n, min, max), { error: message }).nullable();

/** A field's value as a number or as typed text with point or comma (REST bodies, the form); empty text is null. */
export const measurementInput = (min: number, max: number, message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((v, ctx) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? (inRange(v, min, max) ? v : null) : parseMeasurement(v, min, max);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** A custom measurement's name: trimmed, 1..40 characters, no control characters. */
export function normaliseCustomName(name: string): string | null {
  const t = name.trim().replace(/\s+/g, ' ');
  if (t.length < 1 || t.length > CUSTOM_NAME_MAX || /[\u0000-\u001f\u007f]/.test(t) || /\p{Cs}/u.test(t)) return null;
  return t;
}

/** The trainer's own measurements: name → cm, at most 20 names; names are trimmed. */
export const customMeasurements = (value: z.ZodType<number | null, unknown>) =>
  z.record(z.string(), value, { error: M.measurementCustomNameInvalid }).transform((rec, ctx) => {
    const out: Record<string, number> = {};
    for (const [k, v] of Object.entries(rec)) {
      const name = normaliseCustomName(k);
      if (!name) {
        ctx.addIssue({ code: 'custom', message: M.measurementCustomNameInvalid });
        return z.NEVER;
      }
      if (v !== null) out[name] = v;
    }
    if (Object.keys(out).length > CUSTOM_COUNT_MAX) {
      ctx.addIssue({ code: 'custom', message: M.measurementCustomNameInvalid });
      return z.NEVER;
    }
    return out;
  });

export const customNumber = measurementNumber(CUSTOM_MIN, CUSTOM_MAX, M.measurementCustomInvalid);
export const customInput = measurementInput(CUSTOM_MIN, CUSTOM_MAX, M.measurementCustomInvalid);

/** The values of an entry that matter for "at least one": every fixed field and the custom map. */
export type MeasurementValues = { [K in MeasurementField]?: number | null } & { custom?: Record<string, number> | null };

/** An entry holds at least one value (docs/rules/measurements.md "Measurements"). */
export function hasAnyValue(v: MeasurementValues): boolean {
  return MEASUREMENT_FIELD_NAMES.some((f) => v[f] !== null && v[f] !== undefined) || Object.keys(v.custom ?? {}).length > 0;
}
