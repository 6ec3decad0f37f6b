import { describe, expect, it } from 'vitest';
import type { MeasurementRow } from '../../domain/measurements/entity';
import { hasAnyValue, parseMeasurement } from '../../domain/measurements/measurement';
import { MEASUREMENT_MESSAGES as M, MEASUREMENT_MESSAGE_TRANSLATIONS } from '../../domain/measurements/messages';
import { MeasurementCreateArgs, MeasurementUpdateArgs } from '../../domain/measurements/mutations';
import { latestChange, seriesKeys, seriesOf, valueAxis } from '../../src/features/measurements/chartData';
import { customNamesOf, emptyMeasurementForm, measurementFormSchema, toLocalInput } from '../../src/features/measurements/measurementForm';

const id = '0190f2a4-7c4e-7000-8000-000000000001';
const at = '2026-11-20T07:00:00.000Z';
const row = (over: Partial<MeasurementRow>): MeasurementRow => ({
  id,
  clientId: 'c',
  waistCm: null,
  hipsCm: null,
  chestCm: null,
  upperArmCm: null,
  thighCm: null,
  calfCm: null,
  neckCm: null,
  bodyFatPercent: null,
  custom: {},
  notes: null,
  measuredAt: at,
  createdAt: at,
  updatedAt: at,
  ...over,
});

describe('typing a measurement', () => {
  it('takes a point or a comma, two decimals at most, within the bounds', () => {
    expect(parseMeasurement('82,5', 30, 250)).toBe(82.5);
    expect(parseMeasurement(' 82.25 ', 30, 250)).toBe(82.25);
    expect(parseMeasurement('825', 30, 250)).toBeNull(); // mm
    expect(parseMeasurement('8.25', 30, 250)).toBeNull(); // misplaced point
    expect(parseMeasurement('82.555', 30, 250)).toBeNull();
    expect(parseMeasurement('82,5 cm', 30, 250)).toBeNull();
    expect(parseMeasurement('', 30, 250)).toBeNull();
  });

  it('refuses each field with its own message and an empty entry with one of its own', () => {
    const base = { id, measuredAt: at };
    const issue = (args: object) => {
      const r = MeasurementCreateArgs.safeParse({ ...base, ...args });
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(issue({ waistCm: 82.5 })).toBeNull();
    expect(issue({ waistCm: 20 })).toBe(M.measurementWaistInvalid);
    expect(issue({ neckCm: 81 })).toBe(M.measurementNeckInvalid);
    expect(issue({ bodyFatPercent: 1 })).toBe(M.measurementBodyFatInvalid);
    expect(issue({ upperArmCm: 32.123 })).toBe(M.measurementUpperArmInvalid);
    expect(issue({ custom: { Wrist: 0.5 } })).toBe(M.measurementCustomInvalid);
    expect(issue({ custom: { '  ': 16 } })).toBe(M.measurementCustomNameInvalid);
    expect(issue({ notes: 'only notes' })).toBe(M.measurementEmpty);
    expect(issue({ waistCm: null, custom: {} })).toBe(M.measurementEmpty);
    expect(MeasurementCreateArgs.parse({ ...base, custom: { '  Wrist ': 16 } }).custom).toEqual({ Wrist: 16 });
    expect(MeasurementUpdateArgs.parse({ id, hipsCm: null }).hipsCm).toBeNull();
  });

  it('has every message in sk and cz, really translated', () => {
    for (const lang of ['sk', 'cz'] as const) {
      expect(Object.keys(MEASUREMENT_MESSAGE_TRANSLATIONS[lang]).sort()).toEqual(Object.keys(M).sort());
      for (const [k, v] of Object.entries(MEASUREMENT_MESSAGE_TRANSLATIONS[lang])) expect(v).not.toBe(M[k as keyof typeof M]);
    }
  });

  it('hasAnyValue counts fixed fields and custom ones', () => {
    expect(hasAnyValue({})).toBe(false);
    expect(hasAnyValue({ custom: { Wrist: 16 } })).toBe(true);
    expect(hasAnyValue({ calfCm: 37 })).toBe(true);
  });
});

describe('the measurement form', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const values = (over: object) => ({ ...emptyMeasurementForm([], now), ...over });

  it('reads typed values, skips blank custom rows and keeps named ones', () => {
    const out = measurementFormSchema(now).parse(values({ waistCm: '82,5', bodyFatPercent: '18.5', custom: [{ name: ' Wrist ', value: '16,2' }, { name: '', value: '' }] }));
    expect(out).toMatchObject({ waistCm: 82.5, bodyFatPercent: 18.5, hipsCm: null, custom: { Wrist: 16.2 } });
    expect(out.measuredAt).toBe(new Date(toLocalInput(now)).toISOString());
  });

  it('refuses an empty form, a bad value and a custom value without a name', () => {
    const first = (v: object) => {
      const r = measurementFormSchema(now).safeParse(values(v));
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(first({})).toBe(M.measurementEmpty);
    expect(first({ chestCm: '9,65' })).toBe(M.measurementChestInvalid);
    expect(first({ custom: [{ name: '', value: '16' }] })).toBe(M.measurementCustomNameInvalid);
    expect(first({ custom: [{ name: 'Wrist', value: 'x' }] })).toBe(M.measurementCustomInvalid);
  });

  it('offers the custom names used before for the client, newest first, each once', () => {
    const rows = [row({ custom: { Wrist: 16 } }), row({ custom: { wrist: 15.5, 'Under bust': 80 } })];
    expect(customNamesOf(rows)).toEqual(['Wrist', 'Under bust']);
    expect(emptyMeasurementForm(customNamesOf(rows), now).custom).toEqual([
      { name: 'Wrist', value: '' },
      { name: 'Under bust', value: '' },
    ]);
  });
});

describe('chart data', () => {
  const rows = [
    row({ measuredAt: '2026-11-20T07:00:00.000Z', waistCm: 82, custom: { Wrist: 16 } }),
    row({ measuredAt: '2026-11-10T07:00:00.000Z', hipsCm: 99 }),
    row({ measuredAt: '2026-11-01T07:00:00.000Z', waistCm: 84.5 }),
  ];

  it('lists only measurements with a value, fixed ones first', () => {
    expect(seriesKeys(rows)).toEqual(['waistCm', 'hipsCm', 'custom:Wrist']);
  });

  it('gives a series oldest first, skipping entries without it, and its change', () => {
    const waist = seriesOf(rows, 'waistCm');
    expect(waist.map((p) => p.value)).toEqual([84.5, 82]);
    expect(latestChange(waist)).toEqual({ latest: 82, sinceFirst: -2.5 });
    expect(latestChange(seriesOf(rows, 'hipsCm'))).toEqual({ latest: 99, sinceFirst: null });
    expect(seriesOf(rows, 'custom:Wrist')).toEqual([{ t: Date.parse('2026-11-20T07:00:00.000Z'), value: 16 }]);
  });

  it('pads the axis around the values in whole units', () => {
    const [lo, hi] = valueAxis(seriesOf(rows, 'waistCm'));
    expect(lo).toBeLessThan(82);
    expect(hi).toBeGreaterThan(84.5);
    expect(Number.isInteger(lo) && Number.isInteger(hi)).toBe(true);
  });
});
