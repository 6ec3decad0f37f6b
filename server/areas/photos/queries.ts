import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PhotoRow, PhotoSetRow } from '../../../domain/photos/entity';
import { PHOTO_POSES } from '../../../domain/photos/photo';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, photoSets, photos } from '../../db/schema';
import { ownClientRecords } from '../../replication/people';
import { NotFound } from '../../errors';
import { photoReadAccess } from './access';
import { toPhotoRow, toPhotoSetRow } from './row';

export type PhotoSetWithPhotos = PhotoSetRow & { photos: PhotoRow[] };

/** The live photos of the given sets, grouped by set: front, side, back, other, each pose in the order added. */
async function photosOf(db: Db, setIds: string[]): Promise<Map<string, PhotoRow[]>> {
  const bySet = new Map<string, PhotoRow[]>();
  if (!setIds.length) return bySet;
  const rows = await db
    .select()
    .from(photos)
    .where(and(inArray(photos.setId, setIds), isNull(photos.deletedAt)))
    .orderBy(asc(photos.createdAt), asc(photos.id));
  const rank = (p: PhotoRow) => PHOTO_POSES.indexOf(p.pose);
  for (const r of rows.map(toPhotoRow)) {
    const list = bySet.get(r.setId) ?? [];
    list.push(r);
    bySet.set(r.setId, list);
  }
  // A stable sort: within a pose, the order they were added stays.
  for (const list of bySet.values()) list.sort((a, b) => rank(a) - rank(b));
  return bySet;
}

/** Live sets of the given client records with their photos, newest date first. */
export async function listPhotoSets(db: Db, clientIds: string[]): Promise<PhotoSetWithPhotos[]> {
  if (!clientIds.length) return [];
  const sets = await db
    .select()
    .from(photoSets)
    .where(and(inArray(photoSets.clientId, clientIds), isNull(photoSets.deletedAt)))
    .orderBy(desc(photoSets.takenOn), desc(photoSets.id));
  const bySet = await photosOf(
    db,
    sets.map((s) => s.id),
  );
  return sets.map((s) => ({ ...toPhotoSetRow(s), photos: bySet.get(s.id) ?? [] }));
}

/** GET /api/clients/{id}/photo-sets: one of the trainer's live clients, else not found. */
export async function trainerClientPhotoSets(db: Db, trainerId: string, clientId: string): Promise<PhotoSetWithPhotos[]> {
  const [own] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.trainerId, trainerId), isNull(clients.deletedAt)));
  if (!own) throw new NotFound();
  return listPhotoSets(db, [own.id]);
}

/** GET /api/client/photo-sets: the signed-in client's own. */
export async function ownPhotoSets(db: Db, userId: string): Promise<PhotoSetWithPhotos[]> {
  const own = await ownClientRecords(db, userId);
  return listPhotoSets(
    db,
    own.map((o) => o.id),
  );
}

/** GET /api/photo-sets/{id}: a live set the actor may see, with its photos; anything else not found. */
export async function photoSetById(db: Db, actor: AuthUser, id: string): Promise<PhotoSetWithPhotos> {
  const [set] = await db
    .select()
    .from(photoSets)
    .where(and(eq(photoSets.id, id), isNull(photoSets.deletedAt), photoReadAccess(db, actor, photoSets)))
    .limit(1);
  if (!set) throw new NotFound();
  return { ...toPhotoSetRow(set), photos: (await photosOf(db, [set.id])).get(set.id) ?? [] };
}
