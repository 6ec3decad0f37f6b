/**
 * Progress photos' files as this device keeps them (issue 30 items 2 and 5): local stores, never synced. The
 * photo's row (domain/photos/entity.ts) syncs as any other; its two files go up and down through
 * /api/photos/{id}/file and /thumbnail (replica/photos/transfers.ts).
 */
export type PhotoFileKind = 'full' | 'thumb';

export const photoFileKey = (photoId: string, kind: PhotoFileKind) => `${photoId}:${kind}`;

export interface PhotoFileRow {
  /** photoFileKey(photoId, kind) */
  key: string;
  photoId: string;
  kind: PhotoFileKind;
  blob: Blob;
  mime: string;
  bytes: number;
  /** When it was last shown full size (ISO instant), null if never: the eviction's order. */
  viewedAt: string | null;
  /** The server has it; a file it does not have is never evicted. */
  uploaded: boolean;
  /** When this device stored it (ISO instant). */
  savedAt: string;
}

/** A file waiting to go up: one entry per file until the server has answered it stored. */
export interface PhotoUploadRow {
  /** photoFileKey(photoId, kind) */
  key: string;
  photoId: string;
  kind: PhotoFileKind;
  /** Failed tries so far, for the backoff. */
  attempts: number;
  /** Not before this time (ms since epoch). */
  dueAt: number;
  /** The server refused the file for good (413, 415, 422): kept, not sent again. */
  refused?: string;
}
