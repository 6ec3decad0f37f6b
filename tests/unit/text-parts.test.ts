import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/constants';
import { loadTextPart } from '../../src/i18n/load';
import { FEATURE_PART, TEXT_PARTS, type TextPart } from '../../src/i18n/parts';
import { translations, type Tree } from '../../src/i18n/resources';
import { mergeTrees } from '../../src/i18n/tree';

/**
 * The texts load in parts (src/i18n/parts.ts), each screen with its own
 * (src/app/router.tsx), and a dialog loaded on first use with its own
 * (`withTexts([...], import('...'))` anywhere). A screen that showed a text of
 * a part it did not load would show the bare key: every screen's code,
 * followed through its imports (up to such a dialog, checked on its own),
 * must use only features and keys of core and the parts it loads.
 */
const root = resolve(__dirname, '../..');
const featuresDir = join(root, 'src/features');
const ROUTER = join(root, 'src/app/router.tsx');

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** A script loaded with its own texts: `withTexts([parts], import('module'))`. */
const WITH_TEXTS = /(?:withTexts\(\[([^\]]*)\],\s*)?import\('([^']+)'\)/g;

/** Every source file a module loads, statically or on demand (the router's screens and whatever loads with its own texts excepted: each is checked on its own). */
function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8').replace(/withTexts\(\[[^\]]*\],\s*import\('[^']+'\)/g, '');
    const pattern = file === ROUTER ? /\bfrom\s+'([^']+)'/g : /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;
    for (const m of text.matchAll(pattern)) {
      const target = resolveImport(file, m[1]!);
      if (target) todo.push(target);
    }
  }
  return seen;
}

const featureOf = (file: string) => {
  const parts = relative(featuresDir, file).split('/');
  return parts.length > 1 && !parts[0]!.startsWith('..') ? parts[0]! : null;
};
const partOf = (feature: string): TextPart => FEATURE_PART[feature] ?? 'core';
const hasTexts = (feature: string) => existsSync(join(featuresDir, feature, 'i18n', 'en.json'));

function keysUsed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g), ...text.matchAll(/i18nKey="([A-Za-z0-9_.]+)"/g), ...text.matchAll(/labelKey: '([A-Za-z0-9_.]+)'/g)].map((m) => m[1]!);
}

function has(tree: Tree, key: string): boolean {
  let node: Tree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return false;
    node = node[part];
  }
  return typeof node === 'string';
}

/** The router's screens, each lazily imported module with the parts its loader fetches beside it; and every script loaded with its own texts elsewhere. */
function screensOf(file: string, all: boolean): { module: string; parts: TextPart[] }[] {
  return [...readFileSync(file, 'utf8').matchAll(WITH_TEXTS)]
    .filter((m) => all || m[1] !== undefined)
    .map((m) => ({
      module: resolveImport(file, m[2]!)!,
      parts: ['core', ...[...(m[1] ?? '').matchAll(/'(\w+)'/g)].map((p) => p[1] as TextPart)],
    }));
}
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}
function routerScreens(): { module: string; parts: TextPart[] }[] {
  const elsewhere = sourceFiles(join(root, 'src')).filter((f) => f !== ROUTER);
  return [...screensOf(ROUTER, true), ...elsewhere.flatMap((f) => screensOf(f, false))];
}

describe('the texts in parts', () => {
  it('add up, in every language, to the whole texts, no key in two parts', async () => {
    for (const locale of LOCALES) {
      const parts = await Promise.all(TEXT_PARTS.map((part) => loadTextPart(locale, part)));
      expect(mergeTrees(parts), locale).toEqual(translations[locale]);
    }
  });

  it("hold each feature where FEATURE_PART puts it, and every feature's messages in core", async () => {
    const features = readdirSync(featuresDir).filter(hasTexts);
    for (const feature of Object.keys(FEATURE_PART)) expect(features, feature).toContain(feature);
    for (const locale of LOCALES) {
      const trees = Object.fromEntries(await Promise.all(TEXT_PARTS.map(async (part) => [part, await loadTextPart(locale, part)] as const)));
      for (const feature of features) {
        const own = JSON.parse(readFileSync(join(featuresDir, feature, 'i18n', `${locale}.json`), 'utf8')) as Tree;
        for (const [key, text] of Object.entries((own.messages ?? {}) as Tree)) expect((trees.core!.messages as Tree)[key], `${locale} ${feature} messages.${key}`).toEqual(text);
        for (const key of Object.keys(own)) {
          if (key === 'messages') continue;
          expect(trees[partOf(feature)]![key], `${locale} ${feature}.${key}`).toEqual(own[key]);
        }
      }
    }
  });

  it('are what each screen shows: its code reaches only features and keys of core and the parts it loads', () => {
    const screens = routerScreens();
    expect(screens.length).toBeGreaterThan(20);
    // The page itself (main.tsx, the router's frame) renders with core alone.
    const checks = [{ module: join(root, 'src/main.tsx'), parts: ['core'] as TextPart[] }, ...screens];
    const problems: string[] = [];
    for (const { module, parts } of checks) {
      const shown = mergeTrees(parts.map((p) => partTree(p)));
      for (const file of reachable([module])) {
        const feature = featureOf(file);
        if (feature && hasTexts(feature) && !parts.includes(partOf(feature))) problems.push(`${relative(root, module)} reaches ${feature} (${partOf(feature)})`);
        for (const key of keysUsed(file)) if (!has(shown, key) && has(translations.en, key)) problems.push(`${relative(root, module)}: ${relative(root, file)} uses ${key}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});

/** A part's English tree, built from the files as FEATURE_PART says (the test above checks the part modules match). */
function partTree(part: TextPart): Tree {
  const trees: Tree[] = [];
  if (part === 'core') trees.push(JSON.parse(readFileSync(join(root, 'src/i18n/en.json'), 'utf8')) as Tree);
  for (const feature of readdirSync(featuresDir).filter(hasTexts)) {
    const { messages, ...rest } = JSON.parse(readFileSync(join(featuresDir, feature, 'i18n', 'en.json'), 'utf8')) as Tree;
    if (partOf(feature) === part) trees.push(rest);
    if (part === 'core' && messages) trees.push({ messages });
  }
  return mergeTrees(trees);
}
