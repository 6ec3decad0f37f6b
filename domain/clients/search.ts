import type { ClientStatus } from './fields';

/** What the list needs of a client to search, filter and sort it. */
export interface ListedClient {
  name: string;
  email: string | null;
  status: ClientStatus;
  goal: string | null;
  hourlyRate: number | null;
  createdAt: string;
  updatedAt: string;
}

/** Lower case without diacritics, so "novak" finds "Novák" and "KOVACOVA" finds "Kováčová". */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every word of the query appears in the name or the email (diacritics and case ignored). */
export function matchesQuery(c: Pick<ListedClient, 'name' | 'email'>, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = foldText(`${c.name} ${c.email ?? ''}`);
  return words.every((w) => hay.includes(w));
}

export type StatusFilter = ClientStatus | 'all';
export const SORT_KEYS = ['name', 'email', 'status', 'hourlyRate', 'createdAt', 'updatedAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Compares two values of a column; missing values sort last in either direction. */
function compare<T extends ListedClient>(a: T, b: T, key: SortKey, dir: SortDir): number {
  const av = a[key];
  const bv = b[key];
  const aMissing = av === null || av === '';
  const bMissing = bv === null || bv === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const c = typeof av === 'number' && typeof bv === 'number' ? av - bv : collator.compare(String(av), String(bv));
  return dir === 'asc' ? c : -c;
}

/** The list as shown: matching the query and status, sorted by the column (ties by name). */
export function visibleClients<T extends ListedClient>(
  rows: readonly T[],
  opts: { query?: string; status?: StatusFilter; sort?: SortKey; dir?: SortDir } = {},
): T[] {
  const { query = '', status = 'all', sort = 'name', dir = 'asc' } = opts;
  return rows
    .filter((c) => (status === 'all' || c.status === status) && matchesQuery(c, query))
    .sort((a, b) => compare(a, b, sort, dir) || collator.compare(a.name, b.name));
}
