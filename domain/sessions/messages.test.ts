import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { SESSION_MESSAGES } from './messages';

describe('session messages', () => {
  it('use the docs/rules/sessions.md "Recurrence" texts', () => {
    expect(SESSION_MESSAGES.recurrenceEndRequired).toBe('The end date or the maximum number of sessions is required.');
    expect(SESSION_MESSAGES.dayOfMonthRange).toBe('The day of month must be between 1 and 31.');
  });

  it('merge cleanly into domain/messages.ts: a shared key has the same text, a shared text the same key', () => {
    const base = MESSAGES as Record<string, string>;
    const keyOfText = new Map(Object.entries(base).map(([k, v]) => [v, k]));
    const clashes = Object.entries(SESSION_MESSAGES).filter(
      ([key, text]) => (key in base && base[key] !== text) || (keyOfText.has(text) && keyOfText.get(text) !== key),
    );
    expect(clashes).toEqual([]);
    expect(new Set(Object.values(SESSION_MESSAGES)).size).toBe(Object.keys(SESSION_MESSAGES).length);
  });
});
