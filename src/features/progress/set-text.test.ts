import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/constants';
import cz from './i18n/cz.json';
import en from './i18n/en.json';
import sk from './i18n/sk.json';
import { formatClock, sessionSummaryText, setValuesText, supersetGroups, type ValuesOf } from './set-text';

async function tIn(lang: Locale, tree: object): Promise<TFunction> {
  const i = i18next.createInstance();
  await i.init({ lng: lang, resources: { [lang]: { translation: tree } } });
  return i.t.bind(i) as TFunction;
}

const set = (v: Partial<ValuesOf>): ValuesOf => ({ reps: null, weightKg: null, durationSeconds: null, distanceMeters: null, rpe: null, ...v });
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('a logged set as the logs page reads it', () => {
  it('writes a time as a clock: m:ss, h:mm:ss past an hour', () => {
    expect([0, 45, 60, 90, 1200, 3599, 3600, 3900, 5025.4].map(formatClock)).toEqual(['0:00', '0:45', '1:00', '1:30', '20:00', '59:59', '1:00:00', '1:05:00', '1:23:45']);
  });

  it.each([
    ['en', en, ['10 reps', '1:30', '20:00 · 5 100 m', '5 × 100 kg · RPE 8', '12 reps · 0:45', 'sets: 6', 'sets: 8 · 2 400 kg']],
    ['sk', sk, ['opakovania: 10', '1:30', '20:00 · 5 100 m', '5 × 100 kg · RPE 8', 'opakovania: 12 · 0:45', 'série: 6', 'série: 8 · 2 400 kg']],
    ['cz', cz, ['opakování: 10', '1:30', '20:00 · 5 100 m', '5 × 100 kg · RPE 8', 'opakování: 12 · 0:45', 'série: 6', 'série: 8 · 2 400 kg']],
  ] as const)('in %s: no "0 kg" for an exercise without load, durations as a clock', async (lang, tree, expected) => {
    const t = await tIn(lang, tree);
    const texts = [
      // Push-ups: Strong and the log write weight 0 for no load.
      setValuesText(t, lang, set({ reps: 10, weightKg: 0 })),
      // A plank: time only.
      setValuesText(t, lang, set({ weightKg: 0, durationSeconds: 90 })),
      setValuesText(t, lang, set({ durationSeconds: 1200, distanceMeters: 5100 })),
      setValuesText(t, lang, set({ reps: 5, weightKg: 100, rpe: 8 })),
      setValuesText(t, lang, set({ reps: 12, durationSeconds: 45 })),
      sessionSummaryText(t, lang, { setCount: 6, volume: 0 }),
      sessionSummaryText(t, lang, { setCount: 8, volume: 2400 }),
    ].map(norm);
    // en groups thousands with a comma.
    expect(texts).toEqual(lang === 'en' ? expected.map((s) => s.replace('5 100', '5,100').replace('2 400', '2,400')) : expected);
  });

  it('groups a superset (logs sharing a block id) at its first exercise, and leaves a lone block as it is', () => {
    const e = (id: string, blockId: string | null) => ({ id, log: { blockId } });
    const groups = supersetGroups([e('bench', 'b1'), e('row', 'ss'), e('plank', null), e('curl', 'ss'), e('dip', 'b2')]);
    expect(groups.map((g) => g.map((x) => x.id))).toEqual([['bench'], ['row', 'curl'], ['plank'], ['dip']]);
  });
});
