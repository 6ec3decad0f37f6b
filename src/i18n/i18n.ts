import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../../domain/constants';
import { htmlLangOf, isLocale } from '../../domain/language';
import { loadTextPart } from './load';
import { TEXT_PARTS, type TextPart } from './parts';
import type { Tree } from './tree';

function setHtmlLang(lng: string) {
  if (typeof document !== 'undefined' && (LOCALES as readonly string[]).includes(lng)) {
    document.documentElement.lang = htmlLangOf(lng as Locale);
  }
}

/** The language the page starts in, for parts loaded before init (a screen's texts load beside its script). */
let startLanguage: Locale = 'en';
/** Parts loaded per language, kept for init when they arrive before it. */
const loaded = new Map<Locale, Map<TextPart, Tree>>();
const loading = new Map<string, Promise<void>>();
/** The parts this page has shown (loadTextParts): a language switch fetches them all in the new language. */
const shown = new Set<TextPart>();

const languageNow = (): Locale => (i18next.isInitialized && isLocale(i18next.language) ? i18next.language : startLanguage);

/** Sets the language that parts loaded before initI18n are fetched in (main.tsx, before the first screen loads). */
export function setStartLanguage(language: Locale): void {
  startLanguage = language;
}

/**
 * Fetches parts of the texts (parts.ts) in the current language, or the one
 * given, and adds them; each part of a language is fetched once. A screen's
 * loader awaits its parts (app/router.tsx), so it renders translated.
 */
export function loadTextParts(parts: readonly TextPart[], language: Locale = languageNow()): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      shown.add(part);
      const key = `${language}:${part}`;
      let done = loading.get(key);
      if (!done) {
        done = loadTextPart(language, part).then(
          (tree) => {
            let parts = loaded.get(language);
            if (!parts) loaded.set(language, (parts = new Map()));
            parts.set(part, tree);
            if (i18next.isInitialized) i18next.addResourceBundle(language, 'translation', tree, true, true);
          },
          (e: unknown) => {
            loading.delete(key);
            throw e;
          },
        );
        loading.set(key, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/**
 * Synchronous init with the texts already at hand: the trees given (at least
 * `language`'s) and the parts loaded so far (loadTextParts), so the first
 * render is already translated. Others are added when chosen (switchLanguage).
 */
export function initI18n(language: Locale, trees: Partial<Record<Locale, Tree>> = {}) {
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
    for (const [l, parts] of loaded) for (const tree of parts.values()) i18next.addResourceBundle(l, 'translation', tree, true, true);
  }
  setHtmlLang(language);
  return i18next;
}

/**
 * Switches to a language, fetching first the parts of its texts this page has
 * shown (every part when the page started with whole trees, as the sign-in pages do).
 */
export async function switchLanguage(language: Locale): Promise<void> {
  const missing = shown.size ? [...shown].filter((part) => !loaded.get(language)?.has(part)) : i18next.hasResourceBundle(language, 'translation') ? [] : TEXT_PARTS;
  // Texts at hand switch at once, in this task, as before the parts.
  if (missing.length) await loadTextParts(missing, language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

export { i18next };
