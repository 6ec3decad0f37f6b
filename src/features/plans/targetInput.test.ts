import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTargetInput, parseTarget } from './targetInput';

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

describe('showing a target to edit', () => {
  it('uses the language’s decimal mark: a comma in sk and cz, a point in en', () => {
    expect(formatTargetInput(62.5, 'sk')).toBe('62,5');
    expect(formatTargetInput(62.5, 'cz')).toBe('62,5');
    expect(formatTargetInput(62.5, 'en')).toBe('62.5');
    expect(formatTargetInput(8, 'cz')).toBe('8');
    expect(formatTargetInput(null, 'sk')).toBe('');
  });

  it('groups no thousands and drops no digits: what is shown reads back as the same number', () => {
    expect(formatTargetInput(1250.125, 'cz')).toBe('1250,125');
    fc.assert(
      fc.property(
        // What a person types: up to 10 000 with up to three decimals.
        fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000),
        fc.constantFrom('en' as const, 'sk' as const, 'cz' as const),
        (n, locale) => {
          expect(parseTarget(formatTargetInput(n, locale))).toBe(n);
        },
      ),
    );
  });
});
