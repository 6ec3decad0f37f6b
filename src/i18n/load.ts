import type { Locale } from '../../domain/constants';
import { TEXT_PARTS, type TextPart } from './parts';
import { mergeTrees, type Tree } from './tree';

/**
 * Each language's texts are chunks of their own, one per part (parts.ts),
 * fetched when shown: three languages, or every area's texts, in the first
 * chunk would cost every visitor texts they do not read.
 */
const LOADERS: Record<Locale, Record<TextPart, () => Promise<{ default: Tree }>>> = {
  en: {
    core: () => import('./locales/en/core'),
    more: () => import('./locales/en/more'),
    staff: () => import('./locales/en/staff'),
    landing: () => import('./locales/en/landing'),
  },
  sk: {
    core: () => import('./locales/sk/core'),
    more: () => import('./locales/sk/more'),
    staff: () => import('./locales/sk/staff'),
    landing: () => import('./locales/sk/landing'),
  },
  cz: {
    core: () => import('./locales/cz/core'),
    more: () => import('./locales/cz/more'),
    staff: () => import('./locales/cz/staff'),
    landing: () => import('./locales/cz/landing'),
  },
};

/** One part of a language's texts. */
export async function loadTextPart(locale: Locale, part: TextPart): Promise<Tree> {
  return (await LOADERS[locale][part]()).default;
}

/** Every text of a language (the sign-in pages and the pre-rendering, which do not load by screen). */
export async function loadTranslations(locale: Locale): Promise<Tree> {
  return mergeTrees(await Promise.all(TEXT_PARTS.map((part) => loadTextPart(locale, part))));
}
