/**
 * Makes the demo's progress photos (server/bootstrap/demo/photos/): drawn
 * figures, not people, of Adam cutting over five months, front and side,
 * each a full JPEG and its thumbnail as the app makes them. Run once with
 * `npx tsx scripts/demo-photos.ts`; the files are committed (sharp is a dev
 * dependency: the server only reads them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '../server/bootstrap/demo/photos');
const W = 600;
const H = 800;

/** Belly and waist in px for each set, first to last: the figure slims. */
const SETS = [
  { belly: 46, waist: 118 },
  { belly: 34, waist: 108 },
  { belly: 22, waist: 98 },
];

function frame(body: string, tone: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dde3"/><stop offset="1" stop-color="#b9bec6"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect y="${H - 120}" width="${W}" height="120" fill="#8f877d"/>
  <rect x="40" y="60" width="6" height="${H - 180}" fill="#a3a9b1"/>
  <g fill="${tone}" stroke="#6b5446" stroke-width="2">${body}</g>
</svg>`;
}

function front({ waist }: { waist: number }): string {
  const cx = W / 2;
  const sh = 150;
  return frame(
    `<circle cx="${cx}" cy="130" r="46"/>
    <rect x="${cx - 18}" y="170" width="36" height="30"/>
    <path d="M${cx - sh} 215 Q${cx} 190 ${cx + sh} 215 L${cx + waist / 2 + 18} 420 Q${cx} 440 ${cx - waist / 2 - 18} 420 Z"/>
    <path d="M${cx - sh} 220 L${cx - sh - 30} 420 L${cx - sh - 8} 430 L${cx - sh + 22} 260 Z"/>
    <path d="M${cx + sh} 220 L${cx + sh + 30} 420 L${cx + sh + 8} 430 L${cx + sh - 22} 260 Z"/>
    <path d="M${cx - waist / 2 - 18} 420 L${cx - 70} 660 L${cx - 20} 660 L${cx} 470 L${cx + 20} 660 L${cx + 70} 660 L${cx + waist / 2 + 18} 420 Z"/>
    <path d="M${cx - waist / 2 - 20} 415 L${cx + waist / 2 + 20} 415 L${cx + waist / 2 + 24} 500 L${cx - waist / 2 - 24} 500 Z" fill="#2f3a4a"/>`,
    '#d9b8a0',
  );
}

function side({ belly }: { belly: number }): string {
  const cx = W / 2;
  return frame(
    `<circle cx="${cx + 10}" cy="130" r="44"/>
    <rect x="${cx - 12}" y="168" width="30" height="32"/>
    <path d="M${cx - 40} 210 Q${cx + 30} 195 ${cx + 50} 230 Q${cx + 50 + belly} 330 ${cx + 40} 420 L${cx - 45} 420 Q${cx - 60} 320 ${cx - 40} 210 Z"/>
    <path d="M${cx - 10} 225 L${cx + 5} 410 L${cx + 25} 410 L${cx + 18} 240 Z"/>
    <path d="M${cx - 45} 420 L${cx - 30} 660 L${cx + 20} 660 L${cx + 40} 420 Z"/>
    <path d="M${cx - 47} 415 L${cx + 42} 415 L${cx + 44} 500 L${cx - 44} 500 Z" fill="#2f3a4a"/>`,
    '#d9b8a0',
  );
}

mkdirSync(OUT, { recursive: true });
for (const [i, set] of SETS.entries()) {
  for (const [pose, svg] of [['front', front(set)], ['side', side(set)]] as const) {
    const full = await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
    const thumb = await sharp(full).resize({ width: 240 }).jpeg({ quality: 70, mozjpeg: true }).toBuffer();
    writeFileSync(join(OUT, `set${i + 1}-${pose}.jpg`), full);
    writeFileSync(join(OUT, `set${i + 1}-${pose}-thumb.jpg`), thumb);
    console.log(`set${i + 1}-${pose}: ${full.length} + ${thumb.length} bytes`);
  }
}
