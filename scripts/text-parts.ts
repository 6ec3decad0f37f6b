import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FEATURE_PART, TEXT_PARTS, type TextPart } from '../src/i18n/parts.ts';
import { mergeTrees, type Tree } from '../src/i18n/tree.ts';

/**
 * One part of a language's texts (src/i18n/parts.ts), merged from the files:
 * for core the shared texts (src/i18n/<lang>.json) and the features no part
 * claims, for every part the features FEATURE_PART puts there, and every
 * feature's `messages` in core. A key in two files is an error here, at build.
 */
export function partTree(root: string, locale: string, part: TextPart, read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree): Tree {
  const trees: Tree[] = [];
  if (part === 'core') trees.push(read(join(root, 'src/i18n', `${locale}.json`)));
  const featuresDir = join(root, 'src/features');
  for (const feature of readdirSync(featuresDir).sort()) {
    const file = join(featuresDir, feature, 'i18n', `${locale}.json`);
    if (!existsSync(file)) continue;
    const { messages, ...rest } = read(file);
    if ((FEATURE_PART[feature] ?? 'core') === part) trees.push(rest);
    if (part === 'core' && messages) trees.push({ messages });
  }
  return mergeTrees(trees);
}

const PREFIX = 'virtual:text-part/';

/**
 * `virtual:text-part/<lang>/<part>` (src/i18n/load.ts): a part's texts merged
 * at build time, as one JSON string. Merged at start, each part cost the main
 * thread 30-40 ms on a fast machine (code that runs once runs cold), every
 * time the app started; V8 also reads JSON.parse of a string faster than the
 * same object written as a literal.
 */
export function textParts(): Plugin {
  let root = process.cwd();
  return {
    name: 'repwise-text-parts',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, part] = id.slice(PREFIX.length + 1).split('/') as [string, TextPart];
      if (!/^(en|sk|cz)$/.test(locale) || !TEXT_PARTS.includes(part)) throw new Error(`no texts "${id.slice(1)}"`);
      const tree = partTree(root, locale, part, (file) => {
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Tree;
      });
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(tree))});`;
    },
  };
}
