import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, not, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SpacePosition } from '../../domain/protocol/cursor';
import type { Change } from '../../domain/protocol/protocol';
import type { SyncTableName } from '../../domain/protocol/tables';
import { inWindow, type SyncWindow } from '../../domain/protocol/window';
import type { Db } from '../db/database';
import { blockExercises, clients, exercises, planBlocks, syncRemovals, trainingPlans, weightLogs } from '../db/schema';
import { exercisesUsedByClients } from '../queries/exercise-visibility';
import { toExerciseRow } from '../queries/exercise-rows';
import { toBlockExerciseRow, toBlockRow, toPlanRow } from '../queries/plan-rows';
import { toClientRow, toWeightLogRow } from './rows';
import type { Viewer } from './viewer';

/** A change with its place in the pull order (rev, table order, id). */
export interface KeyedChange {
  key: { rev: number; table: number; id: string };
  change: Change;
}

/**
 * A synced SQL table as the pull sees it. `order` fixes the table's place in
 * the (rev, table, id) order the cursor pages by: never renumber one, append.
 */
interface SyncedTable<T extends PgTable = PgTable> {
  name: SyncTableName;
  sqlName: string;
  order: number;
  table: T;
  id: PgColumn;
  rev: PgColumn;
  space: PgColumn;
  deletedAt: PgColumn;
  /** The column a client-role viewer's client ids are matched against. */
  client: PgColumn;
  /** Instead of `client`: the rows a client-role viewer with these client records sees. */
  clientFilter?: (clientIds: string[]) => SQL;
  /** The instant that places a time-series row in the sync window. */
  instant?: PgColumn;
  meta(r: T['$inferSelect']): { id: string; rev: number; deleted: boolean; instant?: Date };
  toRow(r: T['$inferSelect'], viewer: Viewer): Record<string, unknown> & { id: string };
}

const synced = <T extends PgTable>(t: SyncedTable<T>) => t as unknown as SyncedTable;

export const SYNCED_TABLES: SyncedTable[] = [
  synced({
    name: 'clients',
    sqlName: 'clients',
    order: 0,
    table: clients,
    id: clients.id,
    rev: clients.rev,
    space: clients.trainerId,
    deletedAt: clients.deletedAt,
    client: clients.id,
    meta: (r) => ({ id: r.id, rev: r.rev, deleted: r.deletedAt !== null }),
    toRow: (r, v) => ({ ...toClientRow(r, v.user.role) }),
  }),
  synced({
    name: 'weightLogs',
    sqlName: 'weight_logs',
    order: 1,
    table: weightLogs,
    id: weightLogs.id,
    rev: weightLogs.rev,
    space: weightLogs.spaceId,
    deletedAt: weightLogs.deletedAt,
    client: weightLogs.clientId,
    instant: weightLogs.loggedAt,
    meta: (r) => ({ id: r.id, rev: r.rev, deleted: r.deletedAt !== null, instant: r.loggedAt }),
    toRow: (r) => ({ ...toWeightLogRow(r) }),
  }),
  // A client sees the exercises their plans use (migration 0005 stamps them again when a use starts).
  synced({
    name: 'exercises',
    sqlName: 'exercises',
    order: 2,
    table: exercises,
    id: exercises.id,
    rev: exercises.rev,
    space: exercises.spaceId,
    deletedAt: exercises.deletedAt,
    client: exercises.id,
    clientFilter: exercisesUsedByClients,
    meta: (r) => ({ id: r.id, rev: r.rev, deleted: r.deletedAt !== null }),
    toRow: (r) => ({ ...toExerciseRow(r) }),
  }),
  synced({
    name: 'trainingPlans',
    sqlName: 'training_plans',
    order: 3,
    table: trainingPlans,
    id: trainingPlans.id,
    rev: trainingPlans.rev,
    space: trainingPlans.spaceId,
    deletedAt: trainingPlans.deletedAt,
    client: trainingPlans.clientId,
    meta: (r) => ({ id: r.id, rev: r.rev, deleted: r.deletedAt !== null }),
    toRow: (r) => ({ ...toPlanRow(r) }),
  }),
  synced({
    name: 'planBlocks',
    sqlName: 'plan_blocks',
    order: 4,
    table: planBlocks,
    id: planBlocks.id,
    rev: planBlocks.rev,
    space: planBlocks.spaceId,
    deletedAt: planBlocks.deletedAt,
    client: planBlocks.clientId,
    meta: (r) => ({ id: r.id, rev: r.rev, deleted: r.deletedAt !== null }),
    toRow: (r) => ({ ...toBlockRow(r) }),
  }),
  synced({
    name: 'blockExercises',
    sqlName: 'block_exercises',
    order: 5,
    table: blockExercises,
    id: blockExercises.id,
    rev: blockExercises.rev,
    space: blockExercises.spaceId,
    deletedAt: blockExercises.deletedAt,
    client: blockExercises.clientId,
    meta: (r) => ({ id: r.id, rev: r.rev, deleted: r.deletedAt !== null }),
    toRow: (r) => ({ ...toBlockExerciseRow(r) }),
  }),
];

/** The rows of a table a client-role viewer sees. */
function clientCond(t: SyncedTable, clientIds: string[]): SQL {
  return t.clientFilter ? t.clientFilter(clientIds) : inArray(t.client, clientIds);
}

/** Removals (server/db/schema/sync.ts) come last in each rev. */
export const REMOVALS_ORDER = 1000;
const byTableName = new Map(SYNCED_TABLES.map((t) => [t.sqlName, t.name]));

/** Keys strictly after the position. */
function after(rev: PgColumn, id: PgColumn, order: number, pos: SpacePosition): SQL {
  if (pos.table === undefined || pos.id === undefined || order < pos.table) return gt(rev, pos.rev);
  if (order > pos.table) return gte(rev, pos.rev);
  return or(gt(rev, pos.rev), and(eq(rev, pos.rev), gt(id, pos.id)))!;
}

function windowCond(col: PgColumn, w: SyncWindow): SQL {
  return and(gte(col, new Date(w.from)), lt(col, new Date(w.to)))!;
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
export async function tableChanges(db: Db, t: SyncedTable, q: ChangeQuery): Promise<KeyedChange[]> {
  const conds: SQL[] = [eq(t.space, q.space), lte(t.rev, q.upTo), after(t.rev, t.id, t.order, q.pos)];
  if (q.viewer.user.role !== 'trainer') conds.push(clientCond(t, q.viewer.clientIds));
  if (q.freshUpTo !== undefined) {
    const live = t.instant ? and(isNull(t.deletedAt), windowCond(t.instant, q.window))! : isNull(t.deletedAt);
    conds.push(or(gt(t.rev, q.freshUpTo), live)!);
  }
  const rows = (await db
    .select()
    .from(t.table)
    .where(and(...conds))
    .orderBy(asc(t.rev), asc(t.id))
    .limit(q.limit)) as Record<string, unknown>[];
  return rows.map((r) => {
    const m = t.meta(r);
    const gone = m.deleted || (m.instant !== undefined && !inWindow(q.window, m.instant));
    return {
      key: { rev: m.rev, table: t.order, id: m.id },
      change: gone ? { table: t.name, op: 'del', row: { id: m.id } } : { table: t.name, op: 'put', row: t.toRow(r, q.viewer) },
    };
  });
}

/** Hard deletes and rows moved away from the viewer's client record, as `del`. */
export async function removalChanges(db: Db, q: ChangeQuery): Promise<KeyedChange[]> {
  const r = syncRemovals;
  const conds: SQL[] = [eq(r.spaceId, q.space), lte(r.rev, q.upTo), after(r.rev, r.rowId, REMOVALS_ORDER, q.pos)];
  conds.push(q.viewer.user.role === 'trainer' ? eq(r.audience, 'all') : inArray(r.clientId, q.viewer.clientIds));
  if (q.freshUpTo !== undefined) conds.push(gt(r.rev, q.freshUpTo));
  const rows = await db
    .select({ rev: r.rev, tbl: r.tbl, rowId: r.rowId })
    .from(r)
    .where(and(...conds))
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
  const inNew = windowCond(t.instant, q.to);
  const inOld = windowCond(t.instant, q.from);
  const conds: SQL[] = [
    eq(t.space, q.space),
    not(after(t.rev, t.id, t.order, q.pos)),
    isNull(t.deletedAt),
    or(and(inNew, not(inOld)), and(inOld, not(inNew)))!,
  ];
  if (q.viewer.user.role !== 'trainer') conds.push(clientCond(t, q.viewer.clientIds));
  const rows = (await db.select().from(t.table).where(and(...conds))) as Record<string, unknown>[];
  return rows.map((r) => {
    const m = t.meta(r);
    return m.instant && inWindow(q.to, m.instant)
      ? { table: t.name, op: 'put', row: t.toRow(r, q.viewer) }
      : { table: t.name, op: 'del', row: { id: m.id } };
  });
}

