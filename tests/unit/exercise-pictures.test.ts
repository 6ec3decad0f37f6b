import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../domain/exercises/instructions/en';
import { GLOBAL_EXERCISES } from '../../domain/exercises/library';
import { PICTURE_SOURCES } from '../../domain/exercises/pictures-map';
import { exercisePictures, guideIdOf } from '../../domain/exercises/pictures';

const root = join(import.meta.dirname, '../..');
/** The Free Exercise DB's ids (the repository's copy of its exercise list, tests/fixtures/exercises/README.md). */
const sourceIds = new Set((JSON.parse(readFileSync(join(root, 'tests/fixtures/exercises/free-exercise-db.json'), 'utf8')) as { id: string }[]).map((e) => e.id));
const libraryIds = new Set(GLOBAL_EXERCISES.map((e) => e.id));
const mapped = Object.entries(PICTURE_SOURCES);

describe('the exercise pictures map', () => {
  it('pairs library exercises with Free Exercise DB exercises, each source used once', () => {
    expect(mapped.length).toBeGreaterThan(100);
    for (const [libraryId, sourceId] of mapped) {
      expect(libraryIds.has(libraryId), libraryId).toBe(true);
      expect(sourceIds.has(sourceId), `${libraryId} → ${sourceId}`).toBe(true);
    }
    expect(new Set(mapped.map(([, s]) => s)).size).toBe(mapped.length);
  });

  it('has every mapped exercise’s photos in public/exercises, and nothing else there', () => {
    for (const [libraryId] of mapped) {
      const p = exercisePictures(libraryId)!;
      for (const url of [p.start, p.end, p.thumb]) {
        const file = join(root, 'public', url);
        expect(existsSync(file), url).toBe(true);
        // A WebP file: RIFF....WEBP.
        const head = readFileSync(file).subarray(0, 12).toString('latin1');
        expect(head.startsWith('RIFF') && head.endsWith('WEBP'), url).toBe(true);
      }
    }
    const folders = readdirSync(join(root, 'public/exercises'), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.map((d) => d.name).sort()).toEqual(mapped.map(([id]) => id).sort());
  });

  it('gives every mapped exercise, and only those, English steps', () => {
    expect(Object.keys(en).sort()).toEqual(mapped.map(([id]) => id).sort());
    for (const [id, steps] of Object.entries(en)) {
      expect(steps.length, id).toBeGreaterThan(0);
      for (const s of steps) expect(s.length > 0 && s === s.trim(), id).toBe(true);
    }
  });

  it('shows a customized copy with its library exercise’s guide, an own exercise with none', () => {
    expect(guideIdOf({ id: 'barbell-back-squat' })).toBe('barbell-back-squat');
    expect(guideIdOf({ id: '0190a1b2-0000-7000-8000-000000000001', customizedFromId: 'barbell-back-squat' })).toBe('barbell-back-squat');
    expect(guideIdOf({ id: '0190a1b2-0000-7000-8000-000000000002', customizedFromId: null })).toBeNull();
    // A library exercise left unmatched (no faithful photo) has no guide rather than a wrong one.
    expect(guideIdOf({ id: 'air-bike' })).toBeNull();
    expect(exercisePictures('air-bike')).toBeNull();
  });
});
