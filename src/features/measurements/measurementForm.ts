import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Locale } from '../../../domain/constants';
import type { MeasurementRow } from '../../../domain/measurements/entity';
import { customInput, hasAnyValue, MEASUREMENT_FIELD_NAMES, MEASUREMENT_FIELDS, measurementInput, normaliseCustomName, type MeasurementField } from '../../../domain/measurements/measurement';
import { MEASUREMENT_MESSAGES } from '../../../domain/measurements/messages';
import { optionalText } from '../../../domain/mutations/fields';
import { DAY_MS, syncWindow } from '../../../domain/protocol/window';
import { formatNumber } from '../../i18n/format';

/** What the form holds: text as typed (docs/rules/measurements.md "Typing a measurement"). */
export type MeasurementFormValues = Record<MeasurementField, string> & {
  custom: { name: string; value: string }[];
  notes: string;
  measuredAt: string;
};

export const MEASURED_AT_INVALID = 'measurements.form.measuredAtInvalid';
export const MEASURED_AT_RANGE = 'measurements.form.measuredAtRange';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a datetime-local input shows it (the device's wall time, minutes). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an instant in UTC, or null when it is not a real date and time. */
export function fromLocalInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d || date.getHours() !== h || date.getMinutes() !== mi) return null;
  return y < 1970 || y >= 2200 ? null : date.toISOString();
}

/** As a weight: up to a day ahead (time zones), back to the sync window's start (an older entry would leave the device). */
export function measuredAtRange(now: Date): { min: Date; max: Date } {
  return { min: new Date(syncWindow(now).from), max: new Date(now.getTime() + DAY_MS) };
}

const fieldSchema = (f: MeasurementField) => measurementInput(MEASUREMENT_FIELDS[f].min, MEASUREMENT_FIELDS[f].max, MEASUREMENT_FIELDS[f].message);

/** The form's rules: the domain's per-field rule and message, custom rows (empty ones ignored), at least one value. */
export function measurementFormSchema(now: Date = new Date()) {
  const range = measuredAtRange(now);
  const fields = Object.fromEntries(MEASUREMENT_FIELD_NAMES.map((f) => [f, fieldSchema(f)])) as { [K in MeasurementField]: ReturnType<typeof fieldSchema> };
  return z
    .object({
      ...fields,
      custom: z.array(
        z.object({ name: z.string(), value: z.string() }).transform((row, ctx) => {
          if (row.name.trim() === '' && row.value.trim() === '') return null;
          const name = normaliseCustomName(row.name);
          if (!name) {
            ctx.addIssue({ code: 'custom', path: ['name'], message: MEASUREMENT_MESSAGES.measurementCustomNameInvalid });
            return z.NEVER;
          }
          const value = customInput.safeParse(row.value);
          if (!value.success || value.data === null) {
            ctx.addIssue({ code: 'custom', path: ['value'], message: MEASUREMENT_MESSAGES.measurementCustomInvalid });
            return z.NEVER;
          }
          return [name, value.data] as const;
        }),
      ),
      notes: optionalText(),
      measuredAt: z.string().transform((v, ctx) => {
        const iso = fromLocalInput(v);
        if (!iso) {
          ctx.addIssue({ code: 'custom', message: MEASURED_AT_INVALID });
          return z.NEVER;
        }
        const t = Date.parse(iso);
        if (t < range.min.getTime() || t > range.max.getTime()) {
          ctx.addIssue({ code: 'custom', message: MEASURED_AT_RANGE });
          return z.NEVER;
        }
        return iso;
      }),
    })
    .transform(({ custom, ...rest }) => ({ ...rest, custom: Object.fromEntries(custom.filter((c) => c !== null)) as Record<string, number> }))
    .refine(hasAnyValue, { path: ['waistCm'], error: MEASUREMENT_MESSAGES.measurementEmpty });
}
export type MeasurementFormOutput = z.output<ReturnType<typeof measurementFormSchema>>;

export function measurementFormResolver(now: Date = new Date()): Resolver<MeasurementFormValues, unknown, MeasurementFormOutput> {
  return zodResolver(measurementFormSchema(now)) as unknown as Resolver<MeasurementFormValues, unknown, MeasurementFormOutput>;
}

const blankFields = () => Object.fromEntries(MEASUREMENT_FIELD_NAMES.map((f) => [f, ''])) as Record<MeasurementField, string>;

/** A new entry: the custom names used before for this client offered as empty rows, so the trainer's own measurements are there to fill. */
export function emptyMeasurementForm(customNames: readonly string[] = [], now: Date = new Date()): MeasurementFormValues {
  return { ...blankFields(), custom: customNames.map((name) => ({ name, value: '' })), notes: '', measuredAt: toLocalInput(now) };
}

/** An entry back in the form, numbers the language's way (82,5 in sk and cz). */
export function measurementFormOf(row: MeasurementRow, locale: Locale): MeasurementFormValues {
  const num = (n: number | null) => (n === null ? '' : formatNumber(n, locale).replace(/\s/g, ''));
  const fields = Object.fromEntries(MEASUREMENT_FIELD_NAMES.map((f) => [f, num(row[f])])) as Record<MeasurementField, string>;
  return { ...fields, custom: Object.entries(row.custom).map(([name, v]) => ({ name, value: num(v) })), notes: row.notes ?? '', measuredAt: toLocalInput(new Date(row.measuredAt)) };
}

/** The custom names used for a client, most recent entry first, each once (the form offers them). */
export function customNamesOf(rowsNewestFirst: readonly MeasurementRow[]): string[] {
  const seen = new Map<string, string>();
  for (const r of rowsNewestFirst) for (const name of Object.keys(r.custom)) if (!seen.has(name.toLocaleLowerCase())) seen.set(name.toLocaleLowerCase(), name);
  return [...seen.values()];
}

/** Only what changed, for measurement.update (an edit that changes nothing sends nothing). */
export function changedFields(row: MeasurementRow, out: MeasurementFormOutput): Partial<Omit<MeasurementRow, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>> {
  const changes: Partial<Omit<MeasurementRow, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>> = {};
  for (const f of MEASUREMENT_FIELD_NAMES) if ((out[f] ?? null) !== row[f]) changes[f] = out[f] ?? null;
  if (JSON.stringify(out.custom) !== JSON.stringify(row.custom)) changes.custom = out.custom;
  if ((out.notes ?? null) !== (row.notes ?? null)) changes.notes = out.notes;
  const stored = new Date(row.measuredAt);
  stored.setSeconds(0, 0);
  if (out.measuredAt !== stored.toISOString()) changes.measuredAt = out.measuredAt;
  return changes;
}
