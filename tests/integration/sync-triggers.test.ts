import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../domain/entities';
import type { EntityDecl } from '../../domain/protocol/entity';
import { installSyncTriggers, syncTriggers, syncTriggerSql } from '../../server/db/sync-triggers';
import { DB_KINDS } from '../helpers/databases';

/*
 * The synced tables' triggers come from the entity declarations
 * (server/db/sync-triggers.ts), no longer from each table's migration. The
 * migrations up to 0019 made them by hand; these tests hold that what the
 * declarations make is exactly that, trigger for trigger, and that a table no
 * migration gave triggers gets them from a declaration alone.
 */

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../server/db/migrations');

/** The tables whose triggers migrations 0002 to 0016 wrote by hand: what the declarations make must be exactly that. */
const BY_HAND = ['clients', 'weight_logs', 'exercises', 'training_plans', 'plan_blocks', 'block_exercises', 'training_sessions', 'session_series', 'series_exceptions', 'exercise_logs', 'exercise_sets', 'ingredients', 'meals', 'meal_plans', 'meal_plan_meals', 'custom_meals', 'meal_logs', 'payments', 'notifications', 'onboarding'];

/** The triggers the declarations make, by name; the others on synced tables (block_exercises_sync_visibility, cache_notify_*, an area's own) stay in their migrations. */
const generic = (r: { name: string }) => /_sync_(stamp|delete|hidden)$/.test(r.name);

interface Exec {
  execute(q: ReturnType<typeof sql>): PromiseLike<unknown>;
}

/** A database with the migrations applied and nothing else (not the test template, which openDatabase made and so has the install too). */
async function migratedOnly(kind: 'pglite' | 'postgres'): Promise<{ db: Exec; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db, close: () => client.close() };
  }
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const base = process.env.TEST_DATABASE_URL!;
  const name = `repwise_trg_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(text).finally(() => c.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzle(pool);
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db,
    async close() {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

interface Row {
  tbl: string;
  name: string;
  type: number;
  cols: string[];
  fn: string;
  def: string;
}

/** Every trigger of these tables as PostgreSQL holds it: name, tgtype (timing, events, row level), the columns of UPDATE OF, the function, and pg_get_triggerdef (the WHEN clause among the rest). */
async function triggersOf(db: Exec, tables: readonly string[]): Promise<Row[]> {
  const res = (await db.execute(sql`
    select c.relname as tbl, t.tgname as name, t.tgtype::int as type, t.tgfoid::regproc::text as fn, pg_get_triggerdef(t.oid) as def,
      coalesce((select array_agg(a.attname::text order by k.n) from unnest(t.tgattr) with ordinality k(att, n)
        join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = k.att), '{}') as cols
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relname in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
    order by c.relname, t.tgname`)) as { rows: Row[] };
  return res.rows;
}

async function scalar<T>(db: Exec, q: ReturnType<typeof sql>): Promise<T> {
  const res = (await db.execute(q)) as { rows: Record<string, T>[] };
  return Object.values(res.rows[0]!)[0]!;
}

const tables = ENTITIES.map((e) => e.sqlName);
const declared = (ENTITIES as readonly EntityDecl[]).flatMap(syncTriggers);
const sort = <T extends { name: string }>(a: T[]) => [...a].sort((x, y) => x.name.localeCompare(y.name));

describe('sync triggers from the declarations', () => {
  it('the functions read space_id, client_id and client_ids by name: a declaration naming others fails at start', () => {
    const base = { name: 'things', sqlName: 'things', order: 999, row: z.object({ id: z.string() }), space: 'spaceId', indexes: [] };
    expect(() => syncTriggers({ ...base, client: { field: 'ownerId' } })).toThrow(/client_id/);
    expect(() => syncTriggers({ ...base, client: { arrayField: 'members' } })).toThrow(/client_ids/);
    expect(() => syncTriggers({ ...base, space: 'trainerId' })).toThrow(/space_id/);
    expect(() => syncTriggers({ ...base, sqlName: 'Things; drop' })).toThrow(/plain SQL name/);
    expect(syncTriggerSql(base)).toMatch(/^CREATE OR REPLACE TRIGGER things_sync_stamp BEFORE INSERT OR UPDATE ON public\.things /);
  });
});

describe.each(DB_KINDS)('sync triggers on %s', (kind) => {
  let db: Exec;
  let close: () => Promise<void>;
  let before: Row[];

  beforeAll(async () => {
    ({ db, close } = await migratedOnly(kind));
    before = await triggersOf(db, tables);
  }, 300_000);
  afterAll(async () => {
    await close?.();
  });

  it('every declared table exists after the migrations', async () => {
    // Read from the catalog: a table added since 0020 has no triggers until the install.
    const res = (await db.execute(sql`select tablename::text as t from pg_tables where schemaname = 'public'`)) as { rows: { t: string }[] };
    const existing = new Set(res.rows.map((r) => r.t));
    expect(tables.filter((t) => !existing.has(t))).toEqual([]);
  });

  it('the migrations made, for every table they wrote triggers for, exactly the stamp, delete and hidden triggers its declaration makes', () => {
    const made = before.filter((r) => BY_HAND.includes(r.tbl) && generic(r)).map((r) => ({ table: r.tbl, name: r.name, def: r.def }));
    expect(sort(made)).toEqual(sort(declared.filter((t) => BY_HAND.includes(t.table))));
    expect(made.length).toBe(55);
    // What the declarations vary on, checked where it shows: the stamp's columns, the removal functions, the hidden trigger's condition.
    const row = (name: string) => before.find((r) => r.name === name)!;
    expect(row('notifications_sync_stamp').cols).toEqual(['space_id', 'user_id', 'type', 'data', 'read_at', 'deleted_at']);
    expect(row('training_sessions_sync_delete').fn).toBe('sync_log_delete_clients');
    expect(row('payments_sync_hidden').def).toContain('WHEN (((old.client_id IS NOT NULL) AND (old.client_id IS DISTINCT FROM new.client_id)))');
    expect(before.some((r) => r.name === 'ingredients_sync_hidden' || r.name === 'clients_sync_hidden' || r.name === 'exercises_sync_hidden')).toBe(false);
  });

  it('installing leaves the hand-made triggers as they are, gives every other synced table its own, and a second install issues no DDL', async () => {
    const res = await installSyncTriggers(db);
    expect(res.created.filter((n) => BY_HAND.some((t) => n.startsWith(`${t}_`)))).toEqual([]);
    expect(res.dropped).toEqual([]);
    const after = await triggersOf(db, tables);
    expect(after.filter((r) => BY_HAND.includes(r.tbl))).toEqual(before.filter((r) => BY_HAND.includes(r.tbl)));
    expect(sort(after.filter(generic).map((r) => ({ table: r.tbl, name: r.name, def: r.def })))).toEqual(sort(declared));
    expect(await installSyncTriggers(db)).toEqual({ created: [], dropped: [], absent: [] });
    before = after;
  });

  it('puts back a trigger that is missing or differs, and drops one the declaration no longer makes', async () => {
    await db.execute(sql`drop trigger weight_logs_sync_hidden on weight_logs`);
    await db.execute(sql`drop trigger meals_sync_stamp on meals`);
    await db.execute(sql`create trigger meals_sync_stamp before insert or update of title on meals for each row execute function sync_stamp_row()`);
    await db.execute(sql`create trigger ingredients_sync_hidden after update of client_id on ingredients for each row execute function sync_log_hidden()`);
    const res = await installSyncTriggers(db);
    expect([...res.created].sort()).toEqual(['meals_sync_stamp', 'weight_logs_sync_hidden']);
    expect(res.dropped).toEqual(['ingredients_sync_hidden']);
    const after = await triggersOf(db, tables);
    // Replaced triggers keep their name, timing, columns and function; only the oid order may differ.
    expect(after).toEqual(before);
  });

  describe('a table no migration gave triggers', () => {
    const space = uuidv7();
    const widget = (extra: Partial<EntityDecl> = {}): EntityDecl => ({
      name: 'widgets',
      sqlName: 'test_widgets',
      order: 998,
      row: z.object({ id: z.string(), clientId: z.string(), title: z.string() }),
      space: 'spaceId',
      client: { field: 'clientId' },
      indexes: [],
      ...extra,
    });
    const rev = (id: string) => scalar<string>(db, sql`select rev::text from test_widgets where id = ${id}`).then(Number);
    const removals = async (id: string) =>
      ((await db.execute(sql`select audience, client_id from sync_removals where row_id = ${id} order by rev, audience`)) as { rows: { audience: string; client_id: string | null }[] }).rows;

    beforeAll(async () => {
      await db.execute(sql`create table test_widgets (id uuid primary key, space_id uuid not null, client_id uuid, title text, note text, rev bigint not null default 0, deleted_at timestamptz)`);
    });

    it('gets its stamp, delete and hidden triggers from the declaration, and they work', async () => {
      const res = await installSyncTriggers(db, [widget()]);
      expect(res.created).toEqual(['test_widgets_sync_stamp', 'test_widgets_sync_delete', 'test_widgets_sync_hidden']);
      expect((await triggersOf(db, ['test_widgets'])).map((r) => r.def)).toEqual(syncTriggers(widget()).map((t) => t.def).sort((a, b) => a.localeCompare(b)));
      const [id, c1, c2] = [uuidv7(), uuidv7(), uuidv7()];
      await db.execute(sql`insert into test_widgets (id, space_id, client_id, title) values (${id}, ${space}, ${c1}, 'a')`);
      const first = await rev(id);
      expect(first).toBeGreaterThan(0);
      expect(first).toBe(await scalar<string>(db, sql`select version::text from spaces where id = ${space}`).then(Number));
      await db.execute(sql`update test_widgets set client_id = ${c2} where id = ${id}`);
      expect(await rev(id)).toBeGreaterThan(first);
      expect(await removals(id)).toEqual([{ audience: 'client', client_id: c1 }]);
      await db.execute(sql`delete from test_widgets where id = ${id}`);
      expect(await removals(id)).toEqual([
        { audience: 'client', client_id: c1 },
        { audience: 'all', client_id: c2 },
      ]);
      expect(await installSyncTriggers(db, [widget()])).toEqual({ created: [], dropped: [], absent: [] });
    });

    it('stamps only on the declared columns when the declaration says which (stampOn), and loses its hidden trigger with its client', async () => {
      const res = await installSyncTriggers(db, [widget({ client: undefined, stampOn: ['spaceId', 'title', 'deletedAt'] })]);
      expect(res).toEqual({ created: ['test_widgets_sync_stamp'], dropped: ['test_widgets_sync_hidden'], absent: [] });
      const id = uuidv7();
      await db.execute(sql`insert into test_widgets (id, space_id, title) values (${id}, ${space}, 'a')`);
      const first = await rev(id);
      await db.execute(sql`update test_widgets set note = 'bookkeeping' where id = ${id}`);
      expect(await rev(id)).toBe(first);
      await db.execute(sql`update test_widgets set title = 'b' where id = ${id}`);
      expect(await rev(id)).toBeGreaterThan(first);
    });

    it('a declared table that does not exist is left out and named', async () => {
      expect(await installSyncTriggers(db, [widget({ sqlName: 'test_nowhere' })])).toEqual({ created: [], dropped: [], absent: ['test_nowhere'] });
    });
  });
});
