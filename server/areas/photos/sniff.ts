import type { PhotoMime } from '../../../domain/photos/photo';

/**
 * The image type a file's first bytes say it is, or null for anything but
 * JPEG (FF D8 FF) and WebP (a RIFF container of form WEBP): what a device
 * declares is checked against what it sends, so a file stored as a photo
 * is one a browser shows as a photo and nothing else.
 */
export function sniffImage(head: Uint8Array): PhotoMime | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
