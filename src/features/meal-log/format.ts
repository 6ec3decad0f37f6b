import type { TFunction } from 'i18next';
import type { Locale } from '../../../domain/constants';
import { formatDate, formatNumber } from '../../i18n/format';
import { addDays } from '../../../domain/time/wall-time';
import type { Figures } from './day';

/** Whole kcal, grouped for the language ("1 250" in sk and cz, "1,250" in en). */
export const kcalText = (value: number, locale: Locale) => formatNumber(value, locale, 0);
/** Grams with at most one decimal, with the language's decimal mark. */
export const gramsText = (value: number, locale: Locale) => formatNumber(value, locale, 1);

/** "P 32.5 g · C 60 g · F 12.3 g" */
export function macrosText(t: TFunction, f: Figures, locale: Locale): string {
  return t('mealLog.figures.short', { protein: gramsText(f.protein, locale), carbs: gramsText(f.carbs, locale), fat: gramsText(f.fat, locale) });
}

/** A local date (YYYY-MM-DD) shown in the language, without time-zone shifts. */
export function dateText(date: string, locale: Locale, options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }): string {
  return formatDate(`${date}T12:00:00Z`, locale, { ...options, timeZone: 'UTC' });
}

/** "Today", "Yesterday", "Tomorrow" or the date. */
export function dayName(t: TFunction, date: string, today: string, locale: Locale): string {
  if (date === today) return t('mealLog.day.today');
  if (date === addDays(today, -1)) return t('mealLog.day.yesterday');
  if (date === addDays(today, 1)) return t('mealLog.day.tomorrow');
  return dateText(date, locale);
}
