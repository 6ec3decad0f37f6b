import { LOCALES, type Locale } from '../../domain/constants';
import cz from './cz.json';
import en from './en.json';
import sk from './sk.json';

export type Tree = { [k: string]: string | Tree };

/**
 * Each feature may keep its own texts beside it in src/features/<area>/i18n/{en,sk,cz}.json;
 * they are merged into the one translation tree, so features never edit a shared file.
 */
const featureFiles = import.meta.glob<Tree>('../features/*/i18n/*.json', { eager: true, import: 'default' });

function mergeInto(target: Tree, source: Tree, where: string) {
  for (const [k, v] of Object.entries(source)) {
    const existing = target[k];
    if (typeof v === 'string') {
      if (existing !== undefined) throw new Error(`translation key ${where}${k} is defined twice`);
      target[k] = v;
    } else {
      if (typeof existing === 'string') throw new Error(`translation key ${where}${k} is both a text and a group`);
      const child: Tree = existing ?? {};
      target[k] = child;
      mergeInto(child, v, `${where}${k}.`);
    }
  }
}

function build(locale: Locale, base: Tree): Tree {
  const out: Tree = {};
  mergeInto(out, base, '');
  for (const [path, tree] of Object.entries(featureFiles).sort(([a], [b]) => a.localeCompare(b))) {
    if (path.endsWith(`/i18n/${locale}.json`)) mergeInto(out, tree, '');
  }
  return out;
}

const bases: Record<Locale, Tree> = { en: en as Tree, sk: sk as Tree, cz: cz as Tree };

export const translations: Record<Locale, Tree> = Object.fromEntries(
  LOCALES.map((l) => [l, build(l, bases[l])]),
) as Record<Locale, Tree>;
