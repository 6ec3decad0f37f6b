import { describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n/i18n';
import { translations } from '../../src/i18n/resources';

const i18n = initI18n('en', translations);

describe('copy that reads right', () => {
  it('names a competitor whose name starts with a vowel without "a Everfit"', () => {
    expect(i18n.t('landing.alternatives.pageTitle', { name: 'Everfit', lng: 'en' })).toBe('Repwise as an alternative to Everfit');
  });

  it('does not promise the client plans that are already there', () => {
    for (const lng of ['en', 'sk', 'cz']) {
      const soon = i18n.t('client.dashboard.soon', { lng });
      expect(soon).not.toMatch(/together with plans|spolu s plánmi|spolu s plány/);
    }
  });
});
