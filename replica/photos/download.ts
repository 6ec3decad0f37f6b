import { apiHeaders, type FetchLike } from '../http';
import type { RepwiseDb } from '../db/schema';
import { storeDownloadedFile } from './store';
import type { PhotoFileKind } from './types';

export const photoFilePath = (photoId: string, kind: PhotoFileKind) => `/api/photos/${encodeURIComponent(photoId)}/${kind === 'full' ? 'file' : 'thumbnail'}`;

/**
 * Fetches one photo file with the bearer token (never an <img src> to the API: the files are private) and
 * keeps it on the device. here: stored; offline: no answer came; failed: the server would not give it.
 */
export async function downloadPhotoFile(
  o: { db: RepwiseDb; fetch: FetchLike; baseUrl: string; token: string; now?: () => number },
  photoId: string,
  kind: PhotoFileKind,
  viewed: boolean,
): Promise<'here' | 'offline' | 'failed'> {
  let res: Response;
  try {
    res = await o.fetch(`${o.baseUrl}${photoFilePath(photoId, kind)}`, { headers: apiHeaders(o.token, { Accept: 'image/webp, image/jpeg' }) });
  } catch {
    return 'offline';
  }
  if (!res.ok) return 'failed';
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    return 'offline';
  }
  await storeDownloadedFile(o.db, photoId, kind, blob, viewed, new Date(o.now?.() ?? Date.now()));
  return 'here';
}
