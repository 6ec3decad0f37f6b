import { describe, expect, it } from 'vitest';
import { describeRecurrence } from '../../../domain/sessions/describe';
import { translations, type Tree } from '../../i18n/resources';
import type { Locale } from '../../../domain/constants';
import { availabilityText, pluralForm, recurrenceText } from './labels';

function tFor(locale: Locale) {
  return (key: string, options: Record<string, unknown> = {}) => {
    let node: string | Tree | undefined = translations[locale];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`missing ${locale} ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k]));
  };
}

describe('session labels', () => {
  it('picks the plural form of each language', () => {
    expect([1, 2, 5].map((n) => pluralForm(n, 'en'))).toEqual(['one', 'other', 'other']);
    expect([1, 2, 5].map((n) => pluralForm(n, 'sk'))).toEqual(['one', 'few', 'other']);
    expect([1, 3, 12].map((n) => pluralForm(n, 'cz'))).toEqual(['one', 'few', 'other']);
  });

  it('says when a session is available, in each language', () => {
    expect(availabilityText(tFor('en'), 'en', { kind: 'now' })).toBe('Available to start');
    expect(availabilityText(tFor('en'), 'en', { kind: 'in', unit: 'minutes', n: 1 })).toBe('Available in 1 minute');
    expect(availabilityText(tFor('sk'), 'sk', { kind: 'in', unit: 'hours', n: 3 })).toBe('Dostupný o 3 hodiny');
    expect(availabilityText(tFor('cz'), 'cz', { kind: 'in', unit: 'days', n: 5 })).toBe('Dostupný za 5 dní');
  });

  it('reads a repetition in plain language', () => {
    const weekly = describeRecurrence({ unit: 'weeks', interval: 1, weekdays: [3, 0], dayOfMonth: null, endDate: null, maxSessions: 12 }, '18:00');
    expect(recurrenceText(tFor('en'), 'en', weekly)).toBe('Every Monday and Thursday at 18:00, 12 sessions');
    expect(recurrenceText(tFor('sk'), 'sk', weekly)).toBe('Každý týždeň: pondelok a štvrtok o 18:00, 12 tréningov');
    expect(recurrenceText(tFor('cz'), 'cz', weekly)).toBe('Každý týden: pondělí a čtvrtek v 18:00, 12 tréninků');
    const monthly = describeRecurrence({ unit: 'months', interval: 2, weekdays: [], dayOfMonth: 31, endDate: '2027-06-30', maxSessions: null }, '07:30');
    expect(recurrenceText(tFor('en'), 'en', monthly)).toBe('Every 2 months on day 31 (or the last day of shorter months) at 07:30, until 6/30/2027');
    expect(recurrenceText(tFor('cz'), 'cz', monthly)).toMatch(/^Každé 2 měsíce, 31\. den .* v 07:30, do 30\. 6\. 2027$/);
  });
});
