import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';

/** True for the three interface languages of docs/rules/languages.md "Supported languages" (en, sk, cz). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps a browser language tag (navigator.languages) to an interface language.
 * Czech is "cs" in BCP 47 but "cz" in the product, so both are accepted.
 */
export function mapBrowserLanguage(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'cs' || primary === 'cz') return 'cz';
  if (primary === 'sk') return 'sk';
  if (primary === 'en') return 'en';
  return undefined;
}

export interface LanguageSources {
  /** The signed-in user's profile language. */
  profile?: string | null;
  /** The stored app_language preference. */
  stored?: string | null;
  /** The remembered landing page locale or another initial locale. */
  initial?: string | null;
  /** The country the device is in (a two-letter code from the country lookup), if one was made. */
  location?: string | null;
  /** navigator.languages, most preferred first. */
  browser?: readonly string[] | null;
}

/** A country code as the lookup must answer it (docs/rules/languages.md "Country lookup": two capital letters). */
export const isCountryCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{2}$/.test(value);

/**
 * The interface language of a country: Slovakia and Czechia have theirs; a
 * country whose language the app does not speak says nothing, so the browser
 * language decides (a German-speaking visitor in Austria may still prefer sk).
 */
const COUNTRY_LANGUAGES: Record<string, Locale> = { SK: 'sk', CZ: 'cz', GB: 'en', US: 'en', IE: 'en', CA: 'en', AU: 'en', NZ: 'en' };
export function languageOfCountry(code: unknown): Locale | undefined {
  return isCountryCode(code) ? COUNTRY_LANGUAGES[code] : undefined;
}

/**
 * The language choice order of docs/rules/languages.md "Language order": profile, stored preference (the
 * app_language the user chose, then the landing locale they came through),
 * location (the country lookup, when one was made), browser language, then
 * the default (en).
 */
export function chooseLanguage(sources: LanguageSources): Locale {
  for (const candidate of [sources.profile, sources.stored, sources.initial]) {
    if (isLocale(candidate)) return candidate;
  }
  const located = languageOfCountry(sources.location);
  if (located) return located;
  for (const tag of sources.browser ?? []) {
    const mapped = mapBrowserLanguage(tag);
    if (mapped) return mapped;
  }
  return DEFAULT_LOCALE;
}

/**
 * A requested language change: supported languages are taken, anything else
 * is rejected with a warning and the current language stays (docs/rules/languages.md "Supported languages").
 */
export function resolveLanguageChange(
  current: Locale,
  requested: unknown,
): { language: Locale; warning?: string } {
  if (isLocale(requested)) return { language: requested };
  return { language: current, warning: `Unsupported language "${String(requested)}" rejected; keeping "${current}".` };
}

/** The value for <html lang> and Intl: the product's "cz" is BCP 47 "cs". */
export function htmlLangOf(locale: Locale): string {
  return locale === 'cz' ? 'cs' : locale;
}
