import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { storePhotoFile } from '../../areas/photos/files';
import { photos as photoRows } from '../../db/schema';
import { demoId, pushAs, type DemoPart } from './seed';

const DAY_MS = 86_400_000;

/**
 * Adam's progress photos: three sets, front and side, on days he was also
 * measured (demo/measurements.ts measures every two weeks from 3 days ago),
 * so the compare view has his weight and tape beside them. The pictures are
 * drawn figures slimming from set to set (scripts/demo-photos.ts made them).
 */
const SETS = [
  { daysBack: 101, note: 'Start of the cut' },
  { daysBack: 45, note: null },
  { daysBack: 3, note: 'Belt one hole tighter' },
];
const POSES = ['front', 'side'] as const;

const file = (name: string) => new Uint8Array(readFileSync(new URL(`./photos/${name}.jpg`, import.meta.url)));
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

export const photosPart: DemoPart = {
  name: 'photos',
  async seed(s) {
    const adam = s.clientUsers.get('adam');
    if (!adam) return;
    const today = Date.UTC(s.now.getUTCFullYear(), s.now.getUTCMonth(), s.now.getUTCDate());
    const photos = SETS.flatMap((set, i) =>
      POSES.map((pose) => ({ id: demoId(`photo:adam:${i}:${pose}`), setId: demoId(`photo-set:adam:${i}`), pose, full: file(`set${i + 1}-${pose}`), thumb: file(`set${i + 1}-${pose}-thumb`) })),
    );
    await pushAs(s, adam, 'client:adam:photos', [
      ...SETS.map((set, i) => ({
        name: 'photoSet.add',
        args: { id: demoId(`photo-set:adam:${i}`), takenOn: new Date(today - set.daysBack * DAY_MS).toISOString().slice(0, 10), note: set.note },
      })),
      ...photos.map((p) => ({
        name: 'photo.add',
        args: { id: p.id, setId: p.setId, pose: p.pose, mime: 'image/jpeg', width: 600, height: 800, bytes: p.full.length, sha256: sha(p.full), thumbSha256: sha(p.thumb) },
      })),
    ]);
    // As the phone's upload queue would, for the files not stored yet (a later start asks once, and writes nothing).
    const stored = await s.ctx.db
      .select({ id: photoRows.id, full: photoRows.fullStoredAt, thumb: photoRows.thumbStoredAt, deletedAt: photoRows.deletedAt })
      .from(photoRows)
      .where(
        inArray(
          photoRows.id,
          photos.map((p) => p.id),
        ),
      );
    const row = new Map(stored.map((r) => [r.id, r]));
    for (const p of photos) {
      const r = row.get(p.id);
      // Deleted while someone tried the demo: it stays deleted.
      if (!r || r.deletedAt) continue;
      for (const [kind, bytes, done] of [
        ['full', p.full, r.full],
        ['thumb', p.thumb, r.thumb],
      ] as const) {
        if (!done) await storePhotoFile(s.ctx, adam, p.id, kind, { contentType: 'image/jpeg', contentLength: String(bytes.length), body: new Blob([bytes]).stream() });
      }
    }
  },
};
