import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockExerciseRow } from '../../../domain/plans/rows';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { MUTATIONS } from '../../../domain/mutations/registry';
import { openUserDb, type RepwiseDb } from '../../../replica/db/schema';
import { setMeta } from '../../../replica/meta';
import { LOCAL_MUTATORS } from '../../../replica/mutators';
import { applyLocalMutation } from '../../../replica/write/entry';
import { layerOf } from '../../../replica/write/overlay';

/*
 * The one write entry (replica/write/entry.ts): a tap's args are validated
 * once and its local mutator runs once, in memory, where the screen shows it
 * at once; the transaction applies what that run did, after checking that
 * every row it read is still what the database holds.
 */

const T = '2026-01-01T00:00:00.000Z';
const C = '0190a1b2-0000-7000-8000-00000000c001';
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;

let db: RepwiseDb;
afterEach(async () => {
  vi.restoreAllMocks();
  await db?.delete();
});

/** A device that has synced before (it has its id), holding `rows` from the server, which its screen shows. */
async function device(name: string, table: 'weightLogs' | 'blockExercises', rows: Record<string, unknown>[], shown = rows) {
  db = openUserDb(`${name}-${Date.now()}-${Math.random()}`);
  await setMeta(db, 'deviceId', id(99));
  await db.rows(table).bulkPut(rows as (Record<string, unknown> & { id: string })[]);
  layerOf(db).remember(table, shown as { id: string }[]);
}

describe('a tap through the one write entry', () => {
  it('validates its args once and runs its mutator once, also when the tap before has not committed yet', async () => {
    const row: WeightLogRow = { id: id(1), clientId: C, weightKg: 80, notes: null, loggedAt: T, createdAt: T, updatedAt: T };
    await device('once', 'weightLogs', [row]);
    const mutator = vi.spyOn(LOCAL_MUTATORS, 'weightLog.update');
    const parse = vi.spyOn(MUTATIONS['weightLog.update'].args, 'parse');

    // Two taps on one row, the second made while the first's transaction is still to run.
    await Promise.all([
      applyLocalMutation(db, 'weightLog.update', { id: row.id, weightKg: 81 }, new Date('2026-01-02T00:00:00Z')),
      applyLocalMutation(db, 'weightLog.update', { id: row.id, notes: 'after' }, new Date('2026-01-02T00:00:01Z')),
    ]);

    expect(parse).toHaveBeenCalledTimes(2);
    expect(mutator).toHaveBeenCalledTimes(2);
    // The database holds what running each mutator there would have made: both edits, each field with its write's clock.
    const [first, second] = await db.outbox.orderBy('mutationId').toArray();
    expect(await db.weightLogs.get(row.id)).toEqual({ ...row, weightKg: 81, notes: 'after', updatedAt: '2026-01-02T00:00:01.000Z', clocks: { weightKg: first!.hlc, notes: second!.hlc } });
    expect(await db.pendingRows.get(`weightLogs:${row.id}`)).toEqual({ key: `weightLogs:${row.id}`, table: 'weightLogs', id: row.id, base: row });
  });

  it('runs its mutator again in the transaction when a row it read from the screen has changed in the database since', async () => {
    const bench: BlockExerciseRow = {
      id: id(2),
      blockId: id(3),
      planId: id(4),
      clientId: C,
      exerciseId: 'barbell-bench-press',
      sets: 3,
      setTargets: [{}, {}, {}],
      order: 0,
      createdAt: T,
      updatedAt: T,
    };
    // The screen still shows the row from before a pull brought the trainer's 5 reps in set 1.
    await device('stale', 'blockExercises', [{ ...bench, setTargets: [{ reps: 5 }, {}, {}] }], [bench]);
    const mutator = vi.spyOn(LOCAL_MUTATORS, 'blockExercise.editSets');

    await applyLocalMutation(db, 'blockExercise.editSets', { id: bench.id, edit: { kind: 'target', set: 1, field: 'reps', value: 6 } });

    expect(mutator).toHaveBeenCalledTimes(2);
    const expected = [{ reps: 5 }, { reps: 6 }, {}];
    expect((await db.blockExercises.get(bench.id))?.setTargets).toEqual(expected);
    // And the screen, until it reads again, shows the row as stored, not as memory guessed it.
    expect(layerOf(db).merge<BlockExerciseRow>('blockExercises', [bench], 0, { include: () => true, compare: () => 0 })[0]?.setTargets).toEqual(expected);
  });
});
