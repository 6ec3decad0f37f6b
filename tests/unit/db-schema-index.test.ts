import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areasWithTables, schemaIndexSource } from '../../server/db/schema/index-source';

const areasDir = new URL('../../server/areas/', import.meta.url);

/** A new area's table needs no hand-written line: db/schema re-exports every table.ts the generator finds, and drizzle-kit reads the same files. */
describe('server/db/schema/index.ts', () => {
  it('re-exports every area\'s table (run `npx tsx scripts/device-entities.ts` when this fails)', () => {
    expect(readFileSync(new URL('../../server/db/schema/index.ts', import.meta.url), 'utf8')).toBe(schemaIndexSource(areasWithTables(areasDir)));
  });

  it('finds the areas with a table.ts and only those', () => {
    const areas = areasWithTables(areasDir);
    expect(areas).toEqual(expect.arrayContaining(['accounts', 'messaging', 'weight-logs']));
    expect(areas).not.toContain('export');
  });

  it('names the files drizzle-kit reads (drizzle.config.ts), so a generated migration sees every table', async () => {
    const { default: config } = await import('../../drizzle.config');
    const globs = (config as { schema: string[] }).schema.map((g) => new RegExp(`^${g.replace(/^\.\//, '').replace(/\./g, '\\.').replace(/\*/g, '[^/]+')}$`));
    const candidates = ['server/replication/schema.ts', ...readdirSync(areasDir).map((a) => `server/areas/${a}/table.ts`)].filter((f) => existsSync(new URL(`../../${f}`, import.meta.url)));
    const read = candidates.filter((f) => globs.some((g) => g.test(f)));
    const exported = [...schemaIndexSource(areasWithTables(areasDir)).matchAll(/from '\.\.\/\.\.\/(.+)'/g)].map((m) => `server/${m[1]}.ts`);
    expect(read.sort()).toEqual(exported.sort());
  });
});
