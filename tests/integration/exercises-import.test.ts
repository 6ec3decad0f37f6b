import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../domain/exercises/categories';
import { importExercises, splitDuplicates, type ImportedExercise } from '../../domain/exercises/import';
import { IMPORT_BATCH_MAX } from '../../domain/exercises/mutations';
import { exercises } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { syncDevice } from './plans-fixtures';
import { makeTrainer } from './sync-fixtures';

const FILE = fileURLToPath(new URL('../fixtures/exercises/free-exercise-db.json', import.meta.url));
const CHUNK = 100;

/** importMany mutations as the app sends them: a chunk of mapped exercises each. */
function importMutations(list: ImportedExercise[]) {
  const out = [];
  for (let i = 0; i < list.length; i += CHUNK) {
    out.push({
      name: 'exercise.importMany',
      args: {
        exercises: list.slice(i, i + CHUNK).map((e) => ({
          id: uuidv7(),
          importKey: e.dedupeKey,
          title: e.title,
          description: e.description,
          videoUrl: e.videoUrl,
          categoryId: e.categoryId,
          trackingFields: e.trackingFields,
          equipment: e.equipment,
          muscles: e.primaryMuscles,
        })),
      },
    });
  }
  return out;
}

describe.each(DB_KINDS)('importing the public-domain exercise file through exercise.importMany on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const count = async (spaceId: string) =>
    Number((await db().select({ n: sql<number>`count(*)::int` }).from(exercises).where(and(eq(exercises.spaceId, spaceId), isNull(exercises.deletedAt))))[0]!.n);

  it('stores all 873 exercises with mapped categories; a re-import is recognised as duplicates and stores nothing', async () => {
    const mapped = importExercises(readFileSync(FILE, 'utf8'), 'exercises-public-domain.json');
    expect(mapped.exercises).toHaveLength(873);
    expect(IMPORT_BATCH_MAX).toBeGreaterThanOrEqual(CHUNK);

    const t = await makeTrainer(db());
    const device = syncDevice(env.server, t.token);
    const results = await device.push(...importMutations(mapped.exercises));
    expect(results).toHaveLength(9);
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(await count(t.id)).toBe(873);

    const rows = await db().select().from(exercises).where(eq(exercises.spaceId, t.id));
    expect(new Set(rows.map((r) => r.importKey)).size).toBe(873);
    expect(rows.every((r) => (CATEGORY_IDS as readonly string[]).includes(r.categoryId) && r.source === 'own')).toBe(true);
    const squat = rows.find((r) => r.title === 'Barbell Squat');
    expect(squat).toMatchObject({ categoryId: 'lower-body', equipment: ['barbell'] });
    expect(new Set(rows.map((r) => r.categoryId)).size).toBeGreaterThanOrEqual(6);

    // The device holds the imported rows with their keys, so the app sees the same file as duplicates ...
    await device.pull();
    const keys = device.table('exercises').map((e) => e.importKey as string);
    expect(keys).toHaveLength(873);
    const again = splitDuplicates(mapped.exercises, keys);
    expect(again.fresh).toHaveLength(0);
    expect(again.duplicates).toHaveLength(873);

    // ... and the server skips them even when sent anyway (another device, new ids).
    const other = syncDevice(env.server, t.token);
    expect((await other.push(...importMutations(mapped.exercises))).every((r) => r.status === 'ok')).toBe(true);
    expect(await count(t.id)).toBe(873);

    // Another trainer imports the same file into their own library.
    const t2 = await makeTrainer(db());
    await syncDevice(env.server, t2.token).push(...importMutations(mapped.exercises.slice(0, 50)));
    expect(await count(t2.id)).toBe(50);
  });

  it('a bad row in a batch fails that mutation alone, with its field named', async () => {
    const t = await makeTrainer(db());
    const device = syncDevice(env.server, t.token);
    const good = importMutations(importExercises(readFileSync(FILE, 'utf8')).exercises.slice(0, 3));
    const bad = { name: 'exercise.importMany', args: { exercises: [{ id: uuidv7(), importKey: 'x', title: '', categoryId: 'cardio' }] } };
    const results = await device.push(good[0]!, bad);
    expect(results.map((r) => r.status)).toEqual(['ok', 'error']);
    expect(results[1]!.error?.details).toMatchObject({ errors: { 'exercises.0.title': [expect.any(String)] } });
    expect(await count(t.id)).toBe(3);
  });
});
