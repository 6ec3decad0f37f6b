import { describe, expect, it } from 'vitest';
import { compareKey, CURSOR_FORMAT, decodeCursor, encodeCursor, isCompleteThrough, type Cursor } from './cursor';

const base: Cursor = {
  format: CURSOR_FORMAT,
  visibility: 'trainer|0190a1b2-0000-7000-8000-000000000001|',
  day: 20_000,
  profile: 'abc',
  spaces: {
    '0190a1b2-0000-7000-8000-000000000001': { rev: 42 },
    '0190a1b2-0000-7000-8000-000000000002': { rev: 7, table: 1, id: '0190a1b2-0000-7000-8000-0000000000ff' },
    '0190a1b2-0000-7000-8000-000000000003': { rev: 9, table: 0, id: '0190a1b2-0000-7000-8000-0000000000aa', fresh: 12 },
  },
};

describe('pull cursor', () => {
  it('round-trips every kind of position', () => {
    const text = encodeCursor(base);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(base);
  });

  it('keeps non-ASCII visibility keys intact', () => {
    const c = { ...base, visibility: 'client|žluťoučký kůň' };
    expect(decodeCursor(encodeCursor(c))?.visibility).toBe('client|žluťoučký kůň');
  });

  it('reads anything that is not a cursor as null (the server then resets)', () => {
    for (const bad of [null, undefined, '', 'not-base64!', btoa('{"f":1}'), btoa('[]'), btoa('{"f":1,"k":"x","d":1,"p":null,"s":{"a":[-1]}}'), 'x'.repeat(20_000)]) {
      expect(decodeCursor(bad)).toBeNull();
    }
    const tampered = btoa(JSON.stringify({ f: 1, k: 'x', d: 1, p: null, s: { a: [1, 2] } }));
    expect(decodeCursor(tampered)).toBeNull();
  });

  it('knows when a position covers a version', () => {
    expect(isCompleteThrough({ rev: 5 }, 5)).toBe(true);
    expect(isCompleteThrough({ rev: 5 }, 6)).toBe(false);
    expect(isCompleteThrough({ rev: 5, table: 0, id: 'a' }, 5)).toBe(false);
    expect(isCompleteThrough(undefined, 0)).toBe(false);
  });

  it('orders keys by rev, then table, then id', () => {
    const k = (rev: number, table: number, id: string) => ({ rev, table, id });
    const keys = [k(2, 0, 'b'), k(1, 1, 'a'), k(2, 0, 'a'), k(1, 0, 'z'), k(2, 1, 'a')];
    expect([...keys].sort(compareKey)).toEqual([k(1, 0, 'z'), k(1, 1, 'a'), k(2, 0, 'a'), k(2, 0, 'b'), k(2, 1, 'a')]);
  });
});
