import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { PHOTO_MAX_BYTES, PHOTO_MIMES, type PhotoFileKind, type PhotoMime } from '../../../domain/photos/photo';
import type { AppContext, AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { photos } from '../../db/schema';
import { NotFound, PayloadTooLarge, UnsupportedMediaType, ValidationError } from '../../errors';
import { write } from '../../replication/write';
import { objectStoreOf, type ObjectStore } from '../../storage';
import { photoReadAccess, photoWriteAccess } from './access';
import { sniffImage } from './sniff';

/** Where a photo's files are kept: under its client, so a deleted client's are one prefix. */
export const photoKey = (clientId: string, photoId: string, kind: PhotoFileKind) => `photos/${clientId}/${photoId}/${kind}`;
export const clientPhotosPrefix = (clientId: string) => `photos/${clientId}/`;

/** The media type a request names, without parameters, lowercase. */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The body, refused with a 413 as soon as it passes the limit (a declared
 * Content-Length over it is refused before a byte is read), so the server
 * never holds more than the limit.
 */
export async function readLimited(body: ReadableStream<Uint8Array> | null, declaredLength: string | undefined, limit = PHOTO_MAX_BYTES): Promise<Uint8Array> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) throw new PayloadTooLarge(MESSAGES.photoTooLarge, 'payload_too_large');
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLarge(MESSAGES.photoTooLarge, 'payload_too_large');
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

/**
 * Stores one file of a photo (PUT /api/photos/{id}/file or /thumbnail,
 * docs/rules/photos.md "Uploads"). The caller is the photo's client and the
 * row is there (pushed first); the body is a WebP or JPEG of the row's type
 * whose SHA-256 is the row's. A file stored before is not written again. When
 * both files are stored the row's storedAt is set, a change every device of
 * the space pulls. Anything refused stores nothing.
 */
export async function storePhotoFile(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  kind: PhotoFileKind,
  request: { contentType: string | undefined; contentLength: string | undefined; body: ReadableStream<Uint8Array> | null },
): Promise<void> {
  const db = ctx.db;
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), isNull(photos.deletedAt), photoWriteAccess(db, actor, photos)))
    .limit(1);
  if (!photo) throw new NotFound();
  const declared = mediaType(request.contentType);
  if (!(PHOTO_MIMES as readonly string[]).includes(declared)) throw unsupported(MESSAGES.photoNotImage);
  if (declared !== photo.mime) throw unsupported(MESSAGES.photoTypeMismatch);
  const bytes = await readLimited(request.body, request.contentLength);
  const sniffed = sniffImage(bytes.subarray(0, 16));
  if (!sniffed) throw unsupported(MESSAGES.photoNotImage);
  if (sniffed !== declared) throw unsupported(MESSAGES.photoTypeMismatch);
  const expected = kind === 'full' ? photo.sha256 : photo.thumbSha256;
  if (createHash('sha256').update(bytes).digest('hex') !== expected) throw new ValidationError({ body: [MESSAGES.photoDamaged] });
  if ((kind === 'full' ? photo.fullStoredAt : photo.thumbStoredAt) !== null) return;

  const store = objectStoreOf(ctx);
  const key = photoKey(photo.clientId, photo.id, kind);
  await store.put(key, bytes, photo.mime as PhotoMime);
  const marked = await write(ctx, actor, async (tx) => {
    // The server's own bookkeeping first: not a change devices see (stampOn), so it names only its own column.
    const [row] = await tx
      .update(photos)
      .set(kind === 'full' ? { fullStoredAt: sql`coalesce(${photos.fullStoredAt}, now())` } : { thumbStoredAt: sql`coalesce(${photos.thumbStoredAt}, now())` })
      .where(and(eq(photos.id, photo.id), isNull(photos.deletedAt)))
      .returning({ id: photos.id });
    // The second file completes the photo: devices see it stored. write() holds the space, so an upload of the other file committed before this reads it.
    if (row) {
      await tx
        .update(photos)
        .set({ storedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(photos.id, photo.id), isNotNull(photos.fullStoredAt), isNotNull(photos.thumbStoredAt), isNull(photos.storedAt)));
    }
    return row;
  });
  // Deleted while its file was on the way: the sweep may have passed already.
  if (!marked) await store.delete(key);
}

function unsupported(message: string) {
  return new UnsupportedMediaType(message, 'unsupported_media_type');
}

/** One stored file of a photo the actor may see (the client, or their trainer); anything else is not found. */
export async function readPhotoFile(ctx: AppContext, actor: AuthUser, id: string, kind: PhotoFileKind) {
  const db = ctx.db;
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), isNull(photos.deletedAt), photoReadAccess(db, actor, photos)))
    .limit(1);
  if (!photo || (kind === 'full' ? photo.fullStoredAt : photo.thumbStoredAt) === null) throw new NotFound();
  const object = await objectStoreOf(ctx).get(photoKey(photo.clientId, photo.id, kind));
  if (!object) throw new NotFound();
  return { mime: photo.mime, object };
}

/** Photos a sweep handles at a time. */
const SWEEP_BATCH = 200;

/**
 * Removes the files of deleted photos: a photo, a set (its photos) or a
 * client (their sets) deleted by any path (REST, sync push, the client
 * cascade) leaves tombstones, and this takes their files from the store and
 * marks them done. A run that fails part way leaves the rest marked undone
 * for the next; deleting a missing object is fine, so two processes
 * sweeping at once do no harm. Returns how many photos it handled.
 */
export async function removeDeletedPhotoFiles(db: Db, store: ObjectStore): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await db
      .select({ id: photos.id, clientId: photos.clientId })
      .from(photos)
      .where(and(isNotNull(photos.deletedAt), isNull(photos.filesRemovedAt)))
      .limit(SWEEP_BATCH);
    if (!batch.length) return handled;
    for (const p of batch) for (const kind of ['full', 'thumb'] as const) await store.delete(photoKey(p.clientId, p.id, kind));
    await db
      .update(photos)
      .set({ filesRemovedAt: sql`now()` })
      .where(
        inArray(
          photos.id,
          batch.map((p) => p.id),
        ),
      );
    handled += batch.length;
    if (batch.length < SWEEP_BATCH) return handled;
  }
}

/** The sweep every few seconds in each server process (start.ts), and after each REST delete. */
export function startPhotoSweep(ctx: AppContext, everyMs = 10_000): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = removeDeletedPhotoFiles(ctx.db, objectStoreOf(ctx))
      .catch((err: unknown) => ctx.log(`photo file sweep failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
