import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's inner layers (docs/architecture.md "Layers and names", server/): routes parse,
 * call a command or a query and map the result; commands and queries run the
 * SQL; replication/ is the sync core every area uses and imports none of
 * them; the list of areas (server/areas/index.ts) is imported only by what
 * starts the server. tests/unit/layers.test.ts holds the layers between the
 * top folders; this file the ones inside server/.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

type Kind = 'route' | 'command' | 'query' | 'table' | 'replication' | 'db' | 'registry' | 'area' | 'other';

/** What a server file is, by where it lives and how it is named. */
export function kindOf(path: string): Kind {
  if (path === 'server/areas/index.ts') return 'registry';
  if (/^server\/replication\/schema\.ts$/.test(path) || /^server\/areas\/[^/]+\/table\.ts$/.test(path)) return 'table';
  if (path.startsWith('server/replication/')) return 'replication';
  if (path.startsWith('server/db/')) return 'db';
  if (/^server\/areas\/[^/]+\/(routes\.ts|routes\/|[^/]*-routes\.ts|checkout-pages\.ts)/.test(path)) return 'route';
  if (/^server\/areas\/[^/]+\/commands\//.test(path)) return 'command';
  if (/^server\/areas\/[^/]+\/(queries\.ts|queries\/)/.test(path)) return 'query';
  if (path.startsWith('server/areas/')) return 'area';
  return 'other';
}

/** A file's imports: relative ones resolved to repository paths (without extension), packages as written. */
export function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const spec = m[2]!;
    found.push(spec.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file), spec)) : spec);
  }
  return found;
}

/** Modules of plain types and errors that every layer may import. */
const LEAVES = /^server\/(errors|context|config)(\.ts)?$/;
const TABLES = /^server\/(db\/schema(\/index)?|replication\/schema|areas\/[^/]+\/table)(\.ts)?$/;

/** Why `file` may not import `target`, or null when it may. */
export function refusal(file: string, target: string): string | null {
  if (LEAVES.test(target)) return null;
  const from = kindOf(file);
  const to = target.startsWith('server/') ? kindOf(`${target.replace(/\.ts$/, '')}.ts`) : null;
  const upward = /^server\/(areas\/index|start|main|http\/app)(\.ts)?$/.test(target) || target.startsWith('server/bootstrap/');
  if (from === 'route' && (target === 'drizzle-orm' || TABLES.test(target))) return 'a route runs no SQL: it calls a command or a query';
  if ((from === 'command' || from === 'query') && to === 'route') return 'commands and queries do not import routes';
  if (from === 'replication' && (target.startsWith('server/areas/') || target.startsWith('server/http/') || upward)) return 'replication/ is the area-agnostic core: the areas are passed in';
  if ((from === 'table' || from === 'db') && target.startsWith('server/') && !TABLES.test(target) && !target.startsWith('server/db/')) return 'tables and the database import only tables and db/';
  if (from !== 'other' && from !== 'registry' && upward) return 'only what starts the server imports the list of areas, the app or the bootstrap';
  return null;
}

function serverFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const p = `${dir}/${name}`;
    if (statSync(join(ROOT, p)).isDirectory()) out.push(...serverFiles(p));
    else if (/\.ts$/.test(name)) out.push(p);
  }
  return out;
}

describe('server layers', () => {
  it('routes run no SQL, commands and queries import no route, replication/ no area, tables only tables', () => {
    const bad: string[] = [];
    for (const file of serverFiles('server')) {
      for (const target of importsOf(file, readFileSync(join(ROOT, file), 'utf8'))) {
        const why = refusal(file, target);
        if (why) bad.push(`${file} imports ${target}: ${why}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('refuses each kind of wrong import', () => {
    const route = 'server/areas/weight-logs/routes.ts';
    expect(refusal(route, 'drizzle-orm')).not.toBeNull();
    expect(refusal(route, 'server/db/schema')).not.toBeNull();
    expect(refusal('server/areas/meals/routes/logs.ts', 'server/areas/meals/table')).not.toBeNull();
    expect(refusal(route, 'server/areas/weight-logs/queries')).toBeNull();
    expect(refusal('server/areas/weight-logs/commands/create.ts', 'server/areas/weight-logs/routes')).not.toBeNull();
    expect(refusal('server/areas/workouts/queries.ts', 'server/areas/meals/routes/logs')).not.toBeNull();
    expect(refusal('server/replication/push.ts', 'server/areas/index')).not.toBeNull();
    expect(refusal('server/replication/cascade.ts', 'server/areas/clients/commands/cascade')).not.toBeNull();
    expect(refusal('server/areas/clients/commands/delete.ts', 'server/areas/index')).not.toBeNull();
    expect(refusal('server/areas/weight-logs/table.ts', 'server/areas/weight-logs/row')).not.toBeNull();
    expect(refusal('server/areas/weight-logs/table.ts', 'server/areas/accounts/table')).toBeNull();
    expect(refusal('server/start.ts', 'server/areas/index')).toBeNull();
  });

  it('reads imports of every form, resolved from the importing file', () => {
    const text = `import a from '../../db/schema';\nimport type { B } from "./row";\nconst c = await import('../x/routes');\nimport { eq } from 'drizzle-orm';`;
    expect(importsOf('server/areas/a/routes.ts', text)).toEqual(['server/db/schema', 'server/areas/a/row', 'server/areas/x/routes', 'drizzle-orm']);
  });
});
