import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

type Tree = { [k: string]: string | Tree };

/** The app's table of text parts (src/i18n/parts.ts) and its merge (src/i18n/tree.ts), handed in by the configs: scripts import nothing of the app. */
export interface TextPartsTable {
  parts: readonly string[];
  /** The part of each feature's texts; a feature not listed is in core. */
  featurePart: Readonly<Record<string, string>>;
  /** Merges trees; a key in two of them is an error. */
  merge: (trees: readonly Tree[]) => Tree;
}

/**
 * One part of a language's texts, merged from the files: for core the shared
 * texts (src/i18n/<lang>.json) and the features no part claims, for every
 * part the features the table puts there, and every feature's `messages` in
 * core. A key in two files is an error here, at build.
 */
export function partTree(table: TextPartsTable, root: string, locale: string, part: string, read: (file: string) => Tree): Tree {
  const trees: Tree[] = [];
  if (part === 'core') trees.push(read(join(root, 'src/i18n', `${locale}.json`)));
  const featuresDir = join(root, 'src/features');
  for (const feature of readdirSync(featuresDir).sort()) {
    const file = join(featuresDir, feature, 'i18n', `${locale}.json`);
    if (!existsSync(file)) continue;
    const { messages, ...rest } = read(file);
    if ((table.featurePart[feature] ?? 'core') === part) trees.push(rest);
    if (part === 'core' && messages) trees.push({ messages });
  }
  return table.merge(trees);
}

const PREFIX = 'virtual:text-part/';

/**
 * `virtual:text-part/<lang>/<part>` (src/i18n/load.ts): a part's texts merged
 * at build time, as one JSON string. Merged at every start instead, cold, the
 * merge took about 40 ms of the main thread in a profile of /client; V8 also
 * reads JSON.parse of a string faster than the same object as a literal.
 */
export function textParts(table: TextPartsTable): Plugin {
  let root = process.cwd();
  return {
    name: 'repwise-text-parts',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, part] = id.slice(PREFIX.length + 1).split('/') as [string, string];
      if (!/^(en|sk|cz)$/.test(locale) || !table.parts.includes(part)) throw new Error(`no texts "${id.slice(1)}"`);
      const tree = partTree(table, root, locale, part, (file) => {
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Tree;
      });
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(tree))});`;
    },
  };
}
