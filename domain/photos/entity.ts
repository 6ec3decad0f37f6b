import { z } from 'zod';
import { defineEntity } from '../protocol/entity';
import { PHOTO_MIMES, PHOTO_POSES } from './photo';

/** A client's progress photos of one date (docs/rules/photos.md "Photo sets"). */
export const PhotoSetRow = z.object({
  id: z.string(),
  clientId: z.string(),
  /** The wall date the photos were taken, YYYY-MM-DD. */
  takenOn: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhotoSetRow = z.infer<typeof PhotoSetRow>;

/** One photo of a set: what the device made of the picture; the files themselves go through /api/photos/{id}/file and /thumbnail. */
export const PhotoRow = z.object({
  id: z.string(),
  setId: z.string(),
  clientId: z.string(),
  pose: z.enum(PHOTO_POSES),
  mime: z.enum(PHOTO_MIMES),
  width: z.number(),
  height: z.number(),
  /** Size of the full-size file in bytes. */
  bytes: z.number(),
  /** Lowercase hex SHA-256 of the full-size file, and of the thumbnail: an upload must match. */
  sha256: z.string(),
  thumbSha256: z.string(),
  /** When the server had both files; null while it waits for them. */
  storedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhotoRow = z.infer<typeof PhotoRow>;

/*
 * No sync window: a client has a set every few weeks, a few rows a month,
 * and the device keeps every set's thumbnails for offline viewing
 * (issue 30), so every set and photo syncs, however old.
 */
export const photoSetEntity = defineEntity({
  name: 'photoSets',
  sqlName: 'photo_sets',
  order: 70,
  row: PhotoSetRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  // A client's sets by date; its first part is what the client cascade reads.
  indexes: ['[clientId+takenOn]'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['takenOn', 'note'],
});

export const photoEntity = defineEntity({
  name: 'photos',
  sqlName: 'photos',
  order: 71,
  row: PhotoRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  indexes: ['setId'],
  parent: { entity: 'photoSets', field: 'setId' },
  // Which files the server holds and which it has removed is its own bookkeeping; storedAt is what devices see of it.
  stampOn: ['setId', 'clientId', 'pose', 'mime', 'width', 'height', 'bytes', 'sha256', 'thumbSha256', 'storedAt', 'deletedAt'],
});
