import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { PhotoAddArgs, PhotoRemoveArgs } from '../../../../domain/photos/mutations';
import type { PhotoRow } from '../../../../domain/photos/entity';
import { PHOTOS_PER_SET_MAX } from '../../../../domain/photos/photo';
import { MESSAGES } from '../../../../domain/messages';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { photoSets, photos } from '../../../db/schema';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { Forbidden, NotFound, ValidationError } from '../../../errors';
import { assertClient, photoWriteAccess } from '../access';
import { toPhotoRow } from '../row';

/**
 * Adds a photo's row to one of the client's live sets (photo.add; POST
 * /api/photo-sets/{id}/photos), before its files: the server then knows
 * what to accept (type, hashes) and the set shows as waiting until both
 * files are stored. A resent add finds its row and does nothing.
 */
export async function addPhoto(db: Db, actor: AuthUser, a: PhotoAddArgs): Promise<{ row: PhotoRow; created: boolean }> {
  assertClient(actor);
  const [existing] = await db.select().from(photos).where(and(eq(photos.id, a.id), photoWriteAccess(db, actor, photos))).limit(1);
  if (existing) return { row: toPhotoRow(existing), created: false };
  const [set] = await db
    .select({ id: photoSets.id, spaceId: photoSets.spaceId, clientId: photoSets.clientId })
    .from(photoSets)
    .where(and(eq(photoSets.id, a.setId), isNull(photoSets.deletedAt), photoWriteAccess(db, actor, photoSets)))
    .limit(1);
  if (!set) throw new NotFound();
  const [held] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.setId, set.id), isNull(photos.deletedAt)));
  if ((held?.n ?? 0) >= PHOTOS_PER_SET_MAX) throw new ValidationError({ setId: [MESSAGES.photoSetFull] });
  const { row, created } = await insertOrExisting(
    db,
    photos,
    {
      id: a.id,
      spaceId: set.spaceId,
      clientId: set.clientId,
      setId: set.id,
      pose: a.pose,
      mime: a.mime,
      width: a.width,
      height: a.height,
      bytes: a.bytes,
      sha256: a.sha256,
      thumbSha256: a.thumbSha256,
      createdBy: actor.id,
    },
    { visible: photoWriteAccess(db, actor, photos), otherwise: () => new Forbidden() },
  );
  return { row: toPhotoRow(row), created };
}

/**
 * Deletes a photo (photo.remove; DELETE /api/photos/{id}): a tombstone that
 * devices pull as `del`; its files follow (files.ts removeDeletedPhotoFiles).
 * Deleting a deleted photo does nothing.
 */
export async function removePhoto(db: Db, actor: AuthUser, a: PhotoRemoveArgs): Promise<void> {
  assertClient(actor);
  const [row] = await db
    .update(photos)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(photos.id, a.id), isNull(photos.deletedAt), photoWriteAccess(db, actor, photos)))
    .returning({ id: photos.id });
  if (row) return;
  const [gone] = await db.select({ id: photos.id }).from(photos).where(and(eq(photos.id, a.id), photoWriteAccess(db, actor, photos))).limit(1);
  if (!gone) throw new NotFound();
}
