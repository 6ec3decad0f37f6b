import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filesToEvict, recentSetIds, type DeviceFile, type EvictionInput } from '../../domain/photos/eviction';

const MB = 1024 * 1024;
const day = (n: number) => `2026-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
const at = (n: number) => `2026-11-${String(1 + n).padStart(2, '0')}T10:00:00.000Z`;

/** One client's sets on days 0..n-1 (set s<i> on day i), a front photo in each with both files. */
function world(n: number, opts: { viewed?: Record<number, number>; notUploaded?: number[]; full?: number; thumb?: number } = {}): EvictionInput {
  const sets = Array.from({ length: n }, (_, i) => ({ id: `s${i}`, clientId: 'c', takenOn: day(i) }));
  const files: DeviceFile[] = [];
  const photoSet = new Map<string, string>();
  for (let i = 0; i < n; i++) {
    photoSet.set(`p${i}`, `s${i}`);
    const viewed = opts.viewed?.[i];
    files.push({ photoId: `p${i}`, kind: 'full', bytes: opts.full ?? 10 * MB, viewedAt: viewed === undefined ? null : at(viewed), uploaded: !opts.notUploaded?.includes(i) });
    files.push({ photoId: `p${i}`, kind: 'thumb', bytes: opts.thumb ?? 20_000, viewedAt: null, uploaded: !opts.notUploaded?.includes(i) });
  }
  return { files, photoSet, sets };
}
const ids = (fs: DeviceFile[]) => fs.map((f) => f.photoId);

describe('which photo files a device drops (issue 30 item 5)', () => {
  it('nothing while within budget', () => {
    expect(filesToEvict(world(4))).toEqual([]);
  });

  it('full files of older sets first, least recently viewed first (never viewed before viewed), only as many as needed', () => {
    // 8 sets of 10 MB and their thumbnails: 3 files over a 55 MB budget. s5..s7 are the newest three.
    const w = world(8, { viewed: { 0: 5, 1: 1, 2: 3, 4: 9 } });
    expect(ids(filesToEvict({ ...w, budgetBytes: 55 * MB }))).toEqual(['p3', 'p1', 'p2']);
  });

  it('the newest three sets go last, least recently viewed first, when the rest is not enough', () => {
    const w = world(6, { full: 20 * MB, viewed: { 3: 2, 4: 8, 5: 1 } });
    // 120 MB: the three old ones (60 MB) are not enough; then s5 (viewed earliest of the newest three).
    expect(ids(filesToEvict(w))).toEqual(['p0', 'p1', 'p2', 'p5']);
  });

  it('never a thumbnail, never a file not yet uploaded, even over budget', () => {
    const w = world(8, { notUploaded: [0, 1, 2, 3, 4, 5, 6], full: 10 * MB });
    expect(ids(filesToEvict(w))).toEqual(['p7']);
    const thumbs = world(3, { thumb: 30 * MB });
    expect(filesToEvict({ ...thumbs, files: thumbs.files.filter((f) => f.kind === 'thumb') })).toEqual([]);
  });

  it('the newest three sets are each client’s', () => {
    const sets = [
      ...['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'].map((d, i) => ({ id: `a${i}`, clientId: 'a', takenOn: d })),
      { id: 'b0', clientId: 'b', takenOn: '2025-01-01' },
    ];
    expect([...recentSetIds(sets)].sort()).toEqual(['a1', 'a2', 'a3', 'b0']);
  });

  it('property: within budget after, or nothing evictable is left; each drop was needed; the order is kept', () => {
    const file = fc.record({
      set: fc.integer({ min: 0, max: 7 }),
      kind: fc.constantFrom<'full' | 'thumb'>('full', 'thumb'),
      bytes: fc.integer({ min: 0, max: 12 * MB }),
      viewed: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
      uploaded: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(file, { maxLength: 40 }), fc.integer({ min: 0, max: 120 * MB }), fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 8, maxLength: 8 }), (raw, budget, dates) => {
        const sets = dates.map((d, i) => ({ id: `s${i}`, clientId: i % 2 ? 'odd' : 'even', takenOn: day(d) }));
        const photoSet = new Map<string, string>();
        const files: DeviceFile[] = raw.map((r, i) => {
          photoSet.set(`p${i}`, `s${r.set}`);
          return { photoId: `p${i}`, kind: r.kind, bytes: r.bytes, viewedAt: r.viewed === null ? null : at(r.viewed), uploaded: r.uploaded };
        });
        const out = filesToEvict({ files, photoSet, sets, budgetBytes: budget });
        const total = files.reduce((n, f) => n + f.bytes, 0);
        const left = total - out.reduce((n, f) => n + f.bytes, 0);
        const evictable = files.filter((f) => f.kind === 'full' && f.uploaded);
        // Only uploaded full files, each once.
        expect(out.every((f) => f.kind === 'full' && f.uploaded)).toBe(true);
        expect(new Set(out).size).toBe(out.length);
        // Within budget, or every evictable file is gone.
        expect(left <= budget || out.length === evictable.length).toBe(true);
        // No more than needed: before the last drop the device was still over budget.
        if (out.length) expect(left + out[out.length - 1]!.bytes).toBeGreaterThan(budget);
        else expect(total <= budget || evictable.length === 0).toBe(true);
        // Older sets before the newest three; within each group, least recently viewed first.
        const recent = recentSetIds(sets);
        const isRecent = (f: DeviceFile) => recent.has(photoSet.get(f.photoId)!);
        const firstRecent = out.findIndex(isRecent);
        if (firstRecent >= 0) {
          expect(out.slice(firstRecent).every(isRecent)).toBe(true);
          expect(evictable.filter((f) => !isRecent(f)).every((f) => out.includes(f))).toBe(true);
        }
        const key = (f: DeviceFile) => f.viewedAt ?? '';
        for (const group of [out.filter((f) => !isRecent(f)), out.filter(isRecent)]) {
          for (let i = 1; i < group.length; i++) expect(key(group[i - 1]!) <= key(group[i]!)).toBe(true);
          // Nothing kept in the group was viewed before something dropped from it.
          const last = group[group.length - 1];
          if (last) {
            const kept = evictable.filter((f) => !out.includes(f) && isRecent(f) === isRecent(last));
            expect(kept.every((f) => key(f) >= key(last))).toBe(true);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
