import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { changedFields, emptyWeightForm, fromLocalInput, LOGGED_AT_INVALID, LOGGED_AT_RANGE, toLocalInput, weightFormOf, weightFormSchema } from './weightForm';

/** The rules as on 20 June 2025 (every date in these tests is within its window). */
const WeightFormSchema = weightFormSchema(new Date(2025, 5, 20, 12, 0));

const row: WeightLogRow = {
  id: 'w1',
  clientId: 'c1',
  weightKg: 70.5,
  notes: 'after run',
  loggedAt: new Date(2025, 5, 12, 7, 30, 15).toISOString(),
  createdAt: '2025-06-12T05:30:15.000Z',
  updatedAt: '2025-06-12T05:30:15.000Z',
};

describe('weight form', () => {
  it('accepts point and comma and gives kg as a number', () => {
    const base = { notes: '', loggedAt: '2025-06-12T07:30' };
    expect(WeightFormSchema.parse({ ...base, weight: '70.5' }).weight).toBe(70.5);
    expect(WeightFormSchema.parse({ ...base, weight: ' 70,5 ' }).weight).toBe(70.5);
  });
  it("rejects what is not a weight with the documented message", () => {
    for (const weight of ['', 'abc', '7.05', '705', '70.555', '-70']) {
      const r = WeightFormSchema.safeParse({ weight, notes: '', loggedAt: '2025-06-12T07:30' });
      expect(r.success, weight).toBe(false);
      expect(r.error?.issues.find((i) => i.path[0] === 'weight')?.message).toBe(MESSAGES.weightInvalid);
    }
  });
  it('keeps notes up to 500 characters, empty as null', () => {
    const ok = WeightFormSchema.parse({ weight: '70', notes: '  ', loggedAt: '2025-06-12T07:30' });
    expect(ok.notes).toBeNull();
    const long = WeightFormSchema.safeParse({ weight: '70', notes: 'x'.repeat(501), loggedAt: '2025-06-12T07:30' });
    expect(long.error?.issues[0]?.message).toBe(MESSAGES.notesMax);
  });
  it('turns the local date and time into an instant, and refuses impossible dates', () => {
    expect(fromLocalInput('2025-06-12T07:30')).toBe(new Date(2025, 5, 12, 7, 30).toISOString());
    expect(fromLocalInput('2025-02-31T07:30')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('1960-01-01T00:00')).toBeNull();
    const r = WeightFormSchema.safeParse({ weight: '70', notes: '', loggedAt: 'soon' });
    expect(r.error?.issues[0]?.message).toBe(LOGGED_AT_INVALID);
  });
  it('takes dates back to the start of the sync window and up to a day ahead, not beyond', () => {
    const schema = weightFormSchema(new Date(2025, 5, 20, 12, 0));
    const at = (loggedAt: string) => schema.safeParse({ weight: '70', notes: '', loggedAt });
    expect(at('2025-02-21T08:00').success).toBe(true);
    expect(at('2025-06-21T08:00').success).toBe(true);
    expect(at('2025-01-10T08:00').error?.issues[0]?.message).toBe(LOGGED_AT_RANGE);
    expect(at('2025-06-23T08:00').error?.issues[0]?.message).toBe(LOGGED_AT_RANGE);
  });
  it('defaults the time to now, to the minute', () => {
    const now = new Date(2025, 0, 5, 9, 4, 59);
    expect(emptyWeightForm(now)).toEqual({ weight: '', notes: '', loggedAt: '2025-01-05T09:04' });
    expect(toLocalInput(now)).toBe('2025-01-05T09:04');
  });
  it('fills an entry back in the way the language writes numbers', () => {
    expect(weightFormOf(row, 'en')).toEqual({ weight: '70.5', notes: 'after run', loggedAt: '2025-06-12T07:30' });
    expect(weightFormOf(row, 'sk').weight).toBe('70,5');
    expect(WeightFormSchema.parse(weightFormOf(row, 'cz')).weight).toBe(70.5);
  });
  it('sends only the fields that changed', () => {
    const same = WeightFormSchema.parse(weightFormOf(row, 'en'));
    expect(changedFields(row, same)).toEqual({});
    const edited = WeightFormSchema.parse({ ...weightFormOf(row, 'en'), weight: '71', notes: '' });
    expect(changedFields(row, edited)).toEqual({ weightKg: 71, notes: null });
    const moved = WeightFormSchema.parse({ ...weightFormOf(row, 'en'), loggedAt: '2025-06-12T08:00' });
    expect(changedFields(row, moved)).toEqual({ loggedAt: new Date(2025, 5, 12, 8, 0).toISOString() });
  });
});
