import { describe, expect, it } from 'vitest';
import { foldText, matchesQuery, visibleClients, type ListedClient } from './search';

const c = (name: string, over: Partial<ListedClient> = {}): ListedClient => ({
  name,
  email: null,
  status: 'active',
  goal: null,
  hourlyRate: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const rows = [
  c('Beata Kováčová', { email: 'beata@repwise.app', status: 'pending', hourlyRate: 40, createdAt: '2025-03-01T00:00:00.000Z' }),
  c('Adam Novák', { email: 'adam@repwise.app', hourlyRate: 25, createdAt: '2025-01-01T00:00:00.000Z' }),
  c('Čestmír Šťastný', { status: 'personal', createdAt: '2025-02-01T00:00:00.000Z' }),
  c('cyril horváth', { email: 'cyril@gym.sk', hourlyRate: 30 }),
];
const names = (list: ListedClient[]) => list.map((r) => r.name);

describe('client search', () => {
  it('ignores case and diacritics', () => {
    expect(foldText('Čestmír ŠŤASTNÝ')).toBe('cestmir stastny');
    expect(matchesQuery(rows[0]!, 'kovacova')).toBe(true);
    expect(matchesQuery(rows[2]!, 'stastny cest')).toBe(true);
    expect(matchesQuery(rows[1]!, 'novák beata')).toBe(false);
  });

  it('finds by email too, and an empty query matches all', () => {
    expect(names(visibleClients(rows, { query: 'gym.sk' }))).toEqual(['cyril horváth']);
    expect(visibleClients(rows, { query: '  ' })).toHaveLength(4);
  });

  it('filters by status', () => {
    expect(names(visibleClients(rows, { status: 'pending' }))).toEqual(['Beata Kováčová']);
    expect(names(visibleClients(rows, { status: 'personal', query: 'cest' }))).toEqual(['Čestmír Šťastný']);
  });

  it('sorts by name by default, case-insensitively, and by other columns with missing values last', () => {
    expect(names(visibleClients(rows))).toEqual(['Adam Novák', 'Beata Kováčová', 'Čestmír Šťastný', 'cyril horváth']);
    expect(names(visibleClients(rows, { sort: 'hourlyRate' }))).toEqual(['Adam Novák', 'cyril horváth', 'Beata Kováčová', 'Čestmír Šťastný']);
    expect(names(visibleClients(rows, { sort: 'hourlyRate', dir: 'desc' }))).toEqual(['Beata Kováčová', 'cyril horváth', 'Adam Novák', 'Čestmír Šťastný']);
    expect(names(visibleClients(rows, { sort: 'createdAt', dir: 'desc' }))[0]).toBe('Beata Kováčová');
    expect(names(visibleClients(rows, { sort: 'email' })).at(-1)).toBe('Čestmír Šťastný');
  });
});
