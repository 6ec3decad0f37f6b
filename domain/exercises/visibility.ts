import type { Locale } from '../constants';
import type { LocalizedNames } from './localized';
import { foldText } from './normalize';

/** Where an exercise comes from (docs/rules/exercises.md "Library and own exercises" `source`). */
export type ExerciseSource = 'own' | 'customized' | 'library';

/** The fields of a global exercise this rule needs. */
export interface GlobalLike {
  id: string;
  /** Set by the API on a global exercise this trainer has customized (docs/rules/exercises.md "Customizing" customized_copy_id). */
  customizedCopyId?: string | null;
}

/** The fields of a trainer's own exercise this rule needs. */
export interface OwnLike {
  id: string;
  source: ExerciseSource;
  /** The global exercise this one is a customized copy of. */
  customizedFromId?: string | null;
  deletedAt?: string | number | Date | null;
}

/**
 * docs/rules/exercises.md "Customizing": "Global exercises that have a customised copy are hidden." The trainer sees
 * their own exercises first, then the globals they have not customized. A global
 * reappears when its copy is deleted.
 */
export function visibleExercises<G extends GlobalLike, O extends OwnLike>(globals: readonly G[], own: readonly O[]): (G | O)[] {
  const liveOwn = own.filter((e) => !e.deletedAt);
  const liveIds = new Set(liveOwn.map((e) => e.id));
  const customized = new Set<string>();
  for (const e of liveOwn) {
    if (e.source === 'customized' && e.customizedFromId) customized.add(e.customizedFromId);
  }
  const shown = globals.filter(
    (g) => !customized.has(g.id) && !(g.customizedCopyId && liveIds.has(g.customizedCopyId)),
  );
  return [...liveOwn, ...shown];
}

/** Anything the list can search: library exercises carry names per language, own exercises a title. */
export interface Searchable {
  names?: Partial<LocalizedNames>;
  title?: string;
  categoryId?: string | null;
}

export interface ExerciseFilter {
  query?: string;
  categoryId?: string | null;
  language: Locale;
}

// Folded keys are computed once per exercise object and language, so typing a
// letter only scans precomputed strings.
const keyCache = new WeakMap<object, Partial<Record<Locale, string>>>();

/** The displayed name in a language: that language, else English, else the title. */
export function displayName(e: Searchable, language: Locale): string {
  return e.names?.[language] || e.names?.en || e.title || '';
}

export function searchKey(e: Searchable, language: Locale): string {
  let keys = keyCache.get(e);
  if (!keys) keyCache.set(e, (keys = {}));
  let key = keys[language];
  if (key === undefined) {
    const local = displayName(e, language);
    const en = e.names?.en || e.title || '';
    key = keys[language] = local === en ? foldText(local) : `${foldText(local)}\n${foldText(en)}`;
  }
  return key;
}

/**
 * Category filter and search on the name in the current language and in English,
 * ignoring case and diacritics; every word of the query must appear ('drep cink'
 * finds 'Drep s veľkou činkou'). Keeps the list's order.
 */
export function filterExercises<T extends Searchable>(list: readonly T[], filter: ExerciseFilter): T[] {
  const words = foldText(filter.query ?? '').split(' ').filter(Boolean);
  const category = filter.categoryId || null;
  if (!words.length && !category) return list.slice();
  const out: T[] = [];
  for (const e of list) {
    if (category && e.categoryId !== category) continue;
    if (words.length) {
      const key = searchKey(e, filter.language);
      if (!words.every((w) => key.includes(w))) continue;
    }
    out.push(e);
  }
  return out;
}

const collators = new Map<Locale, Intl.Collator>();

/** Sorts by the displayed name with the language's alphabet (Czech 'ch' after 'h'). */
export function sortByName<T extends Searchable>(list: readonly T[], language: Locale): T[] {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language === 'cz' ? 'cs' : language, { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  const c = collator;
  return list
    .map((e) => [displayName(e, language), e] as const)
    .sort((a, b) => c.compare(a[0], b[0]))
    .map(([, e]) => e);
}

/** docs/rules/exercises.md "Search and paging": "page size 20". */
export const EXERCISE_PAGE_SIZE = 20;

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  hasMore: boolean;
}

/** One page of a list; page numbers start at 1 and a page past the end shows the last page. */
export function page<T>(list: readonly T[], pageNumber: number, pageSize: number = EXERCISE_PAGE_SIZE): Page<T> {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const total = list.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(pageCount, Math.max(1, Math.floor(pageNumber) || 1));
  const start = (current - 1) * size;
  return {
    items: list.slice(start, start + size),
    page: current,
    pageSize: size,
    total,
    pageCount,
    hasMore: current < pageCount,
  };
}
