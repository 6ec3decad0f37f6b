import { and, asc, eq, getTableName, gt, gte, inArray, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SpacePosition } from '../../domain/protocol/cursor';
import type { Change } from '../../domain/protocol/protocol';
import { ENTITIES, type EntityName } from '../../domain/entities';
import type { EntityDecl } from '../../domain/protocol/entity';
import { inWindow, windowOfDay, type SyncWindow } from '../../domain/protocol/window';
import type { Db } from '../db/database';
import { syncRemovals } from '../db/schema';
import { columnOf } from './cascade';
import type { Viewer } from './viewer';

/** A change with its place in the pull order (rev, table order, id). */
export interface KeyedChange {
  key: { rev: number; table: number; id: string };
  change: Change;
}

/**
 * A synced SQL table as the pull sees it: the entity's declaration
 * (domain/entities.ts) bound to its Drizzle table and row mapper
 * (server/areas/index.ts, bound by replication/area.ts). `order` fixes the table's place in the
 * (rev, table, id) order the cursor pages by.
 */
export interface SyncedTable {
  name: EntityName;
  sqlName: string;
  order: number;
  table: PgTable;
  id: PgColumn;
  rev: PgColumn;
  space: PgColumn;
  deletedAt: PgColumn;
  /** A column by its Drizzle property name (the declaration's field names). */
  column(key: string): PgColumn;
  /** The rows a client-role viewer with these client records sees. */
  clientFilter: (clientIds: string[]) => SQL;
  /** The instant that places a time-series row in the sync window. */
  instant?: PgColumn;
  /** The entity's own window length back (EntityDecl.windowDaysBack), when not the default. */
  windowDaysBack?: number;
  /** A row for one user only (EntityDecl.recipient): the column naming them. */
  recipient?: PgColumn;
  meta(r: Record<string, unknown>): { id: string; rev: number; deleted: boolean; instant?: Date };
  toRow(r: Record<string, unknown>, viewer: Viewer): Record<string, unknown> & { id: string };
}

/** How the server stores an entity: its Drizzle table, the mapper to the device's row, and (client: 'server') who of the clients sees a row. */
export interface ServerTable<T extends PgTable = PgTable> {
  table: T;
  toRow(r: T['$inferSelect'], viewer: Viewer): Record<string, unknown> & { id: string };
  clientFilter?: (clientIds: string[]) => SQL;
}

export const serverTable = <T extends PgTable>(table: T, toRow: ServerTable<T>['toRow'], clientFilter?: ServerTable<T>['clientFilter']): ServerTable =>
  ({ table, toRow, clientFilter }) as unknown as ServerTable;

function column(t: PgTable, sqlName: string, key: string): PgColumn {
  const col = (t as unknown as Record<string, PgColumn | undefined>)[key];
  if (!col) throw new Error(`${sqlName}: no column ${key} (declared in domain/entities.ts)`);
  return col;
}

/** Binds a declaration to its server table; a declared column the table lacks fails at start, not at the first pull. */
export function syncedTable(decl: EntityDecl, s: ServerTable): SyncedTable {
  const col = (key: string) => column(s.table, decl.sqlName, key);
  const id = col('id');
  // The cascade (cascade.ts) writes its SQL from the declaration alone: the names it derives must be the table's.
  const named = [decl.space, ...(decl.parent ? [decl.parent.field] : [])].filter((k) => col(k).name !== columnOf(k));
  if (getTableName(s.table) !== decl.sqlName || named.length) throw new Error(`${decl.sqlName}: table or columns ${named.join(', ')} not named as declared (snake_case)`);
  const instantKey = decl.window;
  let clientFilter: (clientIds: string[]) => SQL;
  if (decl.recipient) clientFilter = () => sql`true`;
  else if (decl.client === 'server') {
    if (!s.clientFilter) throw new Error(`${decl.sqlName}: client visibility 'server' needs a clientFilter`);
    clientFilter = s.clientFilter;
  } else if (decl.client === 'self') clientFilter = (ids) => inArray(id, ids);
  else if (decl.client && 'arrayField' in decl.client) {
    const c = col(decl.client.arrayField);
    clientFilter = (ids) => (ids.length ? sql`${c} && ${`{${ids.join(',')}}`}::uuid[]` : sql`false`);
  } else if (decl.client) {
    const c = col(decl.client.field);
    clientFilter = (ids) => inArray(c, ids);
  } else clientFilter = () => sql`false`;
  return {
    name: decl.name as EntityName,
    sqlName: decl.sqlName,
    order: decl.order,
    table: s.table,
    id,
    rev: col('rev'),
    space: col(decl.space),
    deletedAt: col('deletedAt'),
    column: col,
    clientFilter,
    ...(instantKey ? { instant: col(instantKey) } : {}),
    ...(instantKey && decl.windowDaysBack !== undefined ? { windowDaysBack: decl.windowDaysBack } : {}),
    ...(decl.recipient ? { recipient: col(decl.recipient) } : {}),
    meta: (r) => ({
      id: r.id as string,
      rev: r.rev as number,
      deleted: r.deletedAt !== null,
      ...(instantKey ? { instant: r[instantKey] as Date } : {}),
    }),
    // Edited fields' clocks travel with the row: the device sends back the ones it saw with its next edit.
    toRow: decl.editable ? (r, v) => ({ ...s.toRow(r, v), clocks: (r.fieldClocks as Record<string, string> | undefined) ?? {} }) : (r, v) => s.toRow(r, v),
  };
}

/** The rows of a table a client-role viewer sees. */
function clientCond(t: SyncedTable, clientIds: string[]): SQL {
  return t.clientFilter(clientIds);
}

/** Who sees a row besides by space: a client-role viewer their clients' rows; anyone only the rows addressed to them. */
function viewerConds(t: SyncedTable, viewer: Viewer): SQL[] {
  const conds: SQL[] = [];
  if (viewer.user.role !== 'trainer') conds.push(clientCond(t, viewer.clientIds));
  if (t.recipient) conds.push(eq(t.recipient, viewer.user.id));
  return conds;
}

/** Removals (server/replication/schema.ts) come last in each rev. */
export const REMOVALS_ORDER = 1000;
const byTableName = new Map<string, EntityName>(ENTITIES.map((e) => [e.sqlName, e.name]));

/** Keys strictly after the position. */
function after(rev: PgColumn, id: PgColumn, order: number, pos: SpacePosition): SQL {
  if (pos.table === undefined || pos.id === undefined || order < pos.table) return gt(rev, pos.rev);
  if (order > pos.table) return gte(rev, pos.rev);
  return or(gt(rev, pos.rev), and(eq(rev, pos.rev), gt(id, pos.id)))!;
}

function windowCond(col: PgColumn, w: SyncWindow): SQL {
  return and(gte(col, new Date(w.from)), lt(col, new Date(w.to)))!;
}

/** The table's own window on the pull's day: shorter for an entity that declares so (messages keep 90 days), moving with the same day. */
function tableWindow(t: SyncedTable, w: SyncWindow): SyncWindow {
  return t.windowDaysBack === undefined ? w : windowOfDay(w.day, t.windowDaysBack);
}

export interface ChangeQuery {
  space: string;
  pos: SpacePosition;
  /** The space version read before the rows: only rows up to it are sent. */
  upTo: number;
  /** During a first download: rows at or below this rev that are deleted or outside the window are skipped. */
  freshUpTo?: number;
  viewer: Viewer;
  window: SyncWindow;
  limit: number;
}

/** The changes of one table after the position, in key order, at most `limit`. */
function changeConds(t: SyncedTable, q: Omit<ChangeQuery, 'limit'>): SQL[] {
  const conds: SQL[] = [eq(t.space, q.space), lte(t.rev, q.upTo), after(t.rev, t.id, t.order, q.pos), ...viewerConds(t, q.viewer)];
  if (q.freshUpTo !== undefined) {
    const live = t.instant ? and(isNull(t.deletedAt), windowCond(t.instant, tableWindow(t, q.window)))! : isNull(t.deletedAt);
    conds.push(or(gt(t.rev, q.freshUpTo), live)!);
  }
  return conds;
}

/** How many changes tableChanges would send with no limit, over these tables, in one statement (a first download's size, for its progress bar). */
export async function countChanges(db: Db, tables: readonly SyncedTable[], q: Omit<ChangeQuery, 'limit'>): Promise<number> {
  if (!tables.length) return 0;
  const counts = tables.map((t) => sql`(${db.select({ n: sql`count(*)` }).from(t.table).where(and(...changeConds(t, q)))})`);
  const { rows } = (await db.execute(sql`select (${sql.join(counts, sql` + `)})::int as n`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}

/**
 * Which of these tables have a change for the query, and whether the removals
 * have one, in one statement (an index probe each): a page then reads only
 * those instead of sending a statement to every synced table.
 */
export async function tablesWithChanges(db: Db, tables: readonly SyncedTable[], q: Omit<ChangeQuery, 'limit'>): Promise<{ tables: SyncedTable[]; removals: boolean }> {
  const probes = tables.map((t) => sql`exists(${db.select({ one: sql`1` }).from(t.table).where(and(...changeConds(t, q)))})`);
  probes.push(sql`exists(${db.select({ one: sql`1` }).from(syncRemovals).where(and(...removalConds(q)))})`);
  const { rows } = (await db.execute(sql`select array[${sql.join(probes, sql`, `)}] as found`)) as unknown as { rows: { found: boolean[] }[] };
  const found = rows[0]?.found ?? [];
  return { tables: tables.filter((_, i) => found[i] !== false), removals: found[tables.length] !== false };
}

export async function tableChanges(db: Db, t: SyncedTable, q: ChangeQuery): Promise<KeyedChange[]> {
  const rows = (await db
    .select()
    .from(t.table)
    .where(and(...changeConds(t, q)))
    .orderBy(asc(t.rev), asc(t.id))
    .limit(q.limit)) as Record<string, unknown>[];
  return rows.map((r) => {
    const m = t.meta(r);
    const gone = m.deleted || (m.instant !== undefined && !inWindow(tableWindow(t, q.window), m.instant));
    return {
      key: { rev: m.rev, table: t.order, id: m.id },
      change: gone ? { table: t.name, op: 'del', row: { id: m.id } } : { table: t.name, op: 'put', row: t.toRow(r, q.viewer) },
    };
  });
}

/** Hard deletes and rows moved away from the viewer's client record, as `del`. */
function removalConds(q: Omit<ChangeQuery, 'limit'>): SQL[] {
  const r = syncRemovals;
  const conds: SQL[] = [eq(r.spaceId, q.space), lte(r.rev, q.upTo), after(r.rev, r.rowId, REMOVALS_ORDER, q.pos)];
  conds.push(q.viewer.user.role === 'trainer' ? eq(r.audience, 'all') : inArray(r.clientId, q.viewer.clientIds));
  if (q.freshUpTo !== undefined) conds.push(gt(r.rev, q.freshUpTo));
  return conds;
}

export async function removalChanges(db: Db, q: ChangeQuery): Promise<KeyedChange[]> {
  const r = syncRemovals;
  const rows = await db
    .select({ rev: r.rev, tbl: r.tbl, rowId: r.rowId })
    .from(r)
    .where(and(...removalConds(q)))
    .orderBy(asc(r.rev), asc(r.rowId))
    .limit(q.limit);
  const out: KeyedChange[] = [];
  for (const row of rows) {
    const table = byTableName.get(row.tbl);
    if (table) out.push({ key: { rev: row.rev, table: REMOVALS_ORDER, id: row.rowId }, change: { table, op: 'del', row: { id: row.rowId } } });
  }
  return out;
}

/**
 * Rows already sent (key at or before the position) that entered or left the
 * window since the cursor's day: put the ones now inside, del the ones now
 * outside. Later rows are sent by tableChanges under the new window anyway.
 */
export async function windowShiftChanges(
  db: Db,
  t: SyncedTable,
  q: { space: string; pos: SpacePosition; viewer: Viewer; from: SyncWindow; to: SyncWindow },
): Promise<Change[]> {
  if (!t.instant || q.pos.rev === 0) return [];
  const to = tableWindow(t, q.to);
  const inNew = windowCond(t.instant, to);
  const inOld = windowCond(t.instant, tableWindow(t, q.from));
  const conds: SQL[] = [
    eq(t.space, q.space),
    not(after(t.rev, t.id, t.order, q.pos)),
    isNull(t.deletedAt),
    or(and(inNew, not(inOld)), and(inOld, not(inNew)))!,
    ...viewerConds(t, q.viewer),
  ];
  const rows = (await db.select().from(t.table).where(and(...conds))) as Record<string, unknown>[];
  return rows.map((r) => {
    const m = t.meta(r);
    return m.instant && inWindow(to, m.instant)
      ? { table: t.name, op: 'put', row: t.toRow(r, q.viewer) }
      : { table: t.name, op: 'del', row: { id: m.id } };
  });
}

