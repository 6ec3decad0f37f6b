import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { installSyncTriggers } from './sync-triggers';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only (PostgreSQL's listener is a connection of its own: server/replication/pokes.ts): NOTIFYs on a channel. */
  listen?(channel: string, fn: (payload: string) => void): Promise<unknown>;
}

/** Told after every statement that may have changed data has finished (PostgreSQL only): see watchWrites. */
const writeWatchers = new WeakMap<object, Set<() => void>>();

/**
 * Calls `fn` whenever a statement sent through this database's pool that may
 * have changed data has finished: anything but a plain read or transaction
 * bracket, and every COMMIT. The process's cache (server/cache/) then checks
 * with PostgreSQL that it has heard the notifications such a write made
 * before it answers from memory again. No-op on PGlite.
 */
export function watchWrites(db: Db, fn: () => void): () => void {
  let set = writeWatchers.get(db);
  if (!set) writeWatchers.set(db, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

const READ_ONLY = /^\s*(select|begin|start|show|set|rollback|savepoint|release)\b/i;

/** Wraps a pooled connection's query so finished writes are told to watchWrites' callbacks. */
function reportWrites(client: { query: (...args: unknown[]) => unknown }, tell: () => void) {
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (READ_ONLY.test(text)) return query(...args);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...r: unknown[]) => {
        tell();
        return (last as (...a: unknown[]) => unknown)(...r);
      };
      return query(...args);
    }
    const out = query(...args) as Promise<unknown> | undefined;
    if (out && typeof out.then === 'function') out.then(tell, tell);
    return out;
  };
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database, runs the migrations and installs the synced tables'
 * triggers from their declarations (sync-triggers.ts): PostgreSQL when a URL
 * is given, otherwise the embedded PGlite in `dataDir` (or in memory when
 * dataDir is null).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string | null }): Promise<Database> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    pool.on('connect', (client) => reportWrites(client as never, () => writeWatchers.get(db)?.forEach((fn) => fn())));
    await migrate(db, { migrationsFolder });
    await installSyncTriggers(db);
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (opts.dataDir) {
    const dir = join(opts.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await installSyncTriggers(db);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), listen: (channel, fn) => client.listen(channel, fn) };
}
