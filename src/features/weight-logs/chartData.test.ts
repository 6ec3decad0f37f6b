import { describe, expect, it } from 'vitest';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { wallToInstant } from '../../../domain/time/time-zone';
import { chartSeries, weightAxis, weightChange } from './chartData';

const log = (i: number, kg: number, loggedAt: string): WeightLogRow => ({
  id: `w${i}`,
  clientId: 'c',
  weightKg: kg,
  notes: null,
  loggedAt,
  createdAt: loggedAt,
  updatedAt: loggedAt,
});

const newestFirst = [log(3, 71.2, '2025-06-03T07:00:00.000Z'), log(2, 71.9, '2025-06-02T07:00:00.000Z'), log(1, 72.5, '2025-06-01T07:00:00.000Z')];

const noon = (date: string, zone = 'Europe/Bratislava') => wallToInstant(date, '12:00', zone).getTime();
const at = (iso: string) => ({ t: Date.parse(iso), kg: expect.any(Number) });

describe('chartSeries', () => {
  it('puts one point per day, oldest first, at the day’s noon', () => {
    expect(chartSeries(newestFirst, 'UTC')).toEqual([
      { t: noon('2025-06-01', 'UTC'), kg: 72.5, entries: [{ t: Date.parse('2025-06-01T07:00:00.000Z'), kg: 72.5 }] },
      { t: noon('2025-06-02', 'UTC'), kg: 71.9, entries: [{ t: Date.parse('2025-06-02T07:00:00.000Z'), kg: 71.9 }] },
      { t: noon('2025-06-03', 'UTC'), kg: 71.2, entries: [{ t: Date.parse('2025-06-03T07:00:00.000Z'), kg: 71.2 }] },
    ]);
  });

  it('draws several entries of one day as the day’s mean, keeping each entry for the tooltip', () => {
    const rows = [
      log(4, 71.0, '2025-06-02T05:30:00.000Z'),
      log(3, 72.4, '2025-06-01T19:00:00.000Z'),
      log(2, 71.6, '2025-06-01T12:00:00.000Z'),
      log(1, 71.1, '2025-06-01T05:00:00.000Z'),
    ];
    const series = chartSeries(rows, 'Europe/Bratislava');
    expect(series.map((p) => p.t)).toEqual([noon('2025-06-01'), noon('2025-06-02')]);
    expect(series[0]).toEqual({
      t: noon('2025-06-01'),
      kg: 71.7,
      entries: [at('2025-06-01T05:00:00.000Z'), at('2025-06-01T12:00:00.000Z'), at('2025-06-01T19:00:00.000Z')],
    });
    expect(series[0]!.entries.map((e) => e.kg)).toEqual([71.1, 71.6, 72.4]);
    expect(series[1]!.kg).toBe(71);
  });

  it('takes the day on the given zone’s clock: a late-evening weight belongs to that evening’s day', () => {
    // 21:30 and 22:30 UTC on 1 June are 23:30 on 1 June and 00:30 on 2 June in Bratislava (UTC+2).
    const rows = [log(2, 70.0, '2025-06-01T22:30:00.000Z'), log(1, 72.0, '2025-06-01T21:30:00.000Z')];
    expect(chartSeries(rows, 'UTC')).toHaveLength(1);
    const local = chartSeries(rows, 'Europe/Bratislava');
    expect(local.map((p) => [p.t, p.kg])).toEqual([
      [noon('2025-06-01'), 72],
      [noon('2025-06-02'), 70],
    ]);
  });

  it('averages long histories into at most maxPoints buckets, keeping the ends and every entry', () => {
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 1000 }, (_, i) => log(i, 70 + (i % 10) / 10, new Date(start + i * 3_600_000 * 6).toISOString())).reverse();
    const series = chartSeries(rows, 'UTC', 100);
    expect(series.length).toBeLessThanOrEqual(100);
    expect(series.length).toBeGreaterThan(90);
    expect(series[0]!.t).toBeGreaterThanOrEqual(start);
    expect(series.at(-1)!.t).toBeLessThanOrEqual(start + 999 * 3_600_000 * 6 + 12 * 3_600_000);
    for (let i = 1; i < series.length; i++) expect(series[i]!.t).toBeGreaterThan(series[i - 1]!.t);
    for (const p of series) expect(p.kg).toBeGreaterThanOrEqual(70), expect(p.kg).toBeLessThanOrEqual(70.9);
    expect(series.reduce((n, p) => n + p.entries.length, 0)).toBe(1000);
  });
});

describe('weightChange', () => {
  it('compares the latest with the first and the previous entry, without float noise', () => {
    const c = weightChange(newestFirst);
    expect(c.latest?.id).toBe('w3');
    expect(c.sinceFirst).toBe(-1.3);
    expect(c.sinceLast).toBe(-0.7);
  });
  it('has no change with one entry, and nothing at all with none', () => {
    expect(weightChange(newestFirst.slice(2))).toEqual({ latest: newestFirst[2], sinceFirst: null, sinceLast: null });
    expect(weightChange([])).toEqual({ latest: null, sinceFirst: null, sinceLast: null });
  });
});

describe('weightAxis', () => {
  it('pads the range to whole kilograms with even ticks ending at the top', () => {
    expect(weightAxis([{ t: 1, kg: 71.2 }, { t: 2, kg: 72.5 }])).toEqual({ domain: [70, 74], ticks: [70, 71, 72, 73, 74] });
    expect(weightAxis([{ t: 1, kg: 82.4 }, { t: 2, kg: 84.2 }])).toEqual({ domain: [81, 87], ticks: [81, 83, 85, 87] });
    expect(weightAxis([])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
  it('keeps at most five ticks for a wide range', () => {
    const { domain, ticks } = weightAxis([{ t: 1, kg: 60 }, { t: 2, kg: 110 }]);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(domain[0]).toBeLessThanOrEqual(60);
    expect(domain[1]).toBeGreaterThanOrEqual(110);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]! - ticks[i - 1]!).toBe(ticks[1]! - ticks[0]!);
  });
});
