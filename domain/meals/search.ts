import type { Locale } from '../constants';
import { foldText } from '../exercises/normalize';
import { type Ingredient, type OwnIngredient } from './ingredients';
import { SHIPPED_INGREDIENTS } from './shipped';

/** One ingredient found by a search, with the name that matched. */
export interface IngredientHit {
  ingredient: Ingredient;
  /** The name the query matched, as written (with diacritics). */
  name: string;
  /** The language of that name; null for the user's own ingredient, whose name has no language. */
  locale: Locale | null;
}

interface IndexedName {
  name: string;
  locale: Locale | null;
  /** Folded and with punctuation turned into spaces, behind one leading space, so ' ' + word finds word starts. */
  words: string;
  /** Alphabetical place among the names of its list, so ties sort without a collator per keystroke. */
  rank: number;
}

interface IndexedIngredient {
  ingredient: Ingredient;
  names: IndexedName[];
}

const ASCII = /^[\x00-\x7f]*$/;

/** Lower case, no diacritics, only letters and digits between single spaces. */
function clean(text: string): string {
  const folded = foldText(text);
  // Folded ASCII is lower case, so its letters and digits are a-z and 0-9: the same answer without Unicode classes.
  return (ASCII.test(folded) ? folded.replace(/[^a-z0-9]+/g, ' ') : folded.replace(/[^\p{L}\p{N}]+/gu, ' ')).trim();
}

function indexName(name: string, locale: Locale | null): IndexedName {
  return { name, locale, words: ' ' + clean(name), rank: 0 };
}

function indexIngredient(ingredient: Ingredient): IndexedIngredient {
  if (ingredient.kind === 'own') return { ingredient, names: [indexName(ingredient.name, null)] };
  const { en, sk, cz } = ingredient.names;
  return { ingredient, names: [indexName(en, 'en'), indexName(sk, 'sk'), indexName(cz, 'cz')] };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function buildIndex(items: readonly Ingredient[]): IndexedIngredient[] {
  const index = items.map(indexIngredient);
  const names = index.flatMap((e) => e.names).sort((a, b) => collator.compare(a.name, b.name));
  names.forEach((n, k) => (n.rank = k));
  return index;
}

// Built on first search, not at import: the picker is not on every screen.
let shippedIndex: IndexedIngredient[] | undefined;
const ownIndexes = new WeakMap<readonly OwnIngredient[], IndexedIngredient[]>();

function ownIndex(own: readonly OwnIngredient[]): IndexedIngredient[] {
  let index = ownIndexes.get(own);
  if (!index) ownIndexes.set(own, (index = buildIndex(own)));
  return index;
}

const enum Tier {
  /** The name begins with the query. */
  NamePrefix = 0,
  /** Every query word begins a word of the name. */
  WordPrefix = 1,
  /** Every query word is somewhere in the name. */
  Substring = 2,
}

function tierOf(words: string, query: string, queryWords: readonly string[]): Tier | undefined {
  if (words.startsWith(' ' + query)) return Tier.NamePrefix;
  let tier = Tier.WordPrefix;
  for (const w of queryWords) {
    if (words.includes(' ' + w)) continue;
    if (!words.includes(w)) return undefined;
    tier = Tier.Substring;
  }
  return tier;
}

/**
 * Builds the search's indexes of the shipped table and of these own
 * ingredients now, so the first keystroke does not: for a picker to call when
 * it opens (or when the device is idle). Results are the same either way.
 */
export function prepareIngredientSearch(own: readonly OwnIngredient[] = []): void {
  shippedIndex ??= buildIndex(SHIPPED_INGREDIENTS);
  ownIndex(own);
}

export interface IngredientSearchOptions {
  /** The user's interface language: names in it rank first. */
  locale: Locale;
  /** The user's own ingredients; pass the same array between keystrokes so its index is reused. */
  own?: readonly OwnIngredient[];
  /** At most this many hits (default 50). */
  limit?: number;
}

/**
 * Ingredients whose name in any language (en, sk, cz) or own name contains
 * every word of the query, ignoring case and diacritics: 'mlieko', 'mléko'
 * and 'milk' all find milk, 'rajcina' finds 'Paradajka (rajčina)'. An empty
 * query finds nothing (docs/rules/meals.md "Search").
 *
 * Order: names that begin with the query, then names where every query word
 * begins a word, then names that merely contain the words; within each, a
 * match in the user's language before one in another language, the user's
 * own ingredients before shipped ones, then shorter names, then alphabetical.
 */
export function searchIngredients(query: string, options: IngredientSearchOptions): IngredientHit[] {
  const q = clean(query);
  if (q === '') return [];
  const queryWords = q.split(' ');
  const { locale, own = [], limit = 50 } = options;
  shippedIndex ??= buildIndex(SHIPPED_INGREDIENTS);

  // One number per hit orders it: tier, language, own before shipped, name length, alphabetical rank.
  const hits: { key: number; entry: IndexedIngredient; name: IndexedName }[] = [];
  const ownIdx = ownIndex(own);
  for (const list of [ownIdx, shippedIndex]) {
    const shipped = list === ownIdx ? 0 : 1;
    for (const entry of list) {
      let bestScore = Infinity;
      let bestName: IndexedName | undefined;
      for (const n of entry.names) {
        const tier = tierOf(n.words, q, queryWords);
        if (tier === undefined) continue;
        const score = tier * 2 + (n.locale === null || n.locale === locale ? 0 : 1);
        if (score < bestScore) (bestScore = score), (bestName = n);
      }
      if (!bestName) continue;
      const key = ((bestScore * 2 + shipped) * 256 + Math.min(bestName.name.length, 255)) * 2 ** 20 + bestName.rank;
      hits.push({ key, entry, name: bestName });
    }
  }
  hits.sort((a, b) => a.key - b.key);
  return hits.slice(0, limit).map((h) => ({ ingredient: h.entry.ingredient, name: h.name.name, locale: h.name.locale }));
}

/**
 * Meals (a trainer's, a client's own saved foods) whose title contains every
 * word of the query, ignoring case and diacritics, ordered as ingredients are
 * (title begins with the query, then word starts, then substrings; shorter,
 * then alphabetical). Titles are typed by people, in one language: there is
 * no language to prefer. An empty query finds nothing.
 */
export function searchTitles<T extends { title: string }>(query: string, items: readonly T[], limit = 50): T[] {
  const q = clean(query);
  if (q === '') return [];
  const queryWords = q.split(' ');
  const hits: { tier: Tier; item: T }[] = [];
  for (const item of items) {
    const tier = tierOf(' ' + clean(item.title), q, queryWords);
    if (tier !== undefined) hits.push({ tier, item });
  }
  hits.sort((a, b) => a.tier - b.tier || a.item.title.length - b.item.title.length || collator.compare(a.item.title, b.item.title));
  return hits.slice(0, limit).map((h) => h.item);
}
