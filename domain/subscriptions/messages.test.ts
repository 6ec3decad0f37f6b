import { describe, expect, it } from 'vitest';
import { MESSAGES, messageKeyOf } from '../messages';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_MESSAGE_TRANSLATIONS } from './messages';

describe('subscription messages', () => {
  it('have sk and cz texts for every key, and are found by their English text', () => {
    for (const lang of ['sk', 'cz'] as const) expect(Object.keys(SUBSCRIPTION_MESSAGE_TRANSLATIONS[lang]).sort()).toEqual(Object.keys(SUBSCRIPTION_MESSAGES).sort());
    for (const [key, text] of Object.entries(SUBSCRIPTION_MESSAGES)) {
      expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(text);
      expect(messageKeyOf(text)).toBe(key);
    }
  });
});
