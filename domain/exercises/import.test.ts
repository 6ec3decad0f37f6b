import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, type CategoryId } from './categories';
import { EQUIPMENT_IDS } from './equipment';
import {
  importExercises,
  importInChunks,
  mapImportRows,
  readCsvImport,
  readImportFile,
  readJsonImport,
  splitDuplicates,
  type ImportProgress,
  type ImportResult,
} from './import';
import { EXERCISE_MESSAGES } from './messages';

// The Free Exercise DB (public domain; source and licence in tests/fixtures/exercises/README.md).
const FREE_DB_PATH = fileURLToPath(new URL('../../tests/fixtures/exercises/free-exercise-db.json', import.meta.url));
const freeDbText = readFileSync(FREE_DB_PATH, 'utf8');
type FreeDbRow = { id: string; name: string; category: string; equipment: string | null };
const freeDb = JSON.parse(freeDbText) as FreeDbRow[];

function byTitle(result: ImportResult, title: string) {
  const e = result.exercises.find((x) => x.title === title);
  if (!e) throw new Error(`no exercise ${title}`);
  return e;
}

describe('import of the Free Exercise DB (873 exercises)', () => {
  const result = importExercises(freeDbText, 'exercises-public-domain.json');
  const sourceOf = new Map(result.exercises.map((e) => [e, freeDb[e.row - 1]!]));

  it('maps every row to one of the ten categories, none dropped', () => {
    expect(freeDb).toHaveLength(873);
    expect(result.exercises).toHaveLength(873);
    expect(result.warnings).toEqual([]);
    for (const e of result.exercises) expect(CATEGORY_IDS).toContain(e.categoryId);
    expect(result.exercises.map((e) => e.title)).toEqual(freeDb.map((r) => r.name));
  });

  it('gives plausible counts per category', () => {
    const counts = Object.fromEntries(CATEGORY_IDS.map((c) => [c, 0])) as Record<CategoryId, number>;
    for (const e of result.exercises) counts[e.categoryId]++;
    console.log('import per category', counts);
    const sourceCount = (c: string) => freeDb.filter((r) => r.category === c).length;
    expect(counts['mobility-flexibility']).toBe(sourceCount('stretching'));
    expect(counts.cardio).toBe(sourceCount('cardio'));
    expect(counts['plyometrics-speed']).toBeGreaterThanOrEqual(sourceCount('plyometrics') - 3);
    expect(counts['full-body']).toBeGreaterThanOrEqual(sourceCount('olympic weightlifting'));
    // Most of the source is strength work, split by muscles: upper body the most, then legs, then core.
    expect(counts['upper-body']).toBeGreaterThan(counts['lower-body']);
    expect(counts['lower-body']).toBeGreaterThan(counts['core-trunk']);
    expect(counts['core-trunk']).toBeGreaterThan(40);
    for (const c of CATEGORY_IDS) expect(counts[c], c).toBeGreaterThan(0);
    expect(counts.isometrics + counts['stability-balance'] + counts['rehab-prehab']).toBeLessThan(40);
  });

  it('maps source categories sensibly', () => {
    for (const e of result.exercises) {
      const src = sourceOf.get(e)!.category;
      if (src === 'stretching') expect(e.categoryId, e.title).toBe('mobility-flexibility');
      if (src === 'cardio') expect(e.categoryId, e.title).toBe('cardio');
      if (src === 'olympic weightlifting') expect(e.categoryId, e.title).toBe('full-body');
      if (src === 'plyometrics') expect(['plyometrics-speed', 'isometrics'], e.title).toContain(e.categoryId);
    }
    const cases: [string, CategoryId][] = [
      ['Barbell Squat', 'lower-body'],
      ['Barbell Bench Press - Medium Grip', 'upper-body'],
      ['3/4 Sit-Up', 'core-trunk'],
      ['Barbell Deadlift', 'full-body'],
      ['Power Clean', 'full-body'],
      ['Snatch Balance', 'full-body'],
      ["Farmer's Walk", 'full-body'],
      ['Plank', 'isometrics'],
      ['Side Bridge', 'isometrics'],
      ['Isometric Chest Squeezes', 'isometrics'],
      ['Balance Board', 'stability-balance'],
      ['External Rotation with Band', 'rehab-prehab'],
      ['Chest Stretch on Stability Ball', 'mobility-flexibility'],
      ['Box Jump (Multiple Response)', 'plyometrics-speed'],
      ['Hyperextensions (Back Extensions)', 'core-trunk'],
      ['Standing Calf Raises', 'lower-body'],
      ['Wide-Grip Lat Pulldown', 'upper-body'],
    ];
    for (const [title, category] of cases) expect(byTitle(result, title).categoryId, title).toBe(category);
  });

  it('maps equipment onto Repwise equipment', () => {
    const mapped = new Map<string, Set<string>>();
    for (const e of result.exercises) {
      for (const q of e.equipment) expect(EQUIPMENT_IDS).toContain(q);
      const src = String(sourceOf.get(e)!.equipment);
      if (!mapped.has(src)) mapped.set(src, new Set());
      for (const q of e.equipment) mapped.get(src)!.add(q);
    }
    expect([...mapped.get('body only')!]).toEqual(['bodyweight']);
    expect([...mapped.get('null')!]).toEqual(['bodyweight']);
    expect([...mapped.get('kettlebells')!]).toEqual(['kettlebell']);
    expect([...mapped.get('bands')!]).toEqual(['resistance-band']);
    expect([...mapped.get('foam roll')!]).toEqual(['foam-roller']);
    expect([...mapped.get('e-z curl bar')!]).toEqual(['ez-bar']);
    expect([...mapped.get('medicine ball')!]).toEqual(['medicine-ball']);
    expect([...mapped.get('exercise ball')!]).toEqual(['exercise-ball']);
    expect([...mapped.get('dumbbell')!]).toEqual(['dumbbell']);
    expect([...mapped.get('barbell')!]).toEqual(['barbell']);
    expect([...mapped.get('cable')!]).toEqual(['cable']);
    // 'machine' and 'other' are refined from the name where it is plain.
    expect([...mapped.get('machine')!].sort()).toEqual(expect.arrayContaining(['machine', 'smith-machine']));
    expect(mapped.get('other')!.has('other')).toBe(true);
    expect(byTitle(result, 'Smith Machine Squat').equipment).toEqual(['smith-machine']);
  });

  it('picks tracking fields by category and equipment', () => {
    expect(byTitle(result, 'Running, Treadmill').trackingFields).toEqual(['duration', 'distance']);
    expect(byTitle(result, 'Plank').trackingFields).toEqual(['duration']);
    expect(byTitle(result, 'Pullups').trackingFields).toEqual(['reps', 'effort']);
    expect(byTitle(result, 'Barbell Squat').trackingFields).toEqual(['reps', 'weight', 'effort']);
    for (const e of result.exercises) {
      if (e.categoryId === 'mobility-flexibility') expect(e.trackingFields, e.title).toEqual(['duration']);
      if (sourceOf.get(e)!.equipment === 'body only' && e.categoryId === 'upper-body') expect(e.trackingFields, e.title).toEqual(['reps', 'effort']);
    }
  });

  it('recognises a second import of the same file as duplicates', () => {
    const keys = result.exercises.map((e) => e.dedupeKey);
    expect(new Set(keys).size).toBe(873);
    expect(result.exercises[0]).toMatchObject({ sourceId: '3_4_Sit-Up', dedupeKey: '3/4 sit-up#3_4_Sit-Up' });
    const again = importExercises(freeDbText);
    const { fresh, duplicates } = splitDuplicates(again.exercises, keys);
    expect(fresh).toEqual([]);
    expect(duplicates).toHaveLength(873);
    const partly = splitDuplicates(again.exercises, keys.slice(0, 800));
    expect(partly.fresh.map((e) => e.title)).toEqual(freeDb.slice(800).map((r) => r.name));
  });
});

describe('importInChunks', () => {
  it('reports progress, yields to the event loop and gives the same result', async () => {
    const source = readJsonImport(freeDbText);
    const progress: ImportProgress[] = [];
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const result = await importInChunks(source.rows, (p) => progress.push(p), { chunkSize: 100 });
    clearInterval(timer);
    expect(progress[0]).toEqual({ done: 0, total: 873 });
    expect(progress.at(-1)).toEqual({ done: 873, total: 873 });
    expect(progress.map((p) => p.done)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 873]);
    expect(ticks).toBeGreaterThan(0);
    expect(result).toEqual(mapImportRows(source));
  });

  it('stops when aborted', async () => {
    const source = readJsonImport(freeDbText);
    const controller = new AbortController();
    const run = importInChunks(source.rows, (p) => p.done >= 200 && controller.abort(new Error('cancelled')), { chunkSize: 100, signal: controller.signal });
    await expect(run).rejects.toThrow('cancelled');
  });

  it('keeps file warnings and handles an empty list', async () => {
    const source = readJsonImport('[]');
    const result = await importInChunks(source.rows, () => {}, { fileWarnings: source.warnings });
    expect(result).toEqual({ exercises: [], warnings: [expect.objectContaining({ row: 0, key: 'importEmptyFile' })] });
  });
});

describe('JSON import problems', () => {
  it('reports an unreadable file, a non-list and rows that are not exercises', () => {
    expect(importExercises('[{"name": "Squat"', 'x.json').warnings).toEqual([
      { row: 0, key: 'importInvalidJson', message: EXERCISE_MESSAGES.importInvalidJson },
    ]);
    expect(importExercises('{"name": "Squat"}').warnings.map((w) => w.key)).toEqual(['importNotList']);
    const r = importExercises(JSON.stringify([42, { name: '  ' }, { name: 'Plank', category: 'strength', primaryMuscles: ['abdominals'] }]));
    expect(r.exercises.map((e) => [e.row, e.title, e.categoryId])).toEqual([[3, 'Plank', 'isometrics']]);
    expect(r.warnings.map((w) => [w.row, w.key])).toEqual([[1, 'importRowNotObject'], [2, 'importTitleMissing']]);
  });

  it('accepts { exercises: [...] } and unknown values with warnings', () => {
    const r = importExercises(JSON.stringify({ exercises: [{ name: 'Mystery', category: 'yoga', equipment: 'spaceship', primaryMuscles: ['spleen', 'quadriceps'] }] }));
    expect(r.exercises[0]).toMatchObject({ categoryId: 'lower-body', equipment: ['other'], primaryMuscles: ['quadriceps'] });
    expect(r.warnings.map((w) => w.message)).toEqual([
      'Unknown muscle "spleen"; it was left out.',
      'Unknown equipment "spaceship"; used Other.',
      'Unknown category "yoga"; used Lower body.',
    ]);
    expect(r.warnings[2]?.params).toEqual({ value: 'yoga', category: 'Lower body', categoryId: 'lower-body' });
  });
});

describe('CSV import', () => {
  it('reads the documented columns with quoting and | lists', () => {
    const csv = [
      'title,category,equipment,primary_muscles,secondary_muscles,description,video_url,tracking_fields',
      '"Squat, paused",lower-body,barbell,quadriceps,glutes|hamstrings,"Pause 2 s at the bottom; say ""up""",https://youtu.be/dQw4w9WgXcQ,reps|weight|effort',
      'Plank hold,,body only,abdominals,,"Line one',
      'line two",,duration',
      'Kettlebell swing,Celé telo,kettlebells,glutes,"hamstrings, lower back",,,',
    ].join('\r\n');
    const r = importExercises(csv, 'mine.csv');
    expect(r.exercises).toEqual([
      {
        row: 2,
        dedupeKey: 'squat, paused',
        sourceId: null,
        title: 'Squat, paused',
        description: 'Pause 2 s at the bottom; say "up"',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        categoryId: 'lower-body',
        equipment: ['barbell'],
        primaryMuscles: ['quadriceps'],
        secondaryMuscles: ['glutes', 'hamstrings'],
        trackingFields: ['reps', 'weight', 'effort'],
      },
      expect.objectContaining({ row: 3, title: 'Plank hold', categoryId: 'isometrics', description: 'Line one\r\nline two', trackingFields: ['duration'], equipment: ['bodyweight'] }),
      expect.objectContaining({ row: 5, title: 'Kettlebell swing', categoryId: 'full-body', equipment: ['kettlebell'], secondaryMuscles: ['hamstrings', 'lower-back'], trackingFields: ['reps', 'weight', 'effort'] }),
    ]);
    expect(r.warnings).toEqual([
      expect.objectContaining({ row: 3, key: 'importCategoryMissing', message: 'No category given; used Isometrics.' }),
    ]);
  });

  it('reads semicolon files with Slovak and Czech names and a name column', () => {
    const csv = '\uFEFFName;Category;Equipment;Primary muscles\nDrep na BOSU;Stabilita a rovnováha;BOSU;Štvorhlavý sval stehna\nPrkno;izometrie;podložka;břišní svaly\n';
    const r = importExercises(csv);
    expect(r.warnings).toEqual([]);
    expect(r.exercises.map((e) => [e.title, e.categoryId, e.equipment, e.primaryMuscles, e.trackingFields])).toEqual([
      ['Drep na BOSU', 'stability-balance', ['bosu'], ['quadriceps'], ['reps', 'effort']],
      ['Prkno', 'isometrics', ['mat'], ['abdominals'], ['duration']],
    ]);
  });

  it('warns about bad rows and never drops one silently', () => {
    const csv = [
      'id,title,category,equipment,primary_muscles,video_url,tracking_fields',
      '1,,upper-body,barbell,chest,,',
      '2,Press,upper body,barbell,chest,https://example.com/page,reps|tempo',
      '3,Row,strength,cable machine,lats|wings,,',
      '4,Press,upper body,barbell,chest,,',
      '5,Too,many,cells,here,,,surprise',
      '6,Short',
      '2,Press,upper-body,barbell,chest,,',
    ].join('\n');
    const r = importExercises(csv);
    expect(r.exercises.map((e) => [e.row, e.sourceId, e.title])).toEqual([
      [3, '2', 'Press'],
      [4, '3', 'Row'],
      [5, '4', 'Press'],
      [6, '5', 'Too'],
      [7, '6', 'Short'],
    ]);
    expect(r.warnings.map((w) => [w.row, w.key])).toEqual([
      [2, 'importTitleMissing'],
      [3, 'importTrackingUnknown'],
      [3, 'importVideoUrlInvalid'],
      [4, 'importMuscleUnknown'],
      [6, 'importCellCount'],
      [6, 'importMuscleUnknown'],
      [6, 'importEquipmentUnknown'],
      [6, 'importCategoryUnknown'],
      [7, 'importCellCount'],
      [7, 'importCategoryMissing'],
      [8, 'importDuplicateRow'],
    ]);
    expect(r.warnings.find((w) => w.key === 'importDuplicateRow')?.message).toBe('Same exercise as row 3; the row was skipped.');
    // Every data row is either imported or named in a warning.
    const accounted = new Set([...r.exercises.map((e) => e.row), ...r.warnings.map((w) => w.row)]);
    for (let line = 2; line <= 8; line++) expect(accounted.has(line), `row ${line}`).toBe(true);
    expect(r.exercises.find((e) => e.row === 3)).toMatchObject({ videoUrl: null, trackingFields: ['reps'] });
    expect(r.exercises.find((e) => e.row === 7)).toMatchObject({ categoryId: 'full-body', equipment: ['bodyweight'], trackingFields: ['reps', 'effort'] });
  });

  it('rejects files it cannot read as exercises', () => {
    expect(readCsvImport('').warnings.map((w) => w.key)).toEqual(['importEmptyFile']);
    expect(readCsvImport('category,equipment\nx,y\n').warnings.map((w) => w.key)).toEqual(['importNoTitleColumn']);
    expect(readCsvImport('title\n').warnings.map((w) => w.key)).toEqual(['importEmptyFile']);
    const unclosed = importExercises('title,description\nSquat,"never closed\nPlank,x\n');
    expect(unclosed.warnings.map((w) => [w.row, w.key])).toEqual([[0, 'importUnclosedQuote'], [2, 'importCategoryMissing']]);
    expect(unclosed.exercises.map((e) => e.title)).toEqual(['Squat']);
  });

  it('tells JSON from CSV by content or file name', () => {
    expect(readImportFile('[]').format).toBe('json');
    expect(readImportFile('title\nSquat').format).toBe('csv');
    expect(readImportFile('[bracketed] title\nSquat', 'list.csv').format).toBe('csv');
  });
});
