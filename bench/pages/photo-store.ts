import { preparePhoto } from '../../src/features/photos/image/prepare';
import { openUserDb } from '../../replica/db/schema';
import { storeNewPhotoFiles } from '../../replica/photos/store';
import { photoFileKey } from '../../replica/photos/types';

/**
 * The page side of bench/photo-store.bench.ts: storing a picked photo as the app does (usePhotoActions'
 * addPhotoSet without the mutations: prepare, then the files and their upload queue in the device's
 * database), and two floors beside it: decoding the picture only, and writing the picked file to the
 * database as it is, with no processing.
 */
const db = openUserDb('photo-bench');
let n = 0;

async function picked(name: string): Promise<Blob> {
  return (await fetch(`/in/${name}`)).blob();
}

async function store(name: string, mime?: 'image/jpeg') {
  const file = await picked(name);
  const t0 = performance.now();
  const p = await preparePhoto(file, { mime });
  const prepared = performance.now();
  await storeNewPhotoFiles(db, [{ photoId: `p${++n}`, mime: p.mime, full: p.full, thumb: p.thumb }]);
  const t1 = performance.now();
  return { ms: t1 - t0, prepareMs: prepared - t0, writeMs: t1 - prepared, bytes: p.full.size, thumbBytes: p.thumb.size, width: p.width, height: p.height, mime: p.mime };
}

async function decodeOnly(name: string) {
  const file = await picked(name);
  const t0 = performance.now();
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  bitmap.close();
  return performance.now() - t0;
}

async function writeRaw(name: string) {
  const file = await picked(name);
  const t0 = performance.now();
  const photoId = `raw${++n}`;
  const at = new Date().toISOString();
  await db.photoFiles.put({ key: photoFileKey(photoId, 'full'), photoId, kind: 'full', blob: file, mime: file.type, bytes: file.size, viewedAt: at, uploaded: false, savedAt: at });
  return performance.now() - t0;
}

(window as unknown as { photoBench: unknown }).photoBench = { store, storeJpeg: (name: string) => store(name, 'image/jpeg'), decodeOnly, writeRaw };
