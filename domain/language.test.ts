import { describe, expect, it } from 'vitest';
import { chooseLanguage, htmlLangOf, isLocale, mapBrowserLanguage, resolveLanguageChange } from './language';

describe('isLocale', () => {
  it('accepts only en, sk and cz', () => {
    expect(['en', 'sk', 'cz'].every(isLocale)).toBe(true);
    expect(['cs', 'de', 'EN', '', null, undefined, 1].some(isLocale)).toBe(false);
  });
});

describe('mapBrowserLanguage', () => {
  it('maps cs to cz, sk to sk and en to en, ignoring region and case', () => {
    expect(mapBrowserLanguage('cs-CZ')).toBe('cz');
    expect(mapBrowserLanguage('cs')).toBe('cz');
    expect(mapBrowserLanguage('sk-SK')).toBe('sk');
    expect(mapBrowserLanguage('SK')).toBe('sk');
    expect(mapBrowserLanguage('en_GB')).toBe('en');
  });
  it('returns undefined for other languages', () => {
    expect(mapBrowserLanguage('de-DE')).toBeUndefined();
    expect(mapBrowserLanguage('')).toBeUndefined();
    expect(mapBrowserLanguage(undefined)).toBeUndefined();
  });
});

describe('chooseLanguage (docs/rules/languages.md "Language order")', () => {
  it('prefers the profile language over everything else', () => {
    expect(chooseLanguage({ profile: 'sk', stored: 'cz', initial: 'en', browser: ['cs'] })).toBe('sk');
  });
  it('then the stored app_language', () => {
    expect(chooseLanguage({ profile: null, stored: 'cz', initial: 'sk', browser: ['en'] })).toBe('cz');
  });
  it('then the landing/initial locale', () => {
    expect(chooseLanguage({ stored: null, initial: 'sk', browser: ['cs-CZ'] })).toBe('sk');
  });
  it('then the first supported browser language', () => {
    expect(chooseLanguage({ browser: ['de-DE', 'cs-CZ', 'sk'] })).toBe('cz');
    expect(chooseLanguage({ browser: ['sk-SK'] })).toBe('sk');
  });
  it('skips unsupported values at every level', () => {
    expect(chooseLanguage({ profile: 'de', stored: 'fr', initial: 'xx', browser: ['sk'] })).toBe('sk');
  });
  it('falls back to en', () => {
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ browser: ['de', 'fr'] })).toBe('en');
  });
});

describe('resolveLanguageChange', () => {
  it('takes a supported language', () => {
    expect(resolveLanguageChange('en', 'cz')).toEqual({ language: 'cz' });
  });
  it('rejects an unsupported one with a warning and keeps the current', () => {
    const r = resolveLanguageChange('sk', 'de');
    expect(r.language).toBe('sk');
    expect(r.warning).toMatch(/de/);
  });
});

describe('htmlLangOf', () => {
  it('uses cs for cz', () => {
    expect(htmlLangOf('cz')).toBe('cs');
    expect(htmlLangOf('sk')).toBe('sk');
    expect(htmlLangOf('en')).toBe('en');
  });
});
