import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory and PostgreSQL database to start each test's database from (tests/helpers/db-template.ts). */
    dbTemplate: { pgliteDir: string; pgDatabase: string | null };
  }
}

/**
 * Runs once before a project's files: one PGlite data directory and (with
 * TEST_DATABASE_URL) one PostgreSQL database with every migration applied.
 * Each test database is then a copy of them rather than a fresh cluster
 * migrated from scratch, which was most of a test file's start (PGlite's
 * initdb and the migrations, 5 to 10 s a file on two cores); the server's
 * own migrate still runs on the copy and finds nothing left to do.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'repwise-template-'));
  const pglite = await openDatabase({ dataDir: dir });
  await pglite.close();
  let pgDatabase: string | null = null;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    pgDatabase = `repwise_tpl_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(base, `CREATE DATABASE ${pgDatabase}`);
    const url = new URL(base);
    url.pathname = `/${pgDatabase}`;
    const migrated = await openDatabase({ databaseUrl: url.toString() });
    // No connection may stay open: PostgreSQL copies a template only while no one is connected to it.
    await migrated.close();
  }
  project.provide('dbTemplate', { pgliteDir: join(dir, 'pgdata'), pgDatabase });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (base && pgDatabase) await adminQuery(base, `DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
  };
}

async function adminQuery(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
