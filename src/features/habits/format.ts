import type { Locale } from '../../../domain/constants';
import type { HabitSchedule } from '../../../domain/habits/habit';
import { htmlLangOf } from '../../../domain/language';
import { addDays } from '../../../domain/time/wall-time';
import type { TFunction } from 'i18next';

/** A share (0..1) as a whole percent in the language's format ("80 %" in sk and cz, "80%" in en). */
export function formatPercent(ratio: number, locale: Locale): string {
  return new Intl.NumberFormat(htmlLangOf(locale), { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

export function formatAmount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits: 2 }).format(value);
}

/** A value as a person types it back: the language's decimal mark, no grouping ("8000", "2,5" in sk). */
export function typedAmount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits: 2, useGrouping: false }).format(value);
}

/** A weekday's short name (0 = Monday), from the browser's own translations. */
export function weekdayName(day: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(htmlLangOf(locale), { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${addDays('2024-01-01', day)}T12:00:00Z`));
}

export function scheduleText(s: HabitSchedule, t: TFunction, locale: Locale): string {
  if (s.type === 'daily') return t('habits.schedule.dailyText');
  if (s.type === 'weekdays') return t('habits.schedule.weekdaysText', { days: s.weekdays.map((d) => weekdayName(d, locale)).join(', ') });
  return t('habits.schedule.timesText', { count: s.times });
}

/** What a person types for a value: "8000", "8 000", "2,5" or "2.5"; empty clears it (null); anything else is NaN. */
export function parseAmount(text: string): number | null {
  const s = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (s === '') return null;
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}
