import { describe, expect, it } from 'vitest';
import { copyPlanTree, duplicateTitle, makeIdMap, type PlanTree } from './copy';

const now = '2025-06-01T10:00:00.000Z';
const tree: PlanTree = {
  plan: { id: 'p', title: 'Push day', description: 'Chest', type: 'training', isTemplate: true, clientId: null, createdAt: 'old', updatedAt: 'old' },
  blocks: [
    { id: 'b1', planId: 'p', clientId: null, type: 'superset', name: 'A', rounds: 3, restSeconds: 90, order: 0, createdAt: 'old', updatedAt: 'old' },
    { id: 'b2', planId: 'p', clientId: null, type: 'exercise', name: null, rounds: 1, restSeconds: null, order: 1, createdAt: 'old', updatedAt: 'old' },
  ],
  exercises: [
    { id: 'e1', blockId: 'b1', planId: 'p', clientId: null, exerciseId: 'barbell-bench-press', sets: 2, setTargets: [{ reps: 8, weight: 60 }, { reps: 6, weight: 70 }], order: 0, createdAt: 'old', updatedAt: 'old' },
    { id: 'e2', blockId: 'b1', planId: 'p', clientId: null, exerciseId: 'push-up', sets: 1, setTargets: [{ reps: 12 }], order: 1, createdAt: 'old', updatedAt: 'old' },
    { id: 'e3', blockId: 'b2', planId: 'p', clientId: null, exerciseId: 'plank', sets: 1, setTargets: [{ duration: 60 }], order: 0, createdAt: 'old', updatedAt: 'old' },
  ],
};

let n = 0;
const seq = () => `new-${++n}`;

describe('plan copies (duplicate, assign)', () => {
  it('maps every block and block exercise to a new id', () => {
    n = 0;
    const map = makeIdMap(tree, seq);
    expect(Object.keys(map).sort()).toEqual(['b1', 'b2', 'e1', 'e2', 'e3']);
    expect(new Set(Object.values(map)).size).toBe(5);
  });

  it('assigning a template gives a client-specific copy with the same content under the mapped ids', () => {
    n = 0;
    const map = makeIdMap(tree, seq);
    const copy = copyPlanTree(tree, { planId: 'p2', clientId: 'c1', title: 'Push day', now }, map, seq);
    expect(copy.plan).toMatchObject({ id: 'p2', clientId: 'c1', isTemplate: false, title: 'Push day', description: 'Chest', createdAt: now });
    expect(copy.blocks.map((b) => [b.id, b.planId, b.clientId, b.type, b.rounds, b.restSeconds, b.order])).toEqual([
      [map.b1, 'p2', 'c1', 'superset', 3, 90, 0],
      [map.b2, 'p2', 'c1', 'exercise', 1, null, 1],
    ]);
    expect(copy.exercises.map((e) => [e.id, e.blockId, e.exerciseId, e.setTargets])).toEqual([
      [map.e1, map.b1, 'barbell-bench-press', [{ reps: 8, weight: 60 }, { reps: 6, weight: 70 }]],
      [map.e2, map.b1, 'push-up', [{ reps: 12 }]],
      [map.e3, map.b2, 'plank', [{ duration: 60 }]],
    ]);
    // The copy does not share target objects with the source.
    copy.exercises[0]!.setTargets[0]!.reps = 99;
    expect(tree.exercises[0]!.setTargets[0]!.reps).toBe(8);
  });

  it('a duplicate of a client plan stays with the client; of a template stays a template', () => {
    const clientPlan = { ...tree, plan: { ...tree.plan, clientId: 'c9', isTemplate: false } };
    expect(copyPlanTree(clientPlan, { planId: 'x', clientId: clientPlan.plan.clientId, title: 't', now }, {}, seq).plan).toMatchObject({ clientId: 'c9', isTemplate: false });
    expect(copyPlanTree(tree, { planId: 'y', clientId: null, title: 't', now }, {}, seq).plan).toMatchObject({ clientId: null, isTemplate: true });
  });

  it('rows the map misses (added elsewhere after the map was made) get fresh ids; the same map gives the same ids twice', () => {
    n = 100;
    const partial = { b1: 'B1', e1: 'E1' };
    const a = copyPlanTree(tree, { planId: 'p2', clientId: null, title: 't', now }, { ...partial }, seq);
    expect(a.blocks[0]!.id).toBe('B1');
    expect(a.blocks[1]!.id).toMatch(/^new-/);
    expect(a.exercises.map((e) => e.id)).toEqual(['E1', expect.stringMatching(/^new-/), expect.stringMatching(/^new-/)]);
    const full = makeIdMap(tree, seq);
    const x = copyPlanTree(tree, { planId: 'p3', clientId: null, title: 't', now }, full, seq);
    const y = copyPlanTree(tree, { planId: 'p3', clientId: null, title: 't', now }, full, seq);
    expect(x).toEqual(y);
  });

  it('names a duplicate', () => {
    expect(duplicateTitle('Legs')).toBe('Legs (copy)');
    expect(duplicateTitle('x'.repeat(255)).length).toBe(255);
  });
});
