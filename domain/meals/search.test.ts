import { describe, expect, it } from 'vitest';
import type { OwnIngredient } from './ingredients';
import { prepareIngredientSearch, searchIngredients, searchTitles } from './search';

const ids = (query: string, locale: 'en' | 'sk' | 'cz' = 'sk', own: readonly OwnIngredient[] = []) =>
  searchIngredients(query, { locale, own }).map((h) => h.ingredient.id);

function ownItem(id: string, name: string): OwnIngredient {
  return { kind: 'own', id, name, category: 'other', per100g: { kcal: 100, protein: 10, carbs: 10, fat: 2 }, units: {} };
}

describe('searchIngredients', () => {
  it('answers the same whether the picker built its indexes first or the first keystroke does', () => {
    const own = [ownItem('o1', 'Kuracie prsia – Tesco (150 g)'), ownItem('o2', 'Ovsená kaša s mliekom'), ownItem('o3', 'Sýr Eidam 30 %')];
    const cold = ['k', 'kur', 'kuracie prsia', 'mlie', 'syr 30', 'eidam'].map((q) => ids(q, 'sk', own));
    const copy = [...own];
    prepareIngredientSearch(copy);
    expect(['k', 'kur', 'kuracie prsia', 'mlie', 'syr 30', 'eidam'].map((q) => ids(q, 'sk', copy))).toEqual(cold);
    expect(cold[2]!.slice(0, 2)).toEqual(['o1', expect.any(String)]);
  });

  it('finds nothing for an empty query', () => {
    expect(searchIngredients('', { locale: 'sk' })).toEqual([]);
    expect(searchIngredients('   ', { locale: 'sk' })).toEqual([]);
    expect(searchIngredients(' - ', { locale: 'cz' })).toEqual([]);
  });

  it('ignores case and diacritics', () => {
    expect(ids('tvaroh')[0]).toBe('tvaroh-low-fat');
    expect(ids('TVAROH')[0]).toBe('tvaroh-low-fat');
    expect(ids('rajcina')).toContain('tomato');
    expect(ids('RAJČINA')).toContain('tomato');
    expect(ids('cucoriedky')).toEqual(['blueberries']);
    expect(ids('zlutoucky kun')).toEqual([]);
  });

  it('finds milk in all three languages', () => {
    expect(ids('mlieko', 'sk')).toContain('milk-whole');
    expect(ids('mléko', 'cz')).toContain('milk-whole');
    expect(ids('mleko', 'cz')).toContain('milk-skim');
    expect(ids('milk', 'en')).toContain('milk-whole');
    // A Slovak user typing the English word still finds it.
    expect(ids('milk', 'sk')).toContain('milk-whole');
  });

  it('finds Slovak and Czech names in the other interface languages', () => {
    expect(ids('bryndza', 'en')).toEqual(['bryndza']);
    expect(ids('brynza', 'cz')).toEqual(['bryndza']);
    expect(ids('kysane zeli', 'sk')).toEqual(['sauerkraut']);
    expect(ids('ovesne vlocky', 'en')).toEqual(['oats']);
  });

  it('ranks a name beginning with the query first, then word prefixes, then substrings', () => {
    const hits = searchIngredients('syr', { locale: 'sk' });
    const tiers = hits.map((h) => h.name);
    expect(tiers[0]).toMatch(/^Syr /);
    // 'Cottage syr' (word prefix) comes before 'Srvátkový…' style substring matches.
    const firstWord = tiers.findIndex((n) => / syr/i.test(n) && !/^syr/i.test(n));
    const firstSub = tiers.findIndex((n) => !/(^| )syr/i.test(n.normalize('NFD').replace(/\p{M}/gu, '')));
    expect(firstWord).toBeGreaterThan(0);
    if (firstSub !== -1) expect(firstSub).toBeGreaterThan(firstWord);
  });

  it('puts matches in the user\'s language first and reports which name matched', () => {
    const sk = searchIngredients('mandl', { locale: 'sk' });
    const cz = searchIngredients('mandl', { locale: 'cz' });
    expect(sk[0]).toMatchObject({ name: 'Mandle', locale: 'sk' });
    expect(cz[0]).toMatchObject({ name: 'Mandle', locale: 'cz' });
    // 'Mandľové maslo' is sk; 'Mandlové máslo' is cz: each user sees their own first among word matches.
    expect(sk.find((h) => h.ingredient.id === 'almond-butter')?.locale).toBe('sk');
    expect(cz.find((h) => h.ingredient.id === 'almond-butter')?.locale).toBe('cz');
  });

  it('searches the user\'s own ingredients and ranks them before shipped ones of the same quality', () => {
    const own = [ownItem('0190a0b0-0000-7000-8000-000000000001', 'Tvaroh jemný Madeta'), ownItem('0190a0b0-0000-7000-8000-000000000002', 'Protein bar')];
    expect(ids('tvaroh', 'sk', own).slice(0, 2)).toEqual(['0190a0b0-0000-7000-8000-000000000001', 'tvaroh-low-fat']);
    // 'Cheesecake (tvarohový koláč)' matches too, as a word prefix, after the names that begin with 'tvaroh'.
    expect(ids('tvaroh', 'sk', own)).toContain('cheesecake');
    const hit = searchIngredients('madeta', { locale: 'cz', own })[0];
    expect(hit).toMatchObject({ name: 'Tvaroh jemný Madeta', locale: null });
    expect(ids('protein', 'en', own)[0]).toBe('0190a0b0-0000-7000-8000-000000000002');
  });

  it('honours the limit', () => {
    expect(searchIngredients('a', { locale: 'en', limit: 5 })).toHaveLength(5);
  });

});

describe('searchTitles', () => {
  const meals = [
    { id: 'a', title: 'Kuracie prsia s ryžou' },
    { id: 'b', title: 'Ovsená kaša' },
    { id: 'c', title: 'Šalát s kuracím mäsom' },
    { id: 'd', title: 'Kuřecí vývar' },
  ];
  const found = (q: string) => searchTitles(q, meals).map((m) => m.id);

  it('ignores case and diacritics both ways', () => {
    expect(found('kuraci')).toEqual(['a', 'c']);
    expect(found('KURACÍ')).toEqual(['a', 'c']);
    expect(found('kureci')).toEqual(['d']);
    expect(found('salat')).toEqual(['c']);
    expect(found('kaša')).toEqual(['b']);
  });

  it('ranks a title beginning with the query before one where a word does, before a substring', () => {
    expect(found('kura')).toEqual(['a', 'c']);
    expect(found('sa')).toEqual(['c', 'b']);
  });

  it('finds nothing for an empty query and honours the limit', () => {
    expect(found(' ')).toEqual([]);
    expect(searchTitles('s', meals, 1)).toHaveLength(1);
  });
});
