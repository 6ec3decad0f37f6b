import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { BILLING_MESSAGES, BILLING_MESSAGE_TRANSLATIONS } from './messages';

describe('billing messages', () => {
  it('are in domain/messages.ts with no clash of key or text', () => {
    for (const [k, v] of Object.entries(BILLING_MESSAGES)) expect((MESSAGES as Record<string, string>)[k]).toBe(v);
    expect(new Set(Object.values(MESSAGES)).size).toBe(Object.keys(MESSAGES).length);
  });

  it('are really translated to sk and cz', () => {
    for (const lang of ['sk', 'cz'] as const) {
      expect(Object.keys(BILLING_MESSAGE_TRANSLATIONS[lang]).sort()).toEqual(Object.keys(BILLING_MESSAGES).sort());
      for (const [k, v] of Object.entries(BILLING_MESSAGE_TRANSLATIONS[lang])) expect(v, k).not.toBe(BILLING_MESSAGES[k as keyof typeof BILLING_MESSAGES]);
    }
  });
});
