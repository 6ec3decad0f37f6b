import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../domain/constants';
import en from '../../../../domain/exercises/instructions/en';
import type { InstructionSet } from '../../../../domain/exercises/instructions/types';
import { loadSteps } from './steps';

const translated = import.meta.glob<InstructionSet>('../../../../domain/exercises/instructions/{sk,cz}.ts', { eager: true, import: 'default' });
const has = (language: string, id: string) => Boolean(translated[`../../../../domain/exercises/instructions/${language}.ts`]?.[id]?.length);

describe('loadSteps', () => {
  it('gives the steps in the asked language, in English while a language has none, and nothing for an exercise without a guide', async () => {
    const id = 'barbell-back-squat';
    expect(await loadSteps(id, 'en')).toEqual({ steps: en[id], language: 'en' });
    for (const language of LOCALES.filter((l) => l !== 'en')) {
      const got = await loadSteps(id, language);
      expect(got?.language).toBe(has(language, id) ? language : 'en');
      expect(got?.steps.length).toBe(en[id]!.length);
    }
    // No faithful photo, so no guide: neither steps nor a wrong exercise's.
    expect(await loadSteps('air-bike', 'sk')).toBeNull();
    expect(await loadSteps('air-bike', 'en')).toBeNull();
  });
});
