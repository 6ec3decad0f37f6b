import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../../domain/constants';
import { htmlLangOf } from '../../domain/language';
import { translations } from './resources';

export const resources = {
  en: { translation: translations.en },
  sk: { translation: translations.sk },
  cz: { translation: translations.cz },
} as const;

function setHtmlLang(lng: string) {
  if (typeof document !== 'undefined' && (LOCALES as readonly string[]).includes(lng)) {
    document.documentElement.lang = htmlLangOf(lng as Locale);
  }
}

/** Synchronous init: all three languages are bundled, so the first render is already translated. */
export function initI18n(language: Locale) {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', setHtmlLang);
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  setHtmlLang(language);
  return i18next;
}

export { i18next };
