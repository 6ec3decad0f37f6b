import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { optionalText } from '../../../domain/mutations/fields';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { weightKgInput } from '../../../domain/weight-logs/weight';
import { DAY_MS, syncWindow } from '../../../domain/protocol/window';
import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../../domain/constants';

/** What the form holds: text as typed (the weight with point or comma, docs/rules/weight-logs.md "Typing a weight"). */
export interface WeightFormValues {
  weight: string;
  notes: string;
  loggedAt: string;
}

/** Keys of this feature's texts, for rules no documented message covers. */
export const LOGGED_AT_INVALID = 'weight.form.loggedAtInvalid';
export const LOGGED_AT_RANGE = 'weight.form.loggedAtRange';

/** A weight may be dated up to a day ahead (time zones) and back to the start of the sync window: an older one would leave the device at the next sync. */
export function loggedAtRange(now: Date): { min: Date; max: Date } {
  return { min: new Date(syncWindow(now).from), max: new Date(now.getTime() + DAY_MS) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a datetime-local input shows it (the device's wall time, minutes). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an instant in UTC, or null when it is not a real date and time. */
export function fromLocalInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // new Date rolls 31 Feb over to March: only an exact round trip is a real date.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d || date.getHours() !== h || date.getMinutes() !== mi) return null;
  if (y < 1970 || y >= 2200) return null;
  return date.toISOString();
}

/** The form's rules: the domain's weight rule and message, notes up to 500, a real date and time in range. */
export function weightFormSchema(now: Date = new Date()) {
  const range = loggedAtRange(now);
  return z.object({
    weight: weightKgInput,
    notes: optionalText(),
    loggedAt: z.string().transform((v, ctx) => {
      const iso = fromLocalInput(v);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: LOGGED_AT_INVALID });
        return z.NEVER;
      }
      const t = Date.parse(iso);
      if (t < range.min.getTime() || t > range.max.getTime()) {
        ctx.addIssue({ code: 'custom', message: LOGGED_AT_RANGE });
        return z.NEVER;
      }
      return iso;
    }),
  });
}
export type WeightFormOutput = z.output<ReturnType<typeof weightFormSchema>>;

/** The schema also takes numbers and null; the form only ever holds strings, hence the narrower input type. */
export function weightFormResolver(now: Date = new Date()): Resolver<WeightFormValues, unknown, WeightFormOutput> {
  return zodResolver(weightFormSchema(now)) as unknown as Resolver<WeightFormValues, unknown, WeightFormOutput>;
}

export function emptyWeightForm(now: Date = new Date()): WeightFormValues {
  return { weight: '', notes: '', loggedAt: toLocalInput(now) };
}

/** An entry back in the form, the weight written the language's way (70,5 in sk and cz). */
export function weightFormOf(row: WeightLogRow, locale: Locale): WeightFormValues {
  return {
    weight: formatNumber(row.weightKg, locale).replace(/\s/g, ''),
    notes: row.notes ?? '',
    loggedAt: toLocalInput(new Date(row.loggedAt)),
  };
}

/** Only what changed, for weightLog.update (an edit that changes nothing sends nothing). */
export function changedFields(row: WeightLogRow, out: WeightFormOutput): { weightKg?: number; notes?: string | null; loggedAt?: string } {
  const changes: { weightKg?: number; notes?: string | null; loggedAt?: string } = {};
  if (out.weight !== row.weightKg) changes.weightKg = out.weight;
  if ((out.notes ?? null) !== (row.notes ?? null)) changes.notes = out.notes;
  // The form shows minutes: an untouched time keeps the stored instant (seconds included).
  if (out.loggedAt !== toMinute(row.loggedAt)) changes.loggedAt = out.loggedAt;
  return changes;
}

function toMinute(iso: string): string {
  const d = new Date(iso);
  d.setSeconds(0, 0);
  return d.toISOString();
}
