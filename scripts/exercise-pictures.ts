import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { PICTURE_SOURCES } from '../domain/exercises/pictures-map';

/**
 * Makes the library exercises' photos, once (a developer's tool, not part of the build):
 *
 *   npx tsx scripts/exercise-pictures.ts <free-exercise-db folder>
 *
 * Source: the Free Exercise DB (github.com/yuhonas/free-exercise-db at commit acd61f7), released into the
 * public domain under the Unlicense; its folder holds images/<id>/0.jpg (start position) and 1.jpg (end
 * position). For each pair in domain/exercises/pictures-map.ts this writes
 * public/exercises/<library id>/0.webp and 1.webp: at most 480 x 320 px (the 3:2 frame the app shows them
 * in, so a portrait photo keeps its whole body), WebP at quality 60, which keeps the photos' detail on a
 * phone at about a sixth of the JPEG's bytes; and thumb.webp, the start photo at most 144 x 96 px (the
 * lists' 72 x 48 thumbnail at twice the pixels), so a list's screenful costs a few KB a row, not a photo's.
 * The generated files are committed; the app never reads the source. Exercises dropped from the map lose
 * their folder.
 */
const SIZES = [
  { file: '0.webp', photo: 0, width: 480, height: 320, quality: 60 },
  { file: '1.webp', photo: 1, width: 480, height: 320, quality: 60 },
  { file: 'thumb.webp', photo: 0, width: 144, height: 96, quality: 55 },
] as const;

const source = process.argv[2];
if (!source) {
  console.error('usage: npx tsx scripts/exercise-pictures.ts <free-exercise-db folder>');
  process.exit(1);
}
const out = resolve(import.meta.dirname, '../public/exercises');
mkdirSync(out, { recursive: true });

let bytes = 0;
for (const [libraryId, sourceId] of Object.entries(PICTURE_SOURCES)) {
  const dir = join(out, libraryId);
  mkdirSync(dir, { recursive: true });
  for (const size of SIZES) {
    const jpeg = readFileSync(join(source, 'images', sourceId, `${size.photo}.jpg`));
    const webp = await sharp(jpeg)
      .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: size.quality, effort: 6 })
      .toBuffer();
    writeFileSync(join(dir, size.file), webp);
    bytes += webp.length;
  }
}
for (const name of readdirSync(out)) {
  if (statSync(join(out, name)).isDirectory() && !(name in PICTURE_SOURCES)) rmSync(join(out, name), { recursive: true });
}
console.log(`${Object.keys(PICTURE_SOURCES).length} exercises, ${Math.round(bytes / 1024)} KB of WebP in ${out}`);
