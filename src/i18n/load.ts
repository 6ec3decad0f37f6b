import type { Locale } from '../../domain/constants';
import { TEXT_PARTS, type TextPart } from './parts';
import { mergeTrees, type Tree } from './tree';

/**
 * Each language's texts are chunks of their own, one per part (parts.ts),
 * fetched when shown: three languages, or every area's texts, in the first
 * chunk would cost every visitor texts they do not read. Each is merged at
 * build time (scripts/text-parts.ts).
 */
const LOADERS: Record<Locale, Record<TextPart, () => Promise<{ default: Tree }>>> = {
  en: {
    core: () => import('virtual:text-part/en/core'),
    more: () => import('virtual:text-part/en/more'),
    staff: () => import('virtual:text-part/en/staff'),
    landing: () => import('virtual:text-part/en/landing'),
  },
  sk: {
    core: () => import('virtual:text-part/sk/core'),
    more: () => import('virtual:text-part/sk/more'),
    staff: () => import('virtual:text-part/sk/staff'),
    landing: () => import('virtual:text-part/sk/landing'),
  },
  cz: {
    core: () => import('virtual:text-part/cz/core'),
    more: () => import('virtual:text-part/cz/more'),
    staff: () => import('virtual:text-part/cz/staff'),
    landing: () => import('virtual:text-part/cz/landing'),
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
