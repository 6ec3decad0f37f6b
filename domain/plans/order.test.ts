import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOrder, moveBy, moveTo, nextOrder, sortByOrder, type Ordered } from './order';

const items = (...ids: string[]): Ordered[] => ids.map((id, order) => ({ id, order }));
const after = (list: Ordered[], changes: Map<string, number>) =>
  sortByOrder(list.map((i) => ({ ...i, order: changes.get(i.id) ?? i.order }))).map((i) => i.id);

describe('ordering', () => {
  it('sorts by order, ties by id (UUIDv7: creation time)', () => {
    expect(sortByOrder([{ id: 'b', order: 1 }, { id: 'c', order: 0 }, { id: 'a', order: 1 }]).map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });

  it('appends after the highest order', () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder([{ id: 'a', order: 4 }, { id: 'b', order: 2 }])).toBe(5);
  });

  it('applies a reorder and reports only what changed', () => {
    const list = items('a', 'b', 'c', 'd');
    const changes = applyOrder(list, ['a', 'c', 'b', 'd']);
    expect([...changes]).toEqual([['c', 1], ['b', 2]]);
    expect(after(list, changes)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('keeps items the intent did not name (added by another device) after the named ones, ignores unknown ids', () => {
    const list = items('a', 'b', 'c', 'new');
    expect(after(list, applyOrder(list, ['c', 'gone', 'a', 'b', 'c']))).toEqual(['c', 'a', 'b', 'new']);
  });

  it('always yields a permutation with orders 0..n-1', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 12 }), fc.array(fc.string({ minLength: 1, maxLength: 3 })), (ids, wanted) => {
        const list = ids.map((id, i) => ({ id, order: (i * 7) % 5 }));
        const changes = applyOrder(list, wanted);
        const orders = list.map((i) => changes.get(i.id) ?? i.order).sort((a, b) => a - b);
        expect(orders).toEqual(list.map((_, i) => i));
      }),
    );
  });

  it('moves by keyboard steps and by drag, clamped at the ends', () => {
    expect(moveBy(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 'a', 5)).toEqual(['b', 'c', 'a']);
    expect(moveTo(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(['a', 'b'], 'x', 0)).toEqual(['a', 'b']);
  });
});
