import type { SyncTableName } from '../../domain/protocol/tables';
import { deriveSyncStatus, type SyncStatus } from '../status';
import { INITIAL_NET } from '../meta';
import type { RepwiseDb } from './schema';
import type { ProfileRow, RejectedMutation, SyncNetState, SyncNoticeRow } from './types';

/**
 * The sync layer's reads the screens use (profile, pending marks, sync
 * state, needs attention), as plain async functions over the device's
 * database; src/db/hooks.ts wraps each in a live query. An area's reads live
 * with its screens (src/features/<area>, src/db).
 */

export async function profileOf(db: RepwiseDb): Promise<ProfileRow | null> {
  return (await db.profile.toCollection().first()) ?? null;
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
