import { describe, expect, it } from 'vitest';
import { describeRecurrence } from '../../../domain/sessions/describe';
import { translations, type Tree } from '../../i18n/resources';
import type { Locale } from '../../../domain/constants';
import { availabilityText, clientAvailabilityText, clientChipText, clientStarts, clientTitleText, pluralForm, recurrenceText, roundsText } from './labels';

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

  it('never tells a client "Available to start" for a session only the trainer starts', () => {
    expect(clientStarts({ type: 'in_person', sessionId: 's1' })).toBe(false);
    expect(clientStarts({ type: 'solo', sessionId: null })).toBe(false);
    expect(clientStarts({ type: 'solo', sessionId: 's1' })).toBe(true);
    const now = { kind: 'now' } as const;
    expect(clientAvailabilityText(tFor('en'), 'en', now, true)).toBe('Available to start');
    expect(clientAvailabilityText(tFor('en'), 'en', now, false)).toBe('Starting now');
    expect(clientAvailabilityText(tFor('en'), 'en', { kind: 'in', unit: 'hours', n: 2 }, false)).toBe('Starts in 2 hours');
    expect(clientAvailabilityText(tFor('sk'), 'sk', { kind: 'in', unit: 'minutes', n: 5 }, false)).toBe('Začína o 5 minút');
    expect(clientAvailabilityText(tFor('cz'), 'cz', { kind: 'in', unit: 'days', n: 3 }, false)).toBe('Začíná za 3 dny');
    for (const l of ['en', 'sk', 'cz'] as const) expect(clientAvailabilityText(tFor(l), l, now, false)).not.toBe(availabilityText(tFor(l), l, now));
  });

  it('labels a solo workout under way or done as the client’s own, with no approval', () => {
    expect(clientChipText(tFor('en'), { type: 'solo', progressStatus: 'in_progress' }, 'approved')).toEqual({ own: true, text: 'Your workout' });
    expect(clientChipText(tFor('sk'), { type: 'solo', progressStatus: 'completed' }, 'approved')).toEqual({ own: true, text: 'Váš tréning' });
    expect(clientChipText(tFor('cz'), { type: 'solo', progressStatus: 'in_progress' }, 'approved').text).toBe('Váš trénink');
    expect(clientChipText(tFor('en'), { type: 'solo', progressStatus: 'not_started' }, 'pending')).toEqual({ own: false, text: 'Waiting for approval' });
    expect(clientChipText(tFor('en'), { type: 'in_person', progressStatus: 'in_progress' }, 'approved')).toEqual({ own: false, text: 'Approved' });
  });

  it('does not greet a client with their own name in a default title', () => {
    expect(clientTitleText(tFor('en'), 'Beata Nováková · In person', 'in_person', ['Beata', 'Beata Nováková'])).toBe('In person with your trainer');
    expect(clientTitleText(tFor('sk'), 'Beata · Osobný tréning', 'in_person', ['Beata'])).toBe('Osobný tréning s trénerom');
    expect(clientTitleText(tFor('cz'), 'Beata · Solo', 'solo', ['Beata'])).toBe('Samostatný trénink od trenéra');
    expect(clientTitleText(tFor('en'), 'Glutes and back', 'in_person', ['Beata'])).toBe('Glutes and back');
    expect(clientTitleText(tFor('en'), 'Adam · In person', 'in_person', ['Beata'])).toBe('Adam · In person');
  });

  it('says how many sets a superset’s rounds make', () => {
    expect(roundsText(tFor('en'), 'en', 3, [3, 3, 3])).toBe('3 rounds · 9 sets');
    expect(roundsText(tFor('sk'), 'sk', 3, [3, 3])).toBe('3 kolá · 6 sérií');
    expect(roundsText(tFor('cz'), 'cz', 2, [2, 2])).toBe('2 kola · 4 série');
    expect(roundsText(tFor('cz'), 'cz', 5, [5, 5])).toBe('5 kol · 10 sérií');
    expect(roundsText(tFor('en'), 'en', 1, [1])).toBe('1 round · 1 set');
  });
});
