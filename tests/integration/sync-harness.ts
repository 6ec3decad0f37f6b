import { and, eq, isNull } from 'drizzle-orm';
import { SYNC_TABLES } from '../../domain/protocol/tables';
import { inWindow, type SyncWindow } from '../../domain/protocol/window';
import type { Db } from '../../server/db/database';
import { SERVER_AREAS } from '../../server/areas';
import type { Viewer } from '../../server/replication/viewer';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { loadConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import { openDatabase, type Database } from '../../server/db/database';
import { createApp } from '../../server/http/app';
import type { Mailer } from '../../server/mail/mailer';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../../replica/engine';
import { openUserDb, type RepwiseDb } from '../../replica/db/schema';
import { createPgDatabase } from '../helpers/databases';
import { seedPgliteDataDir } from '../helpers/db-template';

/**
 * The server without a socket: the Hono app's fetch over a real database.
 * `restart()` closes the database and opens it again (same PGlite data
 * directory or PostgreSQL database) with a new app and context, as a process
 * restart would; whatever lived only in memory is gone.
 */
export interface Backend {
  ctx: AppContext;
  fetch(url: string, init?: RequestInit): Promise<Response>;
  restart(): Promise<void>;
  onRestart(fn: (ctx: AppContext) => void): void;
  close(): Promise<void>;
}

const silentMailer: Mailer = { send: async () => {}, close: async () => {} };

export async function startBackend(kind: 'pglite' | 'postgres'): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'repwise-sync-'));
  const pg = kind === 'postgres' ? await createPgDatabase() : null;
  if (!pg) seedPgliteDataDir(dataDir);
  const open = () => openDatabase(pg ? { databaseUrl: pg.url } : { dataDir });
  const config = { ...loadConfig({}), dataDir, databaseUrl: pg?.url, logLevel: 'silent' as const };
  let database: Database = await open();
  const hooks: ((ctx: AppContext) => void)[] = [];
  const build = (d: Database): { ctx: AppContext; app: ReturnType<typeof createApp> } => {
    const ctx: AppContext = { db: d.db, dbKind: d.kind, config, mailer: silentMailer, appSecret: 'test-secret', log: () => {} };
    for (const h of hooks) h(ctx);
    return { ctx, app: createApp(ctx, SERVER_AREAS) };
  };
  let current = build(database);
  return {
    get ctx() {
      return current.ctx;
    },
    fetch: (url, init) => Promise.resolve(current.app.request(url, init)),
    async restart() {
      await database.close();
      database = await open();
      current = build(database);
    },
    onRestart(fn) {
      hooks.push(fn);
      fn(current.ctx);
    },
    async close() {
      await database.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A device: its own IndexedDB (fake-indexeddb), database and engine. */
export interface Device {
  name: string;
  db: RepwiseDb;
  engine: SyncEngine;
  close(): void;
}

export function makeDevice(name: string, userId: string, token: string, fetch: SyncEngineOptions['fetch'], extra: Partial<SyncEngineOptions> = {}): Device {
  const db = openUserDb(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  const engine = createSyncEngine({
    db,
    fetch,
    getToken: () => token,
    baseUrl: 'http://repwise.test',
    locks: null,
    events: false,
    listenOnline: false,
    ...extra,
  });
  return {
    name,
    db,
    engine,
    close() {
      engine.stop();
      db.close();
    },
  };
}

/** What a device holds for the synced tables, sorted for comparison. */
const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => (a.id < b.id ? -1 : 1));

/** Every synced table of a device (domain/protocol/tables.ts), rows by id. */
export async function deviceView(db: RepwiseDb): Promise<Record<string, unknown[]>> {
  const view: Record<string, unknown[]> = {};
  for (const table of SYNC_TABLES) view[table] = byId(await db.rows(table).toArray());
  return view;
}

/**
 * What a device of this viewer must hold for every declared entity, read
 * straight from the server's tables: live rows of the space, inside the sync
 * window when the entity has one, that the viewer may see by the entity's
 * declared client visibility (and recipient, for rows addressed to one
 * user), in the device's shape.
 */
export async function expectedView(db: Db, viewer: Viewer, space: string, window: SyncWindow): Promise<Record<string, unknown[]>> {
  const view: Record<string, unknown[]> = { profile: [viewer.profile] };
  for (const t of SERVER_AREAS.tables) {
    const conds = [eq(t.space, space), isNull(t.deletedAt)];
    if (viewer.user.role !== 'trainer') conds.push(t.clientFilter(viewer.clientIds));
    // A row addressed to one user (a notification) is theirs alone, whatever the role.
    if (t.recipient) conds.push(eq(t.recipient, viewer.user.id));
    const rows = (await db.select().from(t.table).where(and(...conds))) as Record<string, unknown>[];
    view[t.name] = byId(rows.filter((r) => !t.instant || inWindow(window, t.meta(r).instant!)).map((r) => t.toRow(r, viewer)));
  }
  return view;
}
