import { sha256Hex } from './sha256';

/** The longest side of a stored photo, and of its thumbnail (issue 30: "longest side at most 2,048 px"). */
export const FULL_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 320;
/** About this many bytes at most for the full file (issue 30: "about 300 KB or less"). */
export const FULL_TARGET_BYTES = 300 * 1024;

/**
 * Qualities tried in turn until the full file is under the target; the last one is kept whatever its size.
 * Few and far apart: a 2,048 px WebP takes Chromium a few hundred ms to write (JPEG a tenth of that), and
 * 0.8 already brings a 12 MP photo to about 170 KB, so a second try is for unusually detailed pictures.
 */
const QUALITIES = [0.8, 0.62, 0.45];
const THUMB_QUALITY = 0.7;

export type PreparedMime = 'image/webp' | 'image/jpeg';

export interface PreparedPhoto {
  full: Blob;
  thumb: Blob;
  /** The full file's pixel size, orientation applied. */
  width: number;
  height: number;
  mime: PreparedMime;
  /** Lowercase hex SHA-256 of `full` and of `thumb`: what the upload must match on the server. */
  sha256: string;
  thumbSha256: string;
}

/** The picture could not be read as an image (not one, or a format this browser does not decode). */
export class NotAnImageError extends Error {}

/** A size whose longest side is at most `max`, keeping the aspect; never enlarged. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Canvas2d = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas2d {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function encode(canvas: Canvas2d, type: PreparedMime, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas encoding failed'))), type, quality));
}

function draw(source: CanvasImageSource, width: number, height: number): Canvas2d {
  const canvas = canvasOf(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!ctx) throw new Error('no 2d canvas');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return canvas;
}

let webpEncodes: Promise<boolean> | null = null;
/** Whether this browser's canvas writes WebP (Safari's gives PNG for a type it cannot write). */
function canEncodeWebp(): Promise<boolean> {
  webpEncodes ??= Promise.resolve()
    .then(() => {
      const probe = canvasOf(2, 2);
      // A canvas with no context cannot be encoded at all.
      (probe.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null)?.fillRect(0, 0, 1, 1);
      return encode(probe, 'image/webp', 0.8);
    })
    .then(
      (b) => b.type === 'image/webp',
      () => false,
    );
  return webpEncodes;
}

/**
 * The photo as the device keeps and uploads it (issue 30 item 2): decoded with its EXIF orientation
 * applied, drawn at most 2,048 px on its longest side and encoded again, WebP where the browser writes
 * it, else JPEG, at the highest of a few qualities that comes under about 300 KB; a 320 px thumbnail
 * drawn from that. Re-encoding from pixels is what removes the location and every other EXIF field:
 * a canvas writes none. Runs in a window or a worker (OffscreenCanvas where there is one).
 */
export async function preparePhoto(file: Blob, opts: { mime?: PreparedMime } = {}): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new NotAnImageError('not an image this device can read');
  }
  try {
    // `opts.mime` for the bench's comparison; the app takes WebP where it can.
    const mime: PreparedMime = opts.mime === 'image/jpeg' || !(await canEncodeWebp()) ? 'image/jpeg' : 'image/webp';
    const size = fitWithin(bitmap.width, bitmap.height, FULL_MAX_SIDE);
    const canvas = draw(bitmap, size.width, size.height);
    bitmap.close();
    const thumbSize = fitWithin(size.width, size.height, THUMB_MAX_SIDE);
    const thumbCanvas = draw(canvas, thumbSize.width, thumbSize.height);
    const thumbDone = encode(thumbCanvas, mime, THUMB_QUALITY);
    let full: Blob | null = null;
    for (const q of QUALITIES) {
      full = await encode(canvas, mime, q);
      if (full.size <= FULL_TARGET_BYTES) break;
    }
    const thumb = await thumbDone;
    const [sha256, thumbSha256] = await Promise.all([sha256Hex(full!), sha256Hex(thumb)]);
    return { full: full!, thumb, width: size.width, height: size.height, mime, sha256, thumbSha256 };
  } finally {
    bitmap.close();
  }
}
