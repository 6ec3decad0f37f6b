import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { HABIT_MESSAGES, HABIT_MESSAGE_TRANSLATIONS } from './messages';
import { HABIT_NAME_MAX, HABIT_PAUSES_MAX, HABIT_UNIT_MAX } from './habit';

describe('habit messages', () => {
  it('can be spread into domain/messages.ts: no key or text clashes with an existing message', () => {
    const base = MESSAGES as Record<string, string>;
    const keyOfText = new Map(Object.entries(base).map(([k, v]) => [v, k]));
    const clashes = Object.entries(HABIT_MESSAGES).filter(([key, text]) => key in base || keyOfText.has(text));
    expect(clashes).toEqual([]);
    expect(new Set(Object.values(HABIT_MESSAGES)).size).toBe(Object.keys(HABIT_MESSAGES).length);
  });

  it.each(['sk', 'cz'] as const)('are all translated to %s', (lang) => {
    const t = HABIT_MESSAGE_TRANSLATIONS[lang];
    expect(Object.keys(t).sort()).toEqual(Object.keys(HABIT_MESSAGES).sort());
    for (const [key, en] of Object.entries(HABIT_MESSAGES)) expect(t[key as keyof typeof t], key).not.toBe(en);
  });

  it('write out the limits the schemas use', () => {
    expect(HABIT_MESSAGES.habitNameTooLong).toContain(String(HABIT_NAME_MAX));
    expect(HABIT_MESSAGES.habitUnitTooLong).toContain(String(HABIT_UNIT_MAX));
    expect(HABIT_MESSAGES.habitTooManyPauses).toContain(String(HABIT_PAUSES_MAX));
  });
});
