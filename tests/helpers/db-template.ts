import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The migrated databases the project's global setup made (db-template.global.ts), when it ran. */
function template(): { pgliteDir: string; pgDatabase: string | null } | undefined {
  try {
    return inject('dbTemplate');
  } catch {
    // Outside vitest (a bench, a script): every database starts from scratch.
    return undefined;
  }
}

/**
 * Puts a copy of the migrated PGlite data directory where the server opens
 * its database (`<dataDir>/pgdata`, server/db/database.ts), unless one is there.
 */
export function seedPgliteDataDir(dataDir: string): void {
  const from = template()?.pgliteDir;
  const to = join(dataDir, 'pgdata');
  if (from && existsSync(from) && !existsSync(to)) cpSync(from, to, { recursive: true });
}

/** The migrated PostgreSQL database to copy a test database from (CREATE DATABASE … TEMPLATE), if any. */
export function pgTemplateName(): string | null {
  return template()?.pgDatabase ?? null;
}
