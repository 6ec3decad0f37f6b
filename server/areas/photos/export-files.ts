import { and, asc, eq, gt, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { PHOTO_EXTENSIONS, type PhotoMime } from '../../../domain/photos/photo';
import type { Db } from '../../db/database';
import { photoSets, photos } from '../../db/schema';
import type { Viewer } from '../../replication/viewer';
import type { ObjectStore } from '../../storage';
import { photoKey } from './files';

/** A file of the data export that is not a table: its path in the zip and its bytes. */
export interface ExportFile {
  name: string;
  bytes: Uint8Array;
}

const PAGE = 100;

/**
 * The stored photos the viewer's export holds (docs/rules/photos.md
 * "Export"), as photos/<takenOn>-<pose>-<id>.<ext>: by the pull's rules (the
 * trainer's space, or a client's own records), live photos of live sets
 * whose files the server has. Read a page of rows and a file at a time, so
 * the export holds one photo, never the account's.
 */
export async function* photoExportFiles(db: Db, store: ObjectStore, viewer: Viewer): AsyncGenerator<ExportFile> {
  const client = viewer.user.role !== 'trainer';
  if (!viewer.spaces.length || (client && !viewer.clientIds.length)) return;
  const base: SQL[] = [inArray(photos.spaceId, viewer.spaces), isNull(photos.deletedAt), isNull(photoSets.deletedAt), isNotNull(photos.fullStoredAt)];
  if (client) base.push(inArray(photos.clientId, viewer.clientIds));
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({ id: photos.id, clientId: photos.clientId, pose: photos.pose, mime: photos.mime, takenOn: photoSets.takenOn })
      .from(photos)
      .innerJoin(photoSets, eq(photoSets.id, photos.setId))
      .where(and(...base, ...(after === null ? [] : [gt(photos.id, after)])))
      .orderBy(asc(photos.id))
      .limit(PAGE);
    for (const p of rows) {
      const object = await store.get(photoKey(p.clientId, p.id, 'full'));
      if (object) yield { name: `photos/${p.takenOn}-${p.pose}-${p.id}.${PHOTO_EXTENSIONS[p.mime as PhotoMime]}`, bytes: await object.bytes() };
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}
