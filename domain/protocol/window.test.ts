import { describe, expect, it } from 'vitest';
import { DAY_MS, inWindow, SYNC_WINDOW_DAYS_AHEAD, SYNC_WINDOW_DAYS_BACK, syncWindow, utcDayOf, windowOfDay } from './window';

describe('sync window', () => {
  const noon = Date.parse('2025-06-15T12:00:00Z');
  const w = syncWindow(noon);

  it('is anchored on the UTC day, so it moves once a day', () => {
    expect(syncWindow(Date.parse('2025-06-15T00:00:00Z'))).toEqual(w);
    expect(syncWindow(Date.parse('2025-06-15T23:59:59.999Z'))).toEqual(w);
    expect(syncWindow(Date.parse('2025-06-16T00:00:00Z')).day).toBe(w.day + 1);
    expect(w.day).toBe(utcDayOf(new Date(noon)));
  });

  it('covers 120 whole days back and 90 whole days ahead', () => {
    const today = Date.parse('2025-06-15T00:00:00Z');
    expect(w.from).toBe(today - SYNC_WINDOW_DAYS_BACK * DAY_MS);
    expect(w.to).toBe(today + (SYNC_WINDOW_DAYS_AHEAD + 1) * DAY_MS);
    expect(inWindow(w, '2025-02-15T00:00:00Z')).toBe(true); // 120 days back, first instant
    expect(inWindow(w, '2025-02-14T23:59:59.999Z')).toBe(false);
    expect(inWindow(w, '2025-09-13T23:59:59.999Z')).toBe(true); // 90 days ahead, last instant
    expect(inWindow(w, '2025-09-14T00:00:00Z')).toBe(false);
  });

  it('accepts dates, numbers and ISO strings', () => {
    expect(inWindow(w, new Date(noon))).toBe(true);
    expect(inWindow(w, noon)).toBe(true);
    expect(inWindow(w, new Date(noon).toISOString())).toBe(true);
  });

  it('windowOfDay takes custom widths', () => {
    expect(windowOfDay(10, 1, 0)).toEqual({ day: 10, from: 9 * DAY_MS, to: 11 * DAY_MS });
  });
});
