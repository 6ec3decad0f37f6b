import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers and what each may import (README "Architecture"): an import
 * pointing the wrong way fails the build here, before it spreads.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ALLOWED: Record<string, string[]> = {
  domain: ['domain'],
  replica: ['domain', 'replica'],
  workers: ['domain', 'replica', 'workers'],
  server: ['domain', 'server'],
  src: ['domain', 'replica', 'src', 'public', 'workers'],
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(tsx?|mts)$/.test(name)) out.push(p);
  }
  return out;
}

/** Relative import specifiers of a file, static and dynamic, and `new URL(...)` worker references. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|new URL\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) found.push(m[2]!);
  return found;
}

/** Static import specifiers (`from '…'`, `import '…'`), the ones that put a module in the importer's chunk. */
export function staticImportsOf(text: string): string[] {
  const found: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) found.push(m[2]!);
  return found;
}

const FEATURES = 'src/features';

/**
 * A feature reaches into another only through that feature's index.ts (or its
 * stylesheet, src/features/<b>/<b>.css, which an index cannot re-export without
 * every importer of it loading the styles). A module loaded with import() names
 * its file, so a lazily loaded screen stays out of the index and its chunk.
 * `file` is repo-relative.
 */
export function crossFeatureImports(file: string, text: string): string[] {
  const own = file.split('/')[2];
  if (!file.startsWith(`${FEATURES}/`)) return [];
  const bad: string[] = [];
  for (const spec of staticImportsOf(text)) {
    const path = posix.normalize(posix.join(posix.dirname(file), spec));
    if (!path.startsWith(`${FEATURES}/`)) continue;
    const [, , other, ...rest] = path.split('/');
    const inside = rest.join('/');
    if (other === own || inside === '' || /^index(\.ts)?$/.test(inside) || inside === `${other}.css`) continue;
    bad.push(`${file} imports ${spec}`);
  }
  return bad;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Test helpers and data live in tests/fixtures; a test beside the code it tests may take them from there. */
const FIXTURES = 'tests/fixtures';

function violations(layer: string): string[] {
  const bad: string[] = [];
  for (const file of sourceFiles(join(ROOT, layer))) {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const path = posix.normalize(relative(ROOT, resolve(dirname(file), spec)).split(/[\\/]/).join('/'));
      const target = path.split('/')[0]!;
      if (ALLOWED[layer]!.includes(target) || (isTest(file) && path.startsWith(`${FIXTURES}/`))) continue;
      bad.push(`${posix.normalize(relative(ROOT, file))} imports ${spec}`);
    }
  }
  return bad;
}

/** Packages only tests use: a file that imports one outside a test is a test helper among the app's code. */
const TEST_PACKAGES = /\bfrom\s*['"](fast-check|vitest|fake-indexeddb|@playwright\/test|playwright-core)['"]/;

function testHelpersIn(layer: string): string[] {
  return sourceFiles(join(ROOT, layer))
    .filter((file) => !isTest(file) && TEST_PACKAGES.test(readFileSync(file, 'utf8')))
    .map((file) => posix.normalize(relative(ROOT, file)));
}

describe('layers', () => {
  for (const layer of Object.keys(ALLOWED)) {
    it(`${layer}/ imports only ${ALLOWED[layer]!.join(', ')}`, () => {
      expect(violations(layer)).toEqual([]);
    });
  }

  for (const layer of Object.keys(ALLOWED)) {
    it(`${layer}/ holds no test helper (they live in ${FIXTURES})`, () => {
      expect(testHelpersIn(layer)).toEqual([]);
    });
  }

  it('a feature imports another only through its index', () => {
    const bad = sourceFiles(join(ROOT, FEATURES)).flatMap((file) => {
      const rel = posix.normalize(relative(ROOT, file).split(/[\\/]/).join('/'));
      return crossFeatureImports(rel, readFileSync(file, 'utf8'));
    });
    expect(bad).toEqual([]);
  });

  it('tells an import through the index from one into a feature', () => {
    const file = 'src/features/meals/nested/Screen.tsx';
    const text = [
      `import { usePlan } from '../../plans';`,
      `import { usePlan as p } from "../../plans/index";`,
      `import { PlanCard } from '../../plans/PlanCard';`,
      `import type { LoadedPlan } from '../../plans/hooks';`,
      `import '../../plans/plans.css';`,
      `import '../../plans/other.css';`,
      `import { x } from '../model';`,
      `import { Button } from '../../../ui/Button';`,
      `const Editor = lazy(() => import('../../plans/PlanEditorScreen'));`,
    ].join('\n');
    expect(crossFeatureImports(file, text)).toEqual([
      `${file} imports ../../plans/PlanCard`,
      `${file} imports ../../plans/hooks`,
      `${file} imports ../../plans/other.css`,
    ]);
    expect(crossFeatureImports('src/app/router.tsx', `import { A } from '../features/plans/PlanCard';`)).toEqual([]);
  });

  it('sees imports of every form, so a wrong one can not hide', () => {
    const text = `import a from '../src/x';\nimport type { B } from "../../server/y";\nconst c = await import('../src/z');\nimport './side-effect';\nnew URL('../workers/w.ts', import.meta.url)`;
    expect(importsOf(text)).toEqual(['../src/x', '../../server/y', '../src/z', './side-effect', '../workers/w.ts']);
  });
});
