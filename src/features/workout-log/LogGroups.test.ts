import { describe, expect, it } from 'vitest';
import { groupByBlock } from './LogGroups';
import type { EntryModel } from './model';

const entry = (key: string, blockId?: string) => ({ key, block: blockId ? { id: blockId } : null }) as unknown as EntryModel;

describe('groupByBlock', () => {
  it('keeps a block\'s entries in one frame and gives every entry outside a block its own, in order', () => {
    const groups = groupByBlock([entry('a', 'b1'), entry('b', 'b1'), entry('c'), entry('d', 'b2'), entry('e'), entry('f')]);
    expect(groups.map((g) => [g.key, g.entries.map((e) => e.key)])).toEqual([
      ['b:b1', ['a', 'b']],
      ['e:c', ['c']],
      ['b:b2', ['d']],
      ['e:e', ['e']],
      ['e:f', ['f']],
    ]);
  });
});
