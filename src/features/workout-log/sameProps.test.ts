import { describe, expect, it } from 'vitest';
import { sameData } from './sameProps';

describe('sameData', () => {
  it('compares plain data by content and functions by identity', () => {
    const f = () => 1;
    expect(sameData({ a: [1, { b: 'x' }], m: new Map([['k', { v: 1 }]]), s: new Set([1, 2]), f }, { a: [1, { b: 'x' }], m: new Map([['k', { v: 1 }]]), s: new Set([2, 1]), f })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData(new Map([['k', 1]]), new Map([['k', 2]]))).toBe(false);
    expect(sameData(new Set([1]), new Set([2]))).toBe(false);
    expect(sameData({ f }, { f: () => 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
  });
});
