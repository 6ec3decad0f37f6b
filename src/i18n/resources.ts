import type { Locale } from '../../domain/constants';
import cz from './cz.json';
import en from './en.json';
import sk from './sk.json';
import { buildTree, type Tree } from './tree';
export type { Tree } from './tree';

/**
 * All three languages at once, whole, for tests: straight from the files,
 * not through the parts the app loads (load.ts), so tests/unit/text-parts.test.ts
 * can check that the parts add up to these.
 */
export const translations: Record<Locale, Tree> = {
  en: buildTree(en as Tree, import.meta.glob<Tree>('../features/*/i18n/en.json', { eager: true, import: 'default' })),
  sk: buildTree(sk as Tree, import.meta.glob<Tree>('../features/*/i18n/sk.json', { eager: true, import: 'default' })),
  cz: buildTree(cz as Tree, import.meta.glob<Tree>('../features/*/i18n/cz.json', { eager: true, import: 'default' })),
};
