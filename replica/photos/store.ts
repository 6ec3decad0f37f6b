import { filesToEvict, PHOTO_DEVICE_BUDGET_BYTES } from '../../domain/photos/eviction';
import type { RepwiseDb } from '../db/schema';
import { photoFileKey, type PhotoFileKind, type PhotoFileRow } from './types';

/** A new photo's two files, as the device made them (src/features/photos/image/prepare.ts). */
export interface NewPhotoFiles {
  photoId: string;
  mime: string;
  full: Blob;
  thumb: Blob;
}

/**
 * Keeps a new photo's files on the device and queues both for upload, in one transaction: the queue is in
 * the database, so an upload a reload or a dropped connection cut is taken up again by the next run.
 * Written before the photo's row (the row says which files it expects; a file with no row yet waits).
 */
export async function storeNewPhotoFiles(db: RepwiseDb, photos: readonly NewPhotoFiles[], now = new Date()): Promise<void> {
  const savedAt = now.toISOString();
  const files: PhotoFileRow[] = photos.flatMap((p) =>
    (['full', 'thumb'] as const).map((kind) => {
      const blob = kind === 'full' ? p.full : p.thumb;
      // Viewed now: the photo the client just took is the one they look at next.
      return { key: photoFileKey(p.photoId, kind), photoId: p.photoId, kind, blob, mime: p.mime, bytes: blob.size, viewedAt: savedAt, uploaded: false, savedAt };
    }),
  );
  await db.transaction('rw', db.photoFiles, db.photoUploads, async () => {
    await db.photoFiles.bulkPut(files);
    await db.photoUploads.bulkPut(files.map((f) => ({ key: f.key, photoId: f.photoId, kind: f.kind, attempts: 0, dueAt: now.getTime() })));
  });
}

/** Stores a file fetched from the server (it has it: evictable once not needed). */
export async function storeDownloadedFile(db: RepwiseDb, photoId: string, kind: PhotoFileKind, blob: Blob, viewed: boolean, now = new Date()): Promise<void> {
  const key = photoFileKey(photoId, kind);
  await db.transaction('rw', db.photoFiles, db.photos, async () => {
    // A photo deleted while its file came down keeps no file.
    if (!(await db.photos.get(photoId))) return;
    const old = await db.photoFiles.get(key);
    const at = now.toISOString();
    await db.photoFiles.put({ key, photoId, kind, blob, mime: blob.type, bytes: blob.size, viewedAt: viewed ? at : (old?.viewedAt ?? null), uploaded: true, savedAt: at });
  });
}

/** Marks a file shown full size now: the least recently viewed go first when the device must drop some. */
export async function markPhotoViewed(db: RepwiseDb, photoId: string, kind: PhotoFileKind, now = new Date()): Promise<void> {
  await db.photoFiles.update(photoFileKey(photoId, kind), { viewedAt: now.toISOString() });
}

/** Drops full-size files (domain/photos/eviction.ts) until the device is within its budget; returns the keys dropped. */
export async function evictPhotoFiles(db: RepwiseDb, budgetBytes = PHOTO_DEVICE_BUDGET_BYTES): Promise<string[]> {
  return db.transaction('rw', db.photoFiles, db.photos, db.photoSets, async () => {
    // Only the files' metadata: the blobs stay on disk unread.
    const files: Omit<PhotoFileRow, 'blob'>[] = [];
    await db.photoFiles.each(({ blob: _blob, ...f }) => void files.push(f));
    if (files.reduce((n, f) => n + f.bytes, 0) <= budgetBytes) return [];
    const photos = await db.photos.toArray();
    const sets = await db.photoSets.toArray();
    const photoSet = new Map(photos.map((p) => [p.id, p.setId]));
    const drop = filesToEvict({ files, photoSet, sets, budgetBytes }).map((f) => photoFileKey(f.photoId, f.kind));
    await db.photoFiles.bulkDelete(drop);
    return drop;
  });
}

/**
 * Removes files (and queued uploads) of photos this device no longer has: deleted here or elsewhere, or
 * refused by the server. A file stored in the last `graceMs` is kept: its row may be on its way (a write
 * stores the files, then the row).
 */
export async function removeOrphanPhotoFiles(db: RepwiseDb, now = new Date(), graceMs = 10 * 60_000): Promise<number> {
  return db.transaction('rw', db.photoFiles, db.photoUploads, db.photos, async () => {
    const keys: string[] = [];
    const before = new Date(now.getTime() - graceMs).toISOString();
    const ids = new Set((await db.photos.toCollection().primaryKeys()) as string[]);
    await db.photoFiles.each((f) => {
      if (!ids.has(f.photoId) && f.savedAt < before) keys.push(f.key);
    });
    await db.photoFiles.bulkDelete(keys);
    // A queued upload whose file is gone has nothing to send.
    const left = new Set((await db.photoFiles.toCollection().primaryKeys()) as string[]);
    await db.photoUploads.bulkDelete(((await db.photoUploads.toCollection().primaryKeys()) as string[]).filter((k) => !left.has(k)));
    return keys.length;
  });
}
