import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ClientCreateFields, ClientFields, ClientUpdateFields } from './fields';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));

describe('client field rules', () => {
  it('needs a name and nothing else to create a client', () => {
    expect(ClientCreateFields.parse({ name: '  Adam Novák ' })).toEqual({ name: 'Adam Novák' });
    expect(errorsOf(ClientCreateFields.safeParse({}))).toEqual({ name: MESSAGES.nameRequired });
    expect(errorsOf(ClientCreateFields.safeParse({ name: '   ' }))).toEqual({ name: MESSAGES.nameRequired });
    expect(ClientCreateFields.safeParse({ name: 'A', trainerId: 'x' }).success).toBe(false);
  });

  it('takes an optional, valid email (empty is none, stored lower case)', () => {
    expect(ClientUpdateFields.parse({ email: '' })).toEqual({ email: null });
    expect(ClientUpdateFields.parse({ email: ' Adam@Example.COM ' })).toEqual({ email: 'adam@example.com' });
    expect(errorsOf(ClientUpdateFields.safeParse({ email: 'adam@' }))).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('keeps age within 1-120 whole years', () => {
    for (const ok of [1, 35, 120, null]) expect(ClientUpdateFields.safeParse({ age: ok }).success).toBe(true);
    for (const bad of [0, 121, 30.5, -1, Number.NaN]) expect(errorsOf(ClientUpdateFields.safeParse({ age: bad }))).toEqual({ age: MESSAGES.ageInvalid });
  });

  it('keeps height within 50-260 cm (one decimal) and weight within 20-500 kg', () => {
    for (const ok of [50, 182.5, 260]) expect(ClientUpdateFields.safeParse({ heightCm: ok }).success).toBe(true);
    for (const bad of [49.9, 260.1, 180.25]) expect(errorsOf(ClientUpdateFields.safeParse({ heightCm: bad }))).toEqual({ heightCm: MESSAGES.heightInvalid });
    for (const ok of [20, 70.55, 500]) expect(ClientUpdateFields.safeParse({ weightKg: ok }).success).toBe(true);
    for (const bad of [19.9, 500.5, 70.555]) expect(errorsOf(ClientUpdateFields.safeParse({ weightKg: bad }))).toEqual({ weightKg: MESSAGES.weightInvalid });
  });

  it('accepts an hourly rate of 0 or more with at most two decimals', () => {
    for (const ok of [0, 35, 42.5, 99.99]) expect(ClientUpdateFields.safeParse({ hourlyRate: ok }).success).toBe(true);
    for (const bad of [-1, 10.005]) expect(errorsOf(ClientUpdateFields.safeParse({ hourlyRate: bad }))).toEqual({ hourlyRate: MESSAGES.hourlyRateInvalid });
  });

  it('limits notes, allergies and intolerances to 500 characters, each with its own message', () => {
    const long = 'x'.repeat(501);
    expect(ClientUpdateFields.safeParse({ notes: 'x'.repeat(500) }).success).toBe(true);
    expect(errorsOf(ClientUpdateFields.safeParse({ notes: long }))).toEqual({ notes: MESSAGES.notesMax });
    expect(errorsOf(ClientUpdateFields.safeParse({ allergies: long }))).toEqual({ allergies: MESSAGES.allergiesMax });
    expect(errorsOf(ClientUpdateFields.safeParse({ intolerances: long }))).toEqual({ intolerances: MESSAGES.intolerancesMax });
    expect(ClientUpdateFields.parse({ notes: '   ' })).toEqual({ notes: null });
  });

  it('takes a listed or custom goal, EUR or CZK, and the three statuses', () => {
    expect(ClientUpdateFields.parse({ goal: 'musclegain', currency: 'CZK', status: 'personal' })).toEqual({ goal: 'musclegain', currency: 'CZK', status: 'personal' });
    expect(ClientUpdateFields.parse({ goal: ' Run a marathon ' })).toEqual({ goal: 'Run a marathon' });
    expect(errorsOf(ClientUpdateFields.safeParse({ goal: 'g'.repeat(101) }))).toEqual({ goal: MESSAGES.goalTooLong });
    expect(errorsOf(ClientUpdateFields.safeParse({ currency: 'USD' }))).toEqual({ currency: MESSAGES.currencyInvalid });
    expect(errorsOf(ClientUpdateFields.safeParse({ status: 'gone' }))).toEqual({ status: MESSAGES.clientStatusInvalid });
  });

  it('an edit must change something', () => {
    expect(ClientUpdateFields.safeParse({}).success).toBe(false);
    expect(Object.keys(ClientFields.shape).sort()).toEqual(
      ['age', 'allergies', 'currency', 'email', 'goal', 'heightCm', 'hourlyRate', 'intolerances', 'name', 'notes', 'status', 'weightKg'].sort(),
    );
  });
});
