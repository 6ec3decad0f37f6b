import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PhotoSetAddArgs, PhotoSetEditArgs, PhotoSetRemoveArgs } from '../../../../domain/photos/mutations';
import type { PhotoSetRow } from '../../../../domain/photos/entity';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { photoSets } from '../../../db/schema';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { editRow, type Edit } from '../../../replication/edits';
import { tombstoneChildren } from '../../../replication/cascade';
import { Forbidden, NotFound } from '../../../errors';
import { resolveLogClient } from '../../clients/access';
import { assertClient, photoWriteAccess } from '../access';
import { toPhotoSetRow } from '../row';

/**
 * Starts a set (photoSet.add; POST /api/client/photo-sets). The id comes
 * from the device, so a resent add finds its row and does nothing, even
 * when the set was deleted since (delete wins).
 */
export async function addPhotoSet(db: Db, actor: AuthUser, a: PhotoSetAddArgs): Promise<{ row: PhotoSetRow; created: boolean }> {
  assertClient(actor);
  const target = await resolveLogClient(db, actor, a.clientId);
  const { row, created } = await insertOrExisting(
    db,
    photoSets,
    { id: a.id, spaceId: target.spaceId, clientId: target.clientId, takenOn: a.takenOn, note: a.note ?? null, createdBy: actor.id },
    { visible: photoWriteAccess(db, actor, photoSets), otherwise: () => new Forbidden() },
  );
  return { row: toPhotoSetRow(row), created };
}

/** Changes the date or the note (photoSet.edit; PATCH /api/photo-sets/{id}); each keeps its latest edit. A deleted set is not found. */
export async function editPhotoSet(db: Db, actor: AuthUser, a: PhotoSetEditArgs, edit?: Edit): Promise<PhotoSetRow> {
  assertClient(actor);
  const set: Partial<typeof photoSets.$inferInsert> = {};
  if (a.takenOn !== undefined) set.takenOn = a.takenOn;
  if (a.note !== undefined) set.note = a.note;
  const where = and(eq(photoSets.id, a.id), isNull(photoSets.deletedAt), photoWriteAccess(db, actor, photoSets))!;
  const row = await editRow(db, photoSets, where, set, { entity: 'photoSets', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toPhotoSetRow(row);
}

/**
 * Deletes a set and its photos (photoSet.remove; DELETE /api/photo-sets/{id}):
 * tombstones that devices pull as `del`; the photos' files follow
 * (files.ts removeDeletedPhotoFiles). Deleting a deleted set does nothing.
 */
export async function removePhotoSet(db: Db, actor: AuthUser, a: PhotoSetRemoveArgs): Promise<void> {
  assertClient(actor);
  const [row] = await db
    .update(photoSets)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(photoSets.id, a.id), isNull(photoSets.deletedAt), photoWriteAccess(db, actor, photoSets)))
    .returning({ id: photoSets.id, spaceId: photoSets.spaceId });
  if (row) return tombstoneChildren(db, row.spaceId, 'photoSets', [row.id]);
  const [gone] = await db.select({ id: photoSets.id }).from(photoSets).where(and(eq(photoSets.id, a.id), photoWriteAccess(db, actor, photoSets))).limit(1);
  if (!gone) throw new NotFound();
}
