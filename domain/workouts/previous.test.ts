import { describe, expect, it } from 'vitest';
import { previousColumn, previousSessionSets } from './previous';

const s = (sessionId: string, order: number, completedAt: string | null, weightKg = 0) => ({ sessionId, order, completedAt, weightKg });

describe('the previous column', () => {
  const history = [
    s('mon', 0, '2025-03-03T10:00:00Z', 60),
    s('mon', 1, '2025-03-03T10:03:00Z', 62.5),
    s('wed', 5, '2025-03-05T10:05:00Z', 67.5),
    s('wed', 2, '2025-03-05T10:00:00Z', 65),
    s('wed', 9, null, 70),
    s('today', 0, '2025-03-07T10:00:00Z', 70),
  ];

  it('shows the latest earlier session\'s done sets aligned by set order', () => {
    expect(previousColumn(history, 3, { excludeSessionId: 'today' }).map((x) => x?.weightKg ?? null)).toEqual([65, 67.5, null]);
    expect(previousSessionSets(history, { excludeSessionId: 'today' })?.sessionId).toBe('wed');
  });

  it('looks only before a given instant, e.g. when an old session is opened', () => {
    expect(previousColumn(history, 2, { before: '2025-03-04T00:00:00Z' }).map((x) => x?.weightKg)).toEqual([60, 62.5]);
  });

  it('is empty without history', () => {
    expect(previousSessionSets([], {})).toBeNull();
    expect(previousColumn([s('x', 0, null)], 2)).toEqual([null, null]);
  });
});
