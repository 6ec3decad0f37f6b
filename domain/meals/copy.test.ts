import { describe, expect, it } from 'vitest';
import { copyMealPlanForClient, makeMealPlanIdMap, type MealPlanTree } from './copy';

function template(): MealPlanTree {
  return {
    plan: { id: 'tpl', title: 'Cut 2000', description: null, days: 7, clientId: null, copiedFromId: null, startsOn: null },
    meals: [
      { id: 'm-oats', title: 'Oats', ingredients: [{ ingredientId: 'oats', amount: 60, unit: 'g' }], clientId: null, copiedFromId: null },
      { id: 'm-chicken', title: 'Chicken and rice', ingredients: [{ ingredientId: 'chicken-breast', amount: 150, unit: 'g' }], clientId: null, copiedFromId: null },
      { id: 'm-unused', title: 'Unused', ingredients: [], clientId: null, copiedFromId: null },
    ],
    pivots: [
      { id: 'p1', mealPlanId: 'tpl', mealId: 'm-oats', day: 1, slot: 'breakfast', position: 0 },
      { id: 'p2', mealPlanId: 'tpl', mealId: 'm-oats', day: 2, slot: 'breakfast', position: 0 },
      { id: 'p3', mealPlanId: 'tpl', mealId: 'm-chicken', day: 1, slot: 'lunch', position: 0 },
      { id: 'p4', mealPlanId: 'tpl', mealId: 'm-missing', day: 1, slot: 'dinner', position: 0 },
    ],
  };
}

describe('copyMealPlanForClient', () => {
  it('copies plan, pivots and attached meals under the device-made ids', () => {
    const source = template();
    let n = 0;
    const idMap = makeMealPlanIdMap(source, () => `new-${++n}`);
    const copy = copyMealPlanForClient(source, { planId: 'client-plan', clientId: 'client-1', startsOn: '2025-03-03' }, idMap, () => 'fresh');
    expect(copy.plan).toEqual({ ...source.plan, id: 'client-plan', clientId: 'client-1', copiedFromId: 'tpl', startsOn: '2025-03-03' });
    expect(copy.pivots.map((p) => [p.id, p.mealPlanId, p.mealId, p.day, p.slot])).toEqual([
      [idMap.p1, 'client-plan', idMap['m-oats'], 1, 'breakfast'],
      [idMap.p2, 'client-plan', idMap['m-oats'], 2, 'breakfast'],
      [idMap.p3, 'client-plan', idMap['m-chicken'], 1, 'lunch'],
    ]);
    // A meal used twice is copied once; an unattached one not at all.
    expect(copy.meals.map((m) => [m.id, m.clientId, m.copiedFromId])).toEqual([
      [idMap['m-oats'], 'client-1', 'm-oats'],
      [idMap['m-chicken'], 'client-1', 'm-chicken'],
    ]);
  });

  it('leaves the template untouched when the client\'s copy is adjusted', () => {
    const source = template();
    const before = structuredClone(source);
    const copy = copyMealPlanForClient(source, { planId: 'cp', clientId: 'c', startsOn: '2025-03-03', title: 'Anna – cut' }, {}, (() => {
      let k = 0;
      return () => `id-${++k}`;
    })());
    copy.meals[0]!.ingredients[0]!.amount = 80;
    copy.meals[0]!.title = 'Oats (bigger)';
    copy.pivots[0]!.slot = 'snacks';
    expect(source).toEqual(before);
    expect(copy.plan.title).toBe('Anna – cut');
    expect(new Set([copy.plan.id, ...copy.pivots.map((p) => p.id), ...copy.meals.map((m) => m.id)]).size).toBe(6);
  });
});
