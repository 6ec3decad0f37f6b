import pg from 'pg';
import { pgTemplateName } from './db-template';

/** The database kinds integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, empty PostgreSQL database for one test file, so files can run in
 * parallel without seeing each other's rows. Dropped by the returned function.
 */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `repwise_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const template = pgTemplateName();
  try {
    await createFrom(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A copy of the migrated template when there is one. Two files copying it at
 * the same moment can meet PostgreSQL's "source database is being accessed by
 * other users" (each copy holds it briefly): such a copy is tried again.
 */
async function createFrom(admin: pg.Client, name: string, template: string | null) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      return;
    } catch (e) {
      if (!template || attempt >= 50 || !/being accessed by other users/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
