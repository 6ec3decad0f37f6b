import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../../domain/constants';
import { htmlLangOf } from '../../domain/language';
import { loadTranslations } from './load';
import type { Tree } from './tree';

function setHtmlLang(lng: string) {
  if (typeof document !== 'undefined' && (LOCALES as readonly string[]).includes(lng)) {
    document.documentElement.lang = htmlLangOf(lng as Locale);
  }
}

/**
 * Synchronous init with the languages already at hand (at least `language`),
 * so the first render is already translated. Others are added when chosen
 * (switchLanguage).
 */
export function initI18n(language: Locale, trees: Partial<Record<Locale, Tree>>) {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', setHtmlLang);
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(Object.entries(trees).map(([l, tree]) => [l, { translation: tree }])),
      partialBundledLanguages: true,
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

/** Switches to a language, fetching its texts first when this page has not shown it yet. */
export async function switchLanguage(language: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) i18next.addResourceBundle(language, 'translation', await loadTranslations(language), true, true);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

export { i18next };
