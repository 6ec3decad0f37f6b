import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../constants';
import type { InstructionSet } from './types';

/** Every language's steps (the files src/features/exercises/guide/steps.ts loads), by language. */
const files = import.meta.glob<InstructionSet>(['./*.ts', '!./*.test.ts', '!./types.ts'], { eager: true, import: 'default' });
const byLanguage = new Map(Object.entries(files).map(([path, set]) => [path.replace(/^.*\/(\w+)\.ts$/, '$1'), set] as const));
const en = byLanguage.get('en')!;

describe('the exercises’ step-by-step instructions', () => {
  it('exist in every language of the app', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('in %s: the same exercises, each with as many steps as in English, all translated', (language) => {
    const set = byLanguage.get(language);
    expect(set, `domain/exercises/instructions/${language}.ts`).toBeDefined();
    expect(Object.keys(set!).sort()).toEqual(Object.keys(en).sort());
    for (const [id, steps] of Object.entries(en)) {
      const own = set![id]!;
      expect(own.length, id).toBe(steps.length);
      own.forEach((s, i) => {
        expect(s.length > 0 && s === s.trim(), `${id} step ${i + 1}`).toBe(true);
        // A step left in English is untranslated (short ones like "Repeat." may not differ much, but never match).
        expect(s, `${id} step ${i + 1}`).not.toBe(steps[i]);
      });
    }
  });
});
