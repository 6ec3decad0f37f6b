import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0text-split:';

/**
 * A feature's texts file in two modules: `<lang>.json?messages` (its `messages` alone, which are core wherever
 * the feature's part is: src/i18n/parts.ts) and `<lang>.json?texts` (the rest). Importing the one file from two
 * parts would put it whole in a chunk both load.
 */
export function textSplit(): Plugin {
  return {
    name: 'repwise-text-split',
    enforce: 'pre',
    resolveId(source, importer) {
      const m = /^(.*\.json)\?(messages|texts)$/.exec(source);
      if (!m || !importer) return undefined;
      // Not ending in .json, so that vite's JSON plugin leaves the module alone.
      return `${PREFIX}${resolve(dirname(importer), m[1]!)}:${m[2]}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const rest = id.slice(PREFIX.length);
      const file = rest.slice(0, rest.lastIndexOf(':'));
      const kind = rest.slice(rest.lastIndexOf(':') + 1);
      this.addWatchFile(file);
      const { messages, ...texts } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(kind === 'messages' ? (messages ? { messages } : {}) : texts)};`;
    },
  };
}
