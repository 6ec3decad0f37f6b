import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockExerciseRow } from '../../../domain/plans/rows';
import { openUserDb, type RepwiseDb } from '../../../replica/db/schema';
import { installMemoryStorage } from '../../test/memoryStorage';

/** The write path's chunk arrives when the test lets it (a page's first write fetches it). */
let arrive!: () => void;
let arrived = new Promise<void>((r) => (arrive = r));
vi.mock('../../../replica/load-write-path', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../replica/load-write-path')>();
  let loaded: Awaited<ReturnType<typeof real.loadWritePath>> | null = null;
  return {
    ...real,
    writePathLoaded: () => loaded,
    loadWritePath: async () => {
      await arrived;
      return (loaded = await real.loadWritePath());
    },
  };
});

const { applyLocalMutation } = await import('../../../replica/write/entry');
const { layerOf } = await import('../../../replica/write/overlay');
const { cellEdit, setsWrite } = await import('./setEdits');

const T = '2026-01-01T00:00:00.000Z';
const C = '0190a1b2-0000-7000-8000-00000000c001';
const bench: BlockExerciseRow = {
  id: '0190a1b2-0000-7000-8000-000000000001',
  blockId: '0190a1b2-0000-7000-8000-000000000002',
  planId: '0190a1b2-0000-7000-8000-000000000003',
  clientId: C,
  exerciseId: 'barbell-bench-press',
  sets: 3,
  setTargets: [{}, {}, {}],
  order: 0,
  createdAt: T,
  updatedAt: T,
};
const FIELDS = ['reps', 'weight', 'effort'] as const;

let db: RepwiseDb;
beforeEach(async () => {
  installMemoryStorage();
  db = openUserDb(`set-edits-${Date.now()}-${Math.random()}`);
  await db.blockExercises.put(bench);
});
afterEach(async () => {
  await db.delete();
});

/** What the set table does when a typed cell is left: the write it hands the editor, from the row the table shows. */
function typed(shown: BlockExerciseRow, set: number, field: (typeof FIELDS)[number], draft: string) {
  const result = cellEdit(FIELDS, set, field, draft);
  if ('error' in result) throw new Error(result.error);
  const write = setsWrite(shown, result.edit);
  return applyLocalMutation(db, write.name, write.args);
}

describe('the plan editor typed into faster than its writes show (issue 32 item 4)', () => {
  it('keeps every cell typed while the table still showed the row from before the ones typed just earlier', async () => {
    const layer = layerOf(db);
    layer.remember('blockExercises', [bench]);
    // Set 1 reps 8, Tab, weight 60, Tab, effort 7, then set 2 reps 6: each left before the one before it showed
    // (the page's first write waits for the write path's chunk), so each is made from the row without the others.
    const writes = [typed(bench, 0, 'reps', '8'), typed(bench, 0, 'weight', '60'), typed(bench, 0, 'effort', '7'), typed(bench, 1, 'reps', '6')];
    arrive();
    await Promise.all(writes);

    const expected = [{ reps: 8, weight: 60, effort: 7 }, { reps: 6 }, {}];
    expect((await db.blockExercises.get(bench.id))?.setTargets).toEqual(expected);
    // What the screen showed over the row it had read: every cell too.
    expect(layer.merge<BlockExerciseRow>('blockExercises', [bench], 0, { include: () => true, compare: () => 0 })[0]?.setTargets).toEqual(expected);
    // And the server gets each cell as typed, in order, not a list that leaves out the others.
    expect((await db.outbox.orderBy('mutationId').toArray()).map((m) => m.args)).toEqual([
      { id: bench.id, edit: { kind: 'target', set: 0, field: 'reps', value: 8 } },
      { id: bench.id, edit: { kind: 'target', set: 0, field: 'weight', value: 60 } },
      { id: bench.id, edit: { kind: 'target', set: 0, field: 'effort', value: 7 } },
      { id: bench.id, edit: { kind: 'target', set: 1, field: 'reps', value: 6 } },
    ]);
  });

  it('an invalid value is not written and says why', () => {
    expect(cellEdit(FIELDS, 0, 'effort', '11')).toEqual({ error: expect.stringMatching(/1/) });
    expect(cellEdit(FIELDS, 0, 'reps', '8x')).toEqual({ error: '' });
    expect(cellEdit(['duration'], 0, 'weight', '20')).toEqual({ error: expect.any(String) });
    expect(cellEdit(FIELDS, 2, 'weight', '62,5')).toEqual({ edit: { kind: 'target', set: 2, field: 'weight', value: 62.5 } });
    expect(cellEdit(FIELDS, 2, 'weight', '')).toEqual({ edit: { kind: 'target', set: 2, field: 'weight', value: null } });
  });
});
