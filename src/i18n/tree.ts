/** A translation tree: nested keys to texts. */
export type Tree = { [k: string]: string | Tree };

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

/**
 * One language's tree: the shared texts (src/i18n/<lang>.json) and each
 * feature's own (src/features/<area>/i18n/<lang>.json), so features never
 * edit a shared file. A key defined twice is an error.
 */
export function buildTree(base: Tree, featureFiles: Record<string, Tree>): Tree {
  const out: Tree = {};
  mergeInto(out, base, '');
  for (const [, tree] of Object.entries(featureFiles).sort(([a], [b]) => a.localeCompare(b))) mergeInto(out, tree, '');
  return out;
}

/** Parts of one language's tree (parts.ts) as one tree; a key in two parts is an error. */
export function mergeTrees(parts: readonly Tree[]): Tree {
  const out: Tree = {};
  for (const part of parts) mergeInto(out, part, '');
  return out;
}
