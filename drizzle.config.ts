import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The tables outside the areas, then every area's own table.ts: a new area's table needs no line anywhere for drizzle-kit.
  schema: ['./server/replication/schema.ts', './server/areas/*/table.ts'],
  out: './server/db/migrations',
});
