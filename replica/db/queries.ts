import type { SyncTableName } from '../../domain/protocol/tables';
import { deriveSyncStatus, type SyncStatus } from '../status';
import { INITIAL_NET } from '../meta';
import type { RepwiseDb } from './schema';
import type { ClientRow, ProfileRow, RejectedMutation, SyncNetState, SyncNoticeRow, WeightLogRow } from './types';

/**
 * The reads screens use, as plain async functions over the device's
 * database. hooks.ts wraps each in a live query; tests call them directly.
 */

export async function profileOf(db: RepwiseDb): Promise<ProfileRow | null> {
  return (await db.profile.toCollection().first()) ?? null;
}

/** Clients by name (case-insensitive). */
export async function clientList(db: RepwiseDb): Promise<ClientRow[]> {
  const rows = await db.clients.toArray();
  return rows.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

export async function clientById(db: RepwiseDb, id: string): Promise<ClientRow | null> {
  return (await db.clients.get(id)) ?? null;
}

/** A client's weight logs, newest first. */
export async function weightLogsOf(db: RepwiseDb, clientId: string): Promise<WeightLogRow[]> {
  const rows = await db.weightLogs.where('[clientId+loggedAt]').between([clientId, ''], [clientId, '\uffff']).toArray();
  return rows.reverse();
}

/** Ids of rows with changes not yet confirmed by the server (the pending badge). */
export async function pendingIdsOf(db: RepwiseDb, table: SyncTableName): Promise<Set<string>> {
  const rows = await db.pendingRows.where('table').equals(table).toArray();
  return new Set(rows.map((r) => r.id));
}

export async function syncStatusOf(db: RepwiseDb): Promise<SyncStatus> {
  const [net, pending] = await Promise.all([
    db.syncMeta.get('net').then((m) => (m?.value as SyncNetState | undefined) ?? INITIAL_NET),
    db.outbox.where('status').equals('pending').count(),
  ]);
  return deriveSyncStatus(net, pending);
}

/** Mutations the server rejected ("needs attention"), oldest first. */
export async function rejectedList(db: RepwiseDb): Promise<RejectedMutation[]> {
  return db.rejected.orderBy('mutationId').toArray();
}

/** Edits of this device that a later edit from another device replaced, newest first. */
export async function noticeList(db: RepwiseDb): Promise<SyncNoticeRow[]> {
  return (await db.notices.orderBy('at').toArray()).reverse();
}

/** Mutations not yet confirmed (to warn before logout). */
export async function pendingCount(db: RepwiseDb): Promise<number> {
  return db.outbox.where('status').equals('pending').count();
}
