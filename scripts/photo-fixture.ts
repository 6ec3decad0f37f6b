import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Makes tests/fixtures/photos/gps.jpg: what a phone camera gives, small. A 1200 x 900 JPEG whose EXIF
 * holds a location (GPS latitude and longitude), a camera make and model, a date, and Orientation 6
 * (the pixels are stored turned: the picture shows 900 wide and 1200 tall). Its top left 150 px of
 * stored pixels are pure red, so a test can see where orientation put them (the shown picture's top right).
 * Run once: npx tsx scripts/photo-fixture.ts
 */
export async function photoWithLocation(width = 1200, height = 900): Promise<Buffer> {
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const red = x < 150 && y < 150;
      // A gradient with some texture, as a photo has, so the encoder's sizes are a photo's and not a flat colour's.
      const t = (((x >> 2) * 7) ^ ((y >> 2) * 13)) & 15;
      px[i] = red ? 255 : (x * 200) / width + t;
      px[i + 1] = red ? 0 : (y * 200) / height + t;
      px[i + 2] = red ? 0 : 120 + t;
    }
  }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Repwise Test', Model: 'Fixture Camera', DateTime: '2026:11:03 07:42:10' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '17/1 6/1 4200/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('../tests/fixtures/photos/gps.jpg', import.meta.url));
  writeFileSync(out, await photoWithLocation());
  console.log(`wrote ${out}`);
}
