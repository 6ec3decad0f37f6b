import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { EXERCISE_MESSAGES, EXERCISE_MESSAGE_TRANSLATIONS, formatMessage } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('exercise messages', () => {
  it('use the documented video link text', () => {
    expect(EXERCISE_MESSAGES.videoUrlInvalid).toBe('Please enter a valid link');
  });

  it('merge cleanly into domain/messages.ts: a shared key has the same text, a shared text the same key', () => {
    const base = MESSAGES as Record<string, string>;
    const keyOfText = new Map(Object.entries(base).map(([k, v]) => [v, k]));
    const clashes = Object.entries(EXERCISE_MESSAGES).filter(
      ([key, text]) => (key in base && base[key] !== text) || (keyOfText.has(text) && keyOfText.get(text) !== key),
    );
    expect(clashes).toEqual([]);
    expect(new Set(Object.values(EXERCISE_MESSAGES)).size).toBe(Object.keys(EXERCISE_MESSAGES).length);
  });

  it.each(['sk', 'cz'] as const)('are translated to %s with the same placeholders', (lang) => {
    const t = EXERCISE_MESSAGE_TRANSLATIONS[lang];
    expect(Object.keys(t).sort()).toEqual(Object.keys(EXERCISE_MESSAGES).sort());
    for (const [key, en] of Object.entries(EXERCISE_MESSAGES)) {
      const text = t[key as keyof typeof t];
      expect(text, key).not.toBe(en);
      expect(placeholders(text), key).toEqual(placeholders(en));
    }
  });

  it('fill placeholders like i18next', () => {
    expect(formatMessage(EXERCISE_MESSAGES.importDuplicateRow, { other: 7 })).toBe('Same exercise as row 7; the row was skipped.');
    expect(formatMessage('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});
