import { describe, expect, it } from 'vitest';
import { parseTarget } from './targetInput';

describe('typing a target', () => {
  it('reads numbers with a point or a comma; empty clears', () => {
    expect(parseTarget('62.5')).toBe(62.5);
    expect(parseTarget(' 62,5 ')).toBe(62.5);
    expect(parseTarget('8')).toBe(8);
    expect(parseTarget('')).toBeNull();
    expect(parseTarget('   ')).toBeNull();
  });

  it('refuses what is not a number', () => {
    for (const bad of ['abc', '1e3', '0x10', '1.2.3', '5 kg', 'Infinity']) expect(parseTarget(bad)).toBe('invalid');
  });
});
