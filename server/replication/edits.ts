import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityName } from '../../domain/entities';
import { clampHlc, hlcNode, tickHlc } from '../../domain/protocol/hlc';
import type { LostEdit } from '../../domain/protocol/protocol';
import type { Db } from '../db/database';

/**
 * When and where an edit was made: the device's clock of the edit (clamped,
 * hlc.ts), the field clocks the device had seen, and the device. A REST call
 * has none: its edit is made at the server's clock, having seen everything.
 */
export interface Edit {
  hlc: string;
  seen: Record<string, string>;
  deviceId: string | null;
  /** Filled by editRow: fields of this edit that a later edit had already set. */
  lost: LostEdit[];
}

let serverClock: string | null = null;

/** The server's own clock, for edits made through REST and for devices to move past (pull). */
export function serverHlc(now = Date.now()): string {
  serverClock = tickHlc(serverClock, now, 'server');
  return serverClock;
}

export function deviceEdit(m: { hlc?: string | undefined; seen?: Record<string, string> | undefined }, deviceId: string, now = Date.now()): Edit {
  return { hlc: m.hlc ? clampHlc(m.hlc, now) : serverHlc(now), seen: m.seen ?? {}, deviceId, lost: [] };
}

const serverEdit = (): Edit => ({ hlc: serverHlc(), seen: {}, deviceId: null, lost: [] });

/** A value as the device holds it (instants as ISO strings), for a notice. */
const asDevice = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

type Row = Record<string, unknown> & { id: string; fieldClocks: Record<string, string> };

/**
 * Applies an edit of some fields of one row, field by field (last writer
 * wins per field, by edit time, whatever order devices reconnect in): a
 * field changes only when this edit is later than the field's last edit.
 * A field this edit loses is reported in edit.lost (the device is told at
 * once); a field it wins over a concurrent edit from another device, one the
 * editing device had not seen, leaves that device a notice for its next pull.
 * Returns the row after the edit, or undefined when `where` matches no row.
 */
export async function editRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL,
  fields: Record<string, unknown>,
  target: { entity: EntityName; id: string },
  edit: Edit = serverEdit(),
): Promise<T['$inferSelect'] | undefined> {
  const t = table as unknown as Record<string, PgColumn> & PgTable;
  const [row] = (await db.select().from(t).where(where).for('update')) as Row[];
  if (!row) return undefined;
  const clocks = { ...(row.fieldClocks ?? {}) };
  const set: Record<string, unknown> = {};
  const me = edit.deviceId ?? 'server';
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const last = clocks[field];
    if (last && last > edit.hlc) {
      edit.lost.push({ table: target.entity, rowId: target.id, field, yours: asDevice(value), kept: asDevice(row[field]) });
      continue;
    }
    set[field] = value;
    clocks[field] = edit.hlc;
    const other = last ? hlcNode(last) : null;
    const unseen = last && !(edit.seen[field] && edit.seen[field]! >= last);
    if (other && other !== me && other !== 'server' && unseen && !sameValue(row[field], value)) {
      await notify(db, other, { table: target.entity, rowId: target.id, field, yours: asDevice(row[field]), kept: asDevice(value) });
    }
  }
  if (!Object.keys(set).length) return row as T['$inferSelect'];
  const [after] = await db
    .update(t)
    .set({ ...set, fieldClocks: clocks, updatedAt: sql`now()` } as never)
    .where(eq(t.id!, row.id))
    .returning();
  return after as T['$inferSelect'];
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(asDevice(a)) === JSON.stringify(asDevice(b));
}

/** Leaves a notice for a device (only one this server knows: a notice is never worth failing the edit). */
async function notify(db: Db, deviceId: string, n: LostEdit): Promise<void> {
  await db.execute(sql`
    insert into sync_notices (device_id, tbl, row_id, field, yours, kept)
    select d.device_id, ${n.table}, ${n.rowId}, ${n.field}, ${JSON.stringify(n.yours)}::jsonb, ${JSON.stringify(n.kept)}::jsonb
    from sync_devices d where d.device_id::text = ${deviceId}`);
}
