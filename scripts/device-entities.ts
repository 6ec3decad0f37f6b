import { writeFileSync } from 'node:fs';
import { deviceEntitiesSource } from '../domain/device-entities-source';
import { areasWithTables, schemaIndexSource } from '../server/db/schema/index-source';

/**
 * Writes the two generated registration files: domain/device-entities.ts from
 * the entity declarations and server/db/schema/index.ts from the areas'
 * table.ts files. Run it after adding or changing a synced entity or an area
 * with a table (README "Adding a synced entity").
 */
const outputs: [URL, string][] = [
  [new URL('../domain/device-entities.ts', import.meta.url), deviceEntitiesSource()],
  [new URL('../server/db/schema/index.ts', import.meta.url), schemaIndexSource(areasWithTables(new URL('../server/areas/', import.meta.url)))],
];
for (const [out, text] of outputs) {
  writeFileSync(out, text);
  console.log(`wrote ${out.pathname}`);
}
