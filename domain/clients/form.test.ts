import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { changedFields, ClientFormSchema, formValuesOf, parseNumberText, type ClientFormValues } from './form';

const blank = formValuesOf(null, { currency: 'EUR' });
const parse = (over: Partial<ClientFormValues>) => ClientFormSchema.safeParse({ ...blank, name: 'Eva', ...over });
const errorsOf = (over: Partial<ClientFormValues>) => {
  const r = parse(over);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('client form', () => {
  it('starts empty, pending, in the trainer\u2019s currency', () => {
    expect(formValuesOf(null, { currency: 'CZK' })).toMatchObject({ name: '', status: 'pending', currency: 'CZK', goalChoice: '', age: '' });
  });

  it('reads numbers typed with a point or a comma; empty is none', () => {
    expect(parseNumberText(' 182,5 ')).toBe(182.5);
    expect(parseNumberText('70.25')).toBe(70.25);
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('1e3')).toBeNaN();
    const r = parse({ age: '35', heightCm: '182,5', weightKg: '80,4', hourlyRate: '30' });
    expect(r.success && r.data).toMatchObject({ name: 'Eva', age: 35, heightCm: 182.5, weightKg: 80.4, hourlyRate: 30, email: null, goal: null });
  });

  it('puts each rule\u2019s message on the input typed into', () => {
    expect(errorsOf({ name: '' })).toEqual({ name: MESSAGES.nameRequired });
    expect(errorsOf({ age: 'abc' })).toEqual({ age: MESSAGES.ageInvalid });
    expect(errorsOf({ age: '121' })).toEqual({ age: MESSAGES.ageInvalid });
    expect(errorsOf({ heightCm: '300' })).toEqual({ heightCm: MESSAGES.heightInvalid });
    expect(errorsOf({ weightKg: '7' })).toEqual({ weightKg: MESSAGES.weightInvalid });
    expect(errorsOf({ hourlyRate: '-5' })).toEqual({ hourlyRate: MESSAGES.hourlyRateInvalid });
    expect(errorsOf({ email: 'nope' })).toEqual({ email: MESSAGES.emailInvalid });
    expect(errorsOf({ notes: 'n'.repeat(501) })).toEqual({ notes: MESSAGES.notesMax });
  });

  it('a custom goal is its own text, with errors on the custom input', () => {
    const r = parse({ goalChoice: 'custom', goalCustom: 'Climb Gerlach' });
    expect(r.success && r.data.goal).toBe('Climb Gerlach');
    expect(errorsOf({ goalChoice: 'custom', goalCustom: 'x'.repeat(101) })).toEqual({ goalCustom: MESSAGES.goalTooLong });
    expect(parse({ goalChoice: 'endurance', goalCustom: 'ignored' }).data?.goal).toBe('endurance');
  });

  it('shows a record\u2019s values and round-trips them unchanged', () => {
    const record = {
      name: 'Adam',
      email: 'adam@example.com',
      status: 'active' as const,
      goal: 'Climb Gerlach',
      age: 40,
      heightCm: 180.5,
      weightKg: 82.25,
      allergies: 'nuts',
      intolerances: null,
      hourlyRate: 35.5,
      currency: 'EUR' as const,
      notes: 'knee',
    };
    const values = formValuesOf(record, { currency: 'CZK' });
    expect(values).toMatchObject({ goalChoice: 'custom', goalCustom: 'Climb Gerlach', heightCm: '180.5', intolerances: '' });
    const again = ClientFormSchema.parse(values);
    expect(again).toEqual(record);
    expect(changedFields(record, again)).toEqual({});
  });

  it('an edit carries only the changed fields', () => {
    const before = ClientFormSchema.parse({ ...blank, name: 'Eva', notes: 'old', hourlyRate: '30' });
    const after = ClientFormSchema.parse({ ...formValuesOf(before, { currency: 'EUR' }), notes: 'new' });
    expect(changedFields(before, after)).toEqual({ notes: 'new' });
    const cleared = ClientFormSchema.parse({ ...formValuesOf(before, { currency: 'EUR' }), hourlyRate: '' });
    expect(changedFields(before, cleared)).toEqual({ hourlyRate: null });
  });
});
