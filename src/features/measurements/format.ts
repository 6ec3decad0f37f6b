import type { TFunction } from 'i18next';
import type { Locale } from '../../../domain/constants';
import type { MeasurementField } from '../../../domain/measurements/measurement';
import { htmlLangOf } from '../../../domain/language';
import { formatDate, formatNumber } from '../../i18n/format';
import type { SeriesKey } from './chartData';

/** A series' name: the field's translated name, or the trainer's own name as typed. */
export function seriesName(t: TFunction, key: SeriesKey): string {
  return key.startsWith('custom:') ? key.slice(7) : t(`measurements.fields.${key as MeasurementField}`);
}

/** A value with its unit, the language's way (82,5 cm in sk and cz). */
export function formatValue(t: TFunction, key: SeriesKey, value: number, locale: Locale, signed = false): string {
  const n = signed ? new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value) : formatNumber(value, locale);
  return key === 'bodyFatPercent' ? t('measurements.percent', { value: n }) : t('measurements.cm', { value: n });
}

export const formatWhen = (iso: string | number, locale: Locale) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
export const formatShortDay = (iso: string | number, locale: Locale) => formatDate(iso, locale, { day: 'numeric', month: 'short' });
