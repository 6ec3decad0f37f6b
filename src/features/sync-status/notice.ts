import type { Locale } from '../../../domain/constants';
import { formatDate, formatNumber } from '../../i18n/format';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field value of a notice as the list shows it: numbers and instants in the user's language, nothing as a dash. */
export function noticeValue(v: unknown, locale: Locale): { kind: 'empty' } | { kind: 'text'; text: string } {
  if (v === null || v === undefined || v === '') return { kind: 'empty' };
  if (typeof v === 'number') return { kind: 'text', text: formatNumber(v, locale) };
  if (typeof v === 'string') return { kind: 'text', text: ISO_INSTANT.test(v) ? formatDate(v, locale, { dateStyle: 'medium', timeStyle: 'short' }) : v };
  if (Array.isArray(v)) return { kind: 'text', text: v.map(String).join(', ') };
  return { kind: 'text', text: JSON.stringify(v) };
}
