import { sql } from 'drizzle-orm';
import { date, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PhotoMime, PhotoPose } from '../../../domain/photos/photo';
import { clientColumn, createdByColumn, syncedPgTable } from '../../db/synced-table';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** docs/rules/photos.md "Photo sets". Synced: space_id is the trainer, client_id decides who else sees it. */
export const photoSets = syncedPgTable(
  'photo_sets',
  {
    clientId: clientColumn(),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    note: text('note'),
    /** The client who took them. */
    createdBy: createdByColumn(),
  },
  (t) => [
    index('photo_sets_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('photo_sets_client_taken_idx').on(t.clientId, t.takenOn).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * docs/rules/photos.md "Uploads". The files live in the object store under
 * photos/<client_id>/<id>/full and /thumb (server/areas/photos/files.ts);
 * full_stored_at, thumb_stored_at and files_removed_at are the server's own
 * bookkeeping of them, which no device sees (stored_at is what they see).
 */
export const photos = syncedPgTable(
  'photos',
  {
    setId: uuid('set_id')
      .notNull()
      .references(() => photoSets.id, { onDelete: 'cascade' }),
    clientId: clientColumn(),
    pose: text('pose').$type<PhotoPose>().notNull(),
    mime: text('mime').$type<PhotoMime>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    thumbSha256: text('thumb_sha256').notNull(),
    storedAt: instant('stored_at'),
    fullStoredAt: instant('full_stored_at'),
    thumbStoredAt: instant('thumb_stored_at'),
    /** When the files of a deleted photo left the object store (files.ts removeDeletedPhotoFiles). */
    filesRemovedAt: instant('files_removed_at'),
    createdBy: createdByColumn(),
  },
  (t) => [
    index('photos_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('photos_set_idx').on(t.setId).where(sql`${t.deletedAt} is null`),
    // The deleted photos whose files are still to be removed: usually none, so the sweep reads an empty index.
    index('photos_files_to_remove_idx').on(t.id).where(sql`${t.deletedAt} is not null and ${t.filesRemovedAt} is null`),
  ],
);
