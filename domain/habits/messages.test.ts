import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { HABIT_MESSAGES, HABIT_MESSAGE_TRANSLATIONS } from './messages';
import { HABIT_NAME_MAX, HABIT_PAUSES_MAX, HABIT_UNIT_MAX } from './habit';

describe('habit messages', () => {
  it('are spread into domain/messages.ts, and no key or text of theirs clashes with another message', () => {
    const all = MESSAGES as Record<string, string>;
    for (const [key, text] of Object.entries(HABIT_MESSAGES)) expect(all[key], key).toBe(text);
    const base = Object.fromEntries(Object.entries(all).filter(([key]) => !(key in HABIT_MESSAGES)));
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
