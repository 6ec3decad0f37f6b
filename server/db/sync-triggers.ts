import { sql, type SQL } from 'drizzle-orm';
import { ENTITIES } from '../../domain/entities';
import type { EntityDecl } from '../../domain/protocol/entity';

/*
 * The triggers that make a table synced (the functions they run are shared
 * and stay in the migrations: sync_stamp_row and sync_log_delete/_hidden in
 * 0002_sync_triggers.sql, their client_ids variants in 0008_sessions.sql),
 * made from each entity's declaration and installed after the migrations at
 * every start (server/db/database.ts). A new synced table thus needs no
 * trigger SQL of its own. Special triggers that are not the same for every
 * table (block_exercises_sync_visibility, cache_notify_*) stay in their
 * migrations.
 */

/** One trigger as PostgreSQL itself prints it (pg_get_triggerdef), so what is installed can be compared with what is declared as text. */
export interface SyncTrigger {
  table: string;
  name: string;
  def: string;
}

/** The names a synced table's triggers may have: one that is no longer declared is dropped. */
const KINDS = ['sync_stamp', 'sync_delete', 'sync_hidden'] as const;

/** A declared field's SQL column: snake_case of its name, as every synced table names them (server/replication/cascade.ts columnOf). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const IDENT = /^[a-z_][a-z0-9_]*$/;
function ident(name: string, what: string): string {
  if (!IDENT.test(name)) throw new Error(`sync triggers: ${what} "${name}" is not a plain SQL name`);
  return name;
}

/**
 * The triggers a synced table gets from its declaration, in pg_get_triggerdef's
 * form: a stamp of `rev` on every insert and update (only of `stampOn`'s
 * columns when declared), a removal on a hard delete, and for a row seen by
 * the client of a field (or the clients of a list), a removal for a client it
 * moved away from. The shared functions read `space_id` (the clients table:
 * `trainer_id`), `client_id` and `client_ids` by name, so a declaration naming
 * others fails here, at start, rather than at the first write.
 */
export function syncTriggers(decl: EntityDecl): SyncTrigger[] {
  const t = ident(decl.sqlName, 'table');
  const space = decl.sqlName === 'clients' ? 'trainerId' : 'spaceId';
  if (decl.space !== space) throw new Error(`sync triggers: ${t}'s space must be ${space} (sync_stamp_row reads ${columnOf(space)})`);
  const on = `ON public.${t} FOR EACH ROW`;
  const stampCols = decl.stampOn?.length ? ` OF ${decl.stampOn.map((f) => ident(columnOf(f), `${t}.stampOn`)).join(', ')}` : '';
  const list = typeof decl.client === 'object' && 'arrayField' in decl.client;
  if (typeof decl.client === 'object') {
    const [field, wanted] = 'arrayField' in decl.client ? [decl.client.arrayField, 'clientIds'] : [decl.client.field, 'clientId'];
    if (field !== wanted) throw new Error(`sync triggers: ${t}'s client field must be ${wanted} (the removal functions read ${columnOf(wanted)})`);
  }
  const out: SyncTrigger[] = [
    { table: t, name: `${t}_sync_stamp`, def: `CREATE TRIGGER ${t}_sync_stamp BEFORE INSERT OR UPDATE${stampCols} ${on} EXECUTE FUNCTION sync_stamp_row()` },
    { table: t, name: `${t}_sync_delete`, def: `CREATE TRIGGER ${t}_sync_delete AFTER DELETE ${on} EXECUTE FUNCTION ${list ? 'sync_log_delete_clients' : 'sync_log_delete'}()` },
  ];
  if (list) {
    out.push({
      table: t,
      name: `${t}_sync_hidden`,
      def: `CREATE TRIGGER ${t}_sync_hidden AFTER UPDATE OF client_ids ${on} WHEN ((old.client_ids IS DISTINCT FROM new.client_ids)) EXECUTE FUNCTION sync_log_hidden_clients()`,
    });
  } else if (typeof decl.client === 'object') {
    out.push({
      table: t,
      name: `${t}_sync_hidden`,
      def: `CREATE TRIGGER ${t}_sync_hidden AFTER UPDATE OF client_id ${on} WHEN (((old.client_id IS NOT NULL) AND (old.client_id IS DISTINCT FROM new.client_id))) EXECUTE FUNCTION sync_log_hidden()`,
    });
  }
  return out;
}

const orReplace = (t: SyncTrigger) => `${t.def.replace(/^CREATE TRIGGER/, 'CREATE OR REPLACE TRIGGER')};`;

/** The statements that give a table its declared triggers (CREATE OR REPLACE: run again, they change nothing). */
export function syncTriggerSql(decl: EntityDecl): string {
  return syncTriggers(decl).map(orReplace).join('\n');
}

interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** Serialises installs of processes starting at once on one PostgreSQL database. */
const LOCK_KEY = 0x5e7c_7219;

/**
 * Gives every declared entity's table its triggers, and drops a table's
 * sync_stamp/_delete/_hidden trigger that its declaration no longer makes.
 * One catalog read; triggers already as declared are left alone (so a
 * normal start takes no table lock), the rest are created or replaced in one
 * statement. A declared table no migration has made yet is left out (and
 * returned): there is nothing to trigger, and any use of it fails on its own.
 */
export async function installSyncTriggers(
  db: Executor,
  entities: readonly EntityDecl[] = ENTITIES as readonly EntityDecl[],
): Promise<{ created: string[]; dropped: string[]; absent: string[] }> {
  const tables = [...new Set(entities.map((e) => ident(e.sqlName, 'table')))];
  if (!tables.length) return { created: [], dropped: [], absent: [] };
  const names = tables.flatMap((t) => KINDS.map((k) => `${t}_${k}`));
  const res = (await db.execute(sql`
    select c.relname as tbl, t.tgname as name, pg_get_triggerdef(t.oid) as def
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal and t.tgname in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})
    where c.relname in (${sql.join(
      tables.map((n) => sql`${n}`),
      sql`, `,
    )}) and c.relkind in ('r', 'p')`)) as { rows: { tbl: string; name: string | null; def: string | null }[] };
  const absent = tables.filter((t) => !res.rows.some((r) => r.tbl === t));
  const wanted = entities.filter((e) => !absent.includes(e.sqlName)).flatMap(syncTriggers);
  const have = new Map(res.rows.filter((r) => r.name).map((r) => [r.name!, r]));
  const create = wanted.filter((w) => have.get(w.name)?.def !== w.def);
  const drop = [...have.values()].filter((h) => !wanted.some((w) => w.name === h.name));
  if (!create.length && !drop.length) return { created: [], dropped: [], absent };
  const statements = [
    ...create.map(orReplace),
    ...drop.map((h) => `DROP TRIGGER IF EXISTS ${ident(h.name!, 'trigger')} ON public.${h.tbl};`),
  ];
  await db.execute(sql.raw(`DO $sync_triggers$\nBEGIN\nPERFORM pg_advisory_xact_lock(${LOCK_KEY});\n${statements.join('\n')}\nEND $sync_triggers$`));
  return { created: create.map((w) => w.name), dropped: drop.map((h) => h.name!), absent };
}
