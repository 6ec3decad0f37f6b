import { STORAGE_KEYS, type Locale } from '../../domain/constants';
import { chooseLanguage, isLocale, languageOfCountry, resolveLanguageChange } from '../../domain/language';
import { getLandingLocale, getStoredLanguage, getToken, readKey, writeKey } from '../auth/storage';
import { lookupCountry } from './country';
import { i18next, switchLanguage } from './i18n';

/** The country the lookup answered once, so later visits know it at startup without asking again. */
const DETECTED_COUNTRY_KEY = 'detected_country';

export function currentLanguage(): Locale {
  const l = i18next.language;
  return isLocale(l) ? l : 'en';
}

/** The startup language (docs/rules/languages.md "Language order"): stored app_language, landing locale, location, browser, en. The profile comes later with the user. */
export function initialLanguage(): Locale {
  return chooseLanguage({
    stored: getStoredLanguage(),
    initial: getLandingLocale(),
    location: readKey(DETECTED_COUNTRY_KEY),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language],
  });
}

export interface SetLanguageOptions {
  /** Store as app_language (the user's preference). */
  persist?: boolean;
  /** The user picked it by hand: also set manual_language_selection. */
  manual?: boolean;
}

/** Switches the interface language; an unsupported value is rejected with a warning (docs/rules/languages.md "Supported languages"). */
export function setLanguage(requested: unknown, options: SetLanguageOptions = {}): Locale {
  const { language, warning } = resolveLanguageChange(currentLanguage(), requested);
  if (warning) {
    console.warn(warning);
    return language;
  }
  if (options.persist) writeKey(STORAGE_KEYS.appLanguage, language);
  if (options.manual) writeKey(STORAGE_KEYS.manualLanguageSelection, 'true');
  if (i18next.language !== language) void switchLanguage(language);
  return language;
}

/**
 * The location step of docs/rules/languages.md "Language order", for a first visit only: nobody signed in (the
 * profile would decide), no stored preference, no country known yet, and a
 * lookup configured on the server (COUNTRY_LOOKUP_URL; without one the step is
 * skipped). The page renders at once in the browser's language; a country
 * answered within 3,000 ms switches it, unless the user chose one meanwhile.
 */
export async function runLocationStep(): Promise<void> {
  if (getToken() || getStoredLanguage() || getLandingLocale() || readKey(DETECTED_COUNTRY_KEY)) return;
  let url: string | null = null;
  try {
    const res = await fetch('/api/guest/country-lookup', { headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
    url = res.ok ? (((await res.json()) as { url?: string | null }).url ?? null) : null;
  } catch {
    return;
  }
  if (!url) return;
  const country = await lookupCountry(url);
  if (!country) return;
  writeKey(DETECTED_COUNTRY_KEY, country);
  const language = languageOfCountry(country);
  if (language && !getStoredLanguage() && !getToken() && language !== currentLanguage()) setLanguage(language);
}
