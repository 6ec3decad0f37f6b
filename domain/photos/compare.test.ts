import { describe, expect, it } from 'vitest';
import { compareDates, NEAR_DAYS, posesInBoth, type MeasurementIn } from './compare';

const ZONE = 'Europe/Bratislava';

const entry = (measuredAt: string, values: Partial<MeasurementIn>): MeasurementIn => ({
  waistCm: null,
  hipsCm: null,
  chestCm: null,
  upperArmCm: null,
  thighCm: null,
  calfCm: null,
  neckCm: null,
  bodyFatPercent: null,
  custom: {},
  ...values,
  measuredAt,
});

describe('compareDates', () => {
  const weights = [
    { loggedAt: '2026-09-01T06:00:00Z', weightKg: 84.2 },
    { loggedAt: '2026-09-03T06:00:00Z', weightKg: 84 },
    { loggedAt: '2026-11-02T06:00:00Z', weightKg: 81.3 },
    { loggedAt: '2026-11-04T06:00:00Z', weightKg: 80.9 },
  ];

  it('takes the newest value on or before each date, never one after it, and the change later minus earlier', () => {
    const c = compareDates(['2026-11-03', '2026-09-03'], weights, [], ZONE);
    expect(c.before).toBe('2026-09-03');
    expect(c.after).toBe('2026-11-03');
    expect(c.weight).toEqual({ key: 'weightKg', before: { value: 84, on: '2026-09-03' }, after: { value: 81.3, on: '2026-11-02' }, change: -2.7 });
  });

  it(`counts a value up to ${NEAR_DAYS} days before the date and no further`, () => {
    const w = [{ loggedAt: '2026-10-20T10:00:00Z', weightKg: 82 }];
    expect(compareDates(['2026-11-03', '2026-11-03'], w, [], ZONE).weight.after).toEqual({ value: 82, on: '2026-10-20' });
    expect(compareDates(['2026-11-04', '2026-11-04'], w, [], ZONE).weight.after).toBeNull();
    expect(compareDates(['2026-11-04', '2026-11-04'], w, [], ZONE).weight.change).toBeNull();
  });

  it('reads an instant as the wall date of the zone (23:30 UTC is the next day in Bratislava)', () => {
    const w = [{ loggedAt: '2026-11-02T23:30:00Z', weightKg: 80 }];
    expect(compareDates(['2026-11-02', '2026-11-02'], w, [], ZONE).weight.after).toBeNull();
    expect(compareDates(['2026-11-03', '2026-11-03'], w, [], ZONE).weight.after).toEqual({ value: 80, on: '2026-11-03' });
    expect(compareDates(['2026-11-02', '2026-11-02'], w, [], 'UTC').weight.after).toEqual({ value: 80, on: '2026-11-02' });
  });

  it('finds each measurement in the newest entry that holds it, and lists only those known on a date', () => {
    const rows = [
      entry('2026-09-02T07:00:00Z', { waistCm: 90, hipsCm: 101, custom: { Wrist: 17.5 } }),
      entry('2026-11-01T07:00:00Z', { waistCm: 86.5, custom: { Wrist: 17.2 } }),
      entry('2026-11-03T07:00:00Z', { bodyFatPercent: 18.5 }),
    ];
    const c = compareDates(['2026-09-05', '2026-11-03'], [], rows, ZONE);
    expect(c.measurements).toEqual([
      { key: 'waistCm', before: { value: 90, on: '2026-09-02' }, after: { value: 86.5, on: '2026-11-01' }, change: -3.5 },
      { key: 'hipsCm', before: { value: 101, on: '2026-09-02' }, after: null, change: null },
      { key: 'bodyFatPercent', before: null, after: { value: 18.5, on: '2026-11-03' }, change: null },
      { key: 'custom:Wrist', before: { value: 17.5, on: '2026-09-02' }, after: { value: 17.2, on: '2026-11-01' }, change: -0.3 },
    ]);
  });

  it('of two entries on one day takes the later one', () => {
    const w = [
      { loggedAt: '2026-11-03T18:00:00Z', weightKg: 81 },
      { loggedAt: '2026-11-03T06:00:00Z', weightKg: 80.2 },
    ];
    expect(compareDates(['2026-11-03', '2026-11-03'], w, [], ZONE).weight.after?.value).toBe(81);
  });

  it('gives nothing from nothing', () => {
    const c = compareDates(['2026-01-01', '2026-02-01'], [], [], ZONE);
    expect(c.weight.before).toBeNull();
    expect(c.measurements).toEqual([]);
  });
});

describe('posesInBoth', () => {
  it('pairs the poses both sets have, in the poses order', () => {
    expect(posesInBoth([{ pose: 'back' }, { pose: 'front' }, { pose: 'side' }], [{ pose: 'side' }, { pose: 'front' }, { pose: 'other' }])).toEqual(['front', 'side']);
    expect(posesInBoth([{ pose: 'back' }], [{ pose: 'front' }])).toEqual([]);
  });
});
