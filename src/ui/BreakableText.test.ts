import { describe, expect, it } from 'vitest';
import { pathParts } from './BreakableText';

describe('where a path may break', () => {
  it('after each slash, keeping every character', () => {
    expect(pathParts('/sk/alternatives/trainerize')).toEqual(['/', 'sk/', 'alternatives/', 'trainerize']);
    expect(pathParts('/')).toEqual(['/']);
    for (const p of ['/a//b/', 'x', '/client/plans/:id/log']) expect(pathParts(p).join('')).toBe(p);
  });
});
