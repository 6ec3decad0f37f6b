import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, BILLING_MESSAGE_TRANSLATIONS } from '../../domain/billing/messages';
import cz from '../../src/features/billing/i18n/cz.json';
import en from '../../src/features/billing/i18n/en.json';
import sk from '../../src/features/billing/i18n/sk.json';

describe('billing messages in the app', () => {
  it('are the texts of domain/billing/messages.ts in src/features/billing/i18n', () => {
    expect(en.messages).toEqual(BILLING_MESSAGES);
    expect(sk.messages).toEqual(BILLING_MESSAGE_TRANSLATIONS.sk);
    expect(cz.messages).toEqual(BILLING_MESSAGE_TRANSLATIONS.cz);
  });
});
