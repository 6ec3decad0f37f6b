import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite only what a clone holds: the rules as Repwise implements them
 * (docs/rules/<area>.md), never section numbers of a specification kept
 * elsewhere; every README or docs/ section they point at exists, and every
 * file the README and docs/ name. A renamed heading or a moved file shows up
 * here rather than as a dead pointer.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** What git ignores (build output, test artifacts, local data) is no one's source: its plain paths from .gitignore. */
const SKIP_DIRS = new Set([
  '.git',
  ...readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim().replace(/\/$/, ''))
    .filter((l) => l && !l.startsWith('#') && !/[*?[!]/.test(l)),
]);
const TEXT_FILE = /\.(tsx?|mts|m?js|css|html|sql|md|json|sh)$/;
/** This test and the script that rewrote the old citations name them on purpose. */
const EXEMPT = new Set(['tests/unit/doc-links.test.ts', 'scripts/cite-rules.ts']);

function textFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    // Build output under another name (BUILD_DIR=dist-me) and nested packages are no one's source either.
    if (SKIP_DIRS.has(relative(ROOT, p)) || name === 'node_modules' || name.startsWith('dist-')) continue;
    const s = statSync(p);
    if (s.isDirectory()) out.push(...textFiles(p));
    else if (EXEMPT.has(relative(ROOT, p))) continue;
    else if ((TEXT_FILE.test(name) && name !== 'package-lock.json') || p === join(ROOT, '.ci/run')) out.push(p);
  }
  return out;
}

/**
 * A citation of what the repository does not hold: a numbered section of the
 * outside specification ("spec §4", "(§5)", "§1/§9"; an RFC's sections are
 * fine) or the design notes kept beside it (ux.md, product-spec.md).
 */
export function specCitations(text: string): string[] {
  const found: string[] = [];
  const re = /(RFC \d+ )?§ ?\d+|\b(?:ux|product-spec)\.md\b/g;
  for (let m = re.exec(text); m; m = re.exec(text)) if (!m[1]) found.push(m[0]);
  return found;
}

export interface Pointer {
  file: string;
  heading?: string;
}

/**
 * Pointers at a README or docs/ file, with the section when one is named:
 * `README "Configuration"`, `docs/rules/sessions.md "Approval"`,
 * `docs/architecture.md, "Server cache"`, `domain/x/README.md`.
 */
export function pointersIn(text: string): Pointer[] {
  const found: Pointer[] = [];
  const re = /(?<![\w/.-])((?:[\w.-]+\/)*(?:README\.md|[\w.-]+\.md)|README)(?:,? ["“]([^"”\n]+)["”])?/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const file = m[1] === 'README' ? 'README.md' : m[1]!;
    if (m[1] === 'README' && !m[2]) continue; // "the README" in prose names no section
    if (!file.startsWith('docs/') && !file.endsWith('README.md')) continue;
    found.push(m[2] ? { file, heading: m[2] } : { file });
  }
  return found;
}

function headingsOf(path: string): Set<string> {
  const out = new Set<string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) out.add(m[1]!.replace(/`/g, ''));
  }
  return out;
}

/** Pointers are written from the repository's root; a README beside the citing file is its own. */
function brokenPointers(): string[] {
  const bad: string[] = [];
  for (const path of textFiles(ROOT)) {
    const rel = relative(ROOT, path);
    const text = readFileSync(path, 'utf8');
    for (const p of pointersIn(text)) {
      const candidates = [join(ROOT, p.file), join(dirname(path), p.file)];
      const target = candidates.find((c) => existsSync(c));
      if (!target) {
        if (p.file.includes('/') || p.file === 'README.md') bad.push(`${rel}: ${p.file} does not exist`);
        continue;
      }
      if (p.heading && !headingsOf(target).has(p.heading)) bad.push(`${rel}: ${p.file} has no section "${p.heading}"`);
    }
  }
  return bad;
}

/**
 * Repository paths the README and docs/ name (`server/areas/`, domain/meals/search.ts),
 * read from the root; a pattern (`*`, `<area>`, `{a,b}`) names no one file.
 */
export function repoPathsIn(text: string): string[] {
  const found: string[] = [];
  const re = /(?<![\w/.$-])((?:domain|replica|src|server|workers|tests|bench|scripts|public|docs)\/[\w./<>{},*-]*[\w/*>}])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) if (!/[*<>{}]/.test(m[1]!)) found.push(m[1]!.replace(/\.$/, ''));
  return found;
}

function missingPaths(): string[] {
  const docs = textFiles(join(ROOT, 'docs')).filter((p) => p.endsWith('.md'));
  return [join(ROOT, 'README.md'), ...docs].flatMap((doc) =>
    repoPathsIn(readFileSync(doc, 'utf8'))
      .filter((p) => !existsSync(join(ROOT, p)))
      .map((p) => `${relative(ROOT, doc)}: ${p} does not exist`),
  );
}

/** Environment variables a file reads: `process.env.X`, `env.X` (server/config.ts), `${X:-default}` (package.json's scripts). */
export function envVarsIn(text: string): string[] {
  const found = new Set<string>();
  const re = /(?:\bprocess\.env\.|(?<![.\w])env\.|\$\{(?=[A-Z0-9_]+:-))([A-Z][A-Z0-9_]{2,})\b/g;
  for (let m = re.exec(text); m; m = re.exec(text)) found.add(m[1]!);
  return [...found];
}

/** Variables read in `dirs` that the README's "Configuration" does not name. */
function undocumentedVars(dirs: string[]): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const documented = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const read = dirs.flatMap((d) => (statSync(join(ROOT, d)).isDirectory() ? textFiles(join(ROOT, d)) : [join(ROOT, d)]));
  const missing = read.flatMap((f) => envVarsIn(readFileSync(f, 'utf8')).map((v) => [v, relative(ROOT, f)] as const));
  return [...new Set(missing.filter(([v]) => !documented.includes(`\`${v}\``)).map(([v, f]) => `${v} (${f})`))];
}

describe('documentation pointers', () => {
  it('no file cites a specification or design notes the repository does not hold', () => {
    const bad = textFiles(ROOT).flatMap((path) =>
      specCitations(readFileSync(path, 'utf8')).map((c) => `${relative(ROOT, path)}: ${c}`),
    );
    expect(bad).toEqual([]);
  });

  it('every README or docs/ section a file points at exists', () => {
    expect(brokenPointers()).toEqual([]);
  });

  it('every file or folder the README and docs/ name exists', () => {
    expect(missingPaths()).toEqual([]);
  });

  it('the README\'s "Configuration" names every environment variable the server, the build, the tests and the benches read', () => {
    expect(undocumentedVars(['server', 'package.json', 'vite.config.ts', 'tests', 'bench', 'vitest.config.ts', '.ci/run'])).toEqual([]);
  });

  it('reads citations and pointers in their usual forms', () => {
    expect(specCitations('(spec §4: who logs) and §5, not RFC 5545 §3.1; ux.md "what now?"')).toEqual(['§4', '§5', 'ux.md']);
    expect(pointersIn('see README "Configuration" and docs/rules/sessions.md "Approval", docs/architecture.md, "Server cache"; domain/x/README.md')).toEqual([
      { file: 'README.md', heading: 'Configuration' },
      { file: 'docs/rules/sessions.md', heading: 'Approval' },
      { file: 'docs/architecture.md', heading: 'Server cache' },
      { file: 'domain/x/README.md' },
    ]);
    expect(pointersIn('the README says, package.json, notes.md')).toEqual([]);
    expect(envVarsIn('Number(env.PORT ?? 3000); process.env.BENCH_DIST; ${BUILD_DIR:-dist}; `${MESSAGES.x}`; env.x')).toEqual(['PORT', 'BENCH_DIST', 'BUILD_DIR']);
    expect(repoPathsIn('in `server/areas/` and domain/meals/search.ts. Not `domain/<area>/entity.ts`, src/*.ts or a/src/x.ts')).toEqual([
      'server/areas/',
      'domain/meals/search.ts',
    ]);
  });
});
