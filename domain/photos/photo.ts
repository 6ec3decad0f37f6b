/**
 * Progress photos' fixed values (docs/rules/photos.md): the poses a photo is
 * taken in, the file types a device uploads, and the limits the server
 * holds every upload and row to.
 */
export const PHOTO_POSES = ['front', 'side', 'back', 'other'] as const;
export type PhotoPose = (typeof PHOTO_POSES)[number];

/** WebP where the browser encodes it, JPEG elsewhere (Safari before 16 encodes no WebP). */
export const PHOTO_MIMES = ['image/webp', 'image/jpeg'] as const;
export type PhotoMime = (typeof PHOTO_MIMES)[number];

/** An upload over this is refused (413) while it is read: a device that cannot downscale sends the camera's file, and 12 MP JPEGs are 3 to 8 MB. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The API paths a photo's files are uploaded to (PUT /api/photos/{id}/file and /thumbnail): the only bodies allowed past 5 MB. */
export const PHOTO_UPLOAD_PATH = /^\/api\/photos\/[^/]+\/(?:file|thumbnail)$/;

/** The longest side a device may declare: a camera's full resolution, past any downscale. */
export const PHOTO_MAX_SIDE = 20_000;

/** Photos in one set: the four poses with room for a few more of "other". */
export const PHOTOS_PER_SET_MAX = 12;

/** The two files of a photo: the full-size image and its thumbnail. */
export const PHOTO_FILE_KINDS = ['full', 'thumb'] as const;
export type PhotoFileKind = (typeof PHOTO_FILE_KINDS)[number];

/** The file extension a mime is exported with. */
export const PHOTO_EXTENSIONS: Record<PhotoMime, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

export const isSha256Hex = (s: string) => /^[0-9a-f]{64}$/.test(s);
