import { describe, expect, it } from 'vitest';
import { filterExercises, page, searchKey, sortByName, visibleExercises, type OwnLike } from './visibility';

const globals = [{ id: 'barbell-back-squat' }, { id: 'plank' }, { id: 'push-up' }];

describe('hiding customized globals (docs/rules/exercises.md "Customizing")', () => {
  it('hides a global exercise that has a customized copy and keeps the rest', () => {
    const own: OwnLike[] = [
      { id: 'o1', source: 'own' },
      { id: 'o2', source: 'customized', customizedFromId: 'plank' },
    ];
    expect(visibleExercises(globals, own).map((e) => e.id)).toEqual(['o1', 'o2', 'barbell-back-squat', 'push-up']);
  });

  it('hides a global whose customized_copy_id points to an own exercise', () => {
    const withCopy = [{ id: 'plank', customizedCopyId: 'o9' }, { id: 'push-up', customizedCopyId: 'gone' }];
    expect(visibleExercises(withCopy, [{ id: 'o9', source: 'own' }]).map((e) => e.id)).toEqual(['o9', 'push-up']);
  });

  it('shows the global again when its copy is deleted, and ignores own exercises that are not copies', () => {
    const own: OwnLike[] = [
      { id: 'o2', source: 'customized', customizedFromId: 'plank', deletedAt: '2025-01-01T00:00:00Z' },
      { id: 'o3', source: 'own', customizedFromId: 'push-up' },
    ];
    expect(visibleExercises(globals, own).map((e) => e.id)).toEqual(['o3', 'barbell-back-squat', 'plank', 'push-up']);
  });
});

describe('search and category filter', () => {
  const list = [
    { id: 'a', categoryId: 'lower-body', names: { en: 'Barbell back squat', sk: 'Drep s veľkou činkou na chrbte', cz: 'Dřep s velkou činkou na zádech' } },
    { id: 'b', categoryId: 'upper-body', names: { en: 'Push-up', sk: 'Kľuky', cz: 'Kliky' } },
    { id: 'c', categoryId: 'lower-body', title: 'Ľahký drep na BOSU' },
    { id: 'd', categoryId: 'isometrics', names: { en: 'Plank', sk: 'Planka', cz: 'Prkno' } },
  ];
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

  it('ignores case and diacritics: "drep" finds "Dřep" and "Drep"', () => {
    expect(ids(filterExercises(list, { query: 'drep', language: 'cz' }))).toEqual(['a', 'c']);
    expect(ids(filterExercises(list, { query: 'DŘEP', language: 'cz' }))).toEqual(['a', 'c']);
    expect(ids(filterExercises(list, { query: 'lahky', language: 'sk' }))).toEqual(['c']);
    expect(ids(filterExercises(list, { query: 'klúky', language: 'sk' }))).toEqual(['b']);
    expect(ids(filterExercises(list, { query: 'kluky', language: 'sk' }))).toEqual(['b']);
  });

  it('matches the current language and English, not a third language', () => {
    expect(ids(filterExercises(list, { query: 'squat', language: 'sk' }))).toEqual(['a']);
    expect(ids(filterExercises(list, { query: 'prkno', language: 'sk' }))).toEqual([]);
    expect(ids(filterExercises(list, { query: 'prkno', language: 'cz' }))).toEqual(['d']);
  });

  it('needs every word of the query, in any order', () => {
    expect(ids(filterExercises(list, { query: 'cink drep', language: 'sk' }))).toEqual(['a']);
    expect(ids(filterExercises(list, { query: 'drep bosu', language: 'sk' }))).toEqual(['c']);
  });

  it('filters by category, alone or with a query', () => {
    expect(ids(filterExercises(list, { categoryId: 'lower-body', language: 'en' }))).toEqual(['a', 'c']);
    expect(ids(filterExercises(list, { categoryId: 'lower-body', query: 'bosu', language: 'en' }))).toEqual(['c']);
    expect(ids(filterExercises(list, { query: '  ', categoryId: null, language: 'en' }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('computes the folded key once per exercise and language', () => {
    const e = { names: { en: 'Plank', sk: 'Planka', cz: 'Prkno' } };
    expect(searchKey(e, 'cz')).toBe('prkno\nplank');
    expect(searchKey(e, 'en')).toBe('plank');
  });

  it('sorts with the language\'s alphabet', () => {
    const xs = [{ title: 'Chůze' }, { title: 'Dřep' }, { title: 'Hýžďový můstek' }, { title: 'Cvik' }];
    expect(sortByName(xs, 'cz').map((x) => x.title)).toEqual(['Cvik', 'Dřep', 'Hýžďový můstek', 'Chůze']);
  });
});

describe('paging', () => {
  const list = Array.from({ length: 45 }, (_, i) => i);

  it('gives 1-based pages of 20 by default', () => {
    const first = page(list, 1);
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 45, pageCount: 3, hasMore: true });
    expect(first.items).toEqual(list.slice(0, 20));
    const last = page(list, 3);
    expect(last.items).toEqual([40, 41, 42, 43, 44]);
    expect(last.hasMore).toBe(false);
  });

  it('clamps pages out of range and handles an empty list', () => {
    expect(page(list, 9, 10)).toMatchObject({ page: 5, items: [40, 41, 42, 43, 44] });
    expect(page(list, 0, 10).page).toBe(1);
    expect(page([], 1)).toMatchObject({ items: [], page: 1, pageCount: 1, total: 0, hasMore: false });
  });
});
