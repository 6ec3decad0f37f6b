import type { Locale } from '../../../domain/constants';
import type { Tree } from '../../i18n/tree';

/**
 * The sign-in pages' own texts, one small chunk per language, picked from
 * the app's files at build time (scripts/signin-texts.ts): a visitor
 * downloads the texts these pages show, not the whole app's. Leaving for the
 * app is a document load, which brings the app's own; a language picked in
 * the menu here loads that language's full texts (i18n/i18n.ts).
 */
const LOADERS: Record<Locale, () => Promise<{ default: Tree }>> = {
  en: () => import('virtual:signin-texts/en'),
  sk: () => import('virtual:signin-texts/sk'),
  cz: () => import('virtual:signin-texts/cz'),
};

export async function loadSignInTexts(locale: Locale): Promise<Tree> {
  return (await LOADERS[locale]()).default;
}
