import { STORAGE_KEYS, type Locale } from '../../domain/constants';
import { chooseLanguage, isLocale, resolveLanguageChange } from '../../domain/language';
import { getLandingLocale, getStoredLanguage, writeKey } from '../auth/storage';
import { i18next, switchLanguage } from './i18n';

export function currentLanguage(): Locale {
  const l = i18next.language;
  return isLocale(l) ? l : 'en';
}

/** The startup language (spec §4): stored app_language, landing locale, browser, en. The profile comes later with the user. */
export function initialLanguage(): Locale {
  return chooseLanguage({
    stored: getStoredLanguage(),
    initial: getLandingLocale(),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language],
  });
}

export interface SetLanguageOptions {
  /** Store as app_language (the user's preference). */
  persist?: boolean;
  /** The user picked it by hand: also set manual_language_selection. */
  manual?: boolean;
}

/** Switches the interface language; an unsupported value is rejected with a warning (spec §5). */
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
