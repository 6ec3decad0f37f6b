import { describe, expect, it } from 'vitest';
import type { WeightLogRow } from '../../../domain/protocol/rows';
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

describe('chartSeries', () => {
  it('puts the entries oldest first as time and kg', () => {
    expect(chartSeries(newestFirst)).toEqual([
      { t: Date.parse('2025-06-01T07:00:00.000Z'), kg: 72.5 },
      { t: Date.parse('2025-06-02T07:00:00.000Z'), kg: 71.9 },
      { t: Date.parse('2025-06-03T07:00:00.000Z'), kg: 71.2 },
    ]);
  });
  it('averages long histories into at most maxPoints buckets, keeping the ends', () => {
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 1000 }, (_, i) => log(i, 70 + (i % 10) / 10, new Date(start + i * 3_600_000).toISOString())).reverse();
    const series = chartSeries(rows, 100);
    expect(series.length).toBeLessThanOrEqual(100);
    expect(series.length).toBeGreaterThan(90);
    expect(series[0]!.t).toBeGreaterThanOrEqual(start);
    expect(series.at(-1)!.t).toBeLessThanOrEqual(start + 999 * 3_600_000);
    for (let i = 1; i < series.length; i++) expect(series[i]!.t).toBeGreaterThan(series[i - 1]!.t);
    for (const p of series) expect(p.kg).toBeGreaterThanOrEqual(70), expect(p.kg).toBeLessThanOrEqual(70.9);
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
