import type { Locale } from '../../domain/constants';
import type { Tree } from './tree';

/**
 * Each language is its own chunk, fetched when it is shown: three languages
 * in the first chunk would cost every visitor two they do not read.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Tree }>> = {
  en: () => import('./locales/en'),
  sk: () => import('./locales/sk'),
  cz: () => import('./locales/cz'),
};

export async function loadTranslations(locale: Locale): Promise<Tree> {
  return (await LOADERS[locale]()).default;
}
