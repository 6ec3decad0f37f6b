import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { paymentInputSchema, paymentUpdateSchema } from './payment';

const errorOf = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('payment input (docs/rules/billing.md "Payments")', () => {
  it('takes amount as typed, method, note and the date received; amount in minor units', () => {
    expect(paymentInputSchema.parse({ amount: '12,50', method: 'cash', receivedOn: '2026-03-02' })).toEqual({
      amount: 1250,
      method: 'cash',
      note: null,
      receivedOn: '2026-03-02',
    });
    expect(paymentInputSchema.parse({ amount: 0.01, method: 'bank_transfer', note: '  March  ', receivedOn: '2026-03-02' })).toMatchObject({
      amount: 1,
      note: 'March',
    });
    for (const method of ['cash', 'bank_transfer', 'card', 'stripe']) {
      expect(paymentInputSchema.safeParse({ amount: 10, method, receivedOn: '2026-03-02' }).success).toBe(true);
    }
  });

  it('refuses an amount below 0.01 with the documented message', () => {
    for (const amount of [0, '0', '0,00', 0.001, -5, '-1', 'abc', '', '12.345', null]) {
      expect(errorOf(paymentInputSchema.safeParse({ amount, method: 'cash', receivedOn: '2026-03-02' })), String(amount)).toEqual({
        amount: 'Please enter a valid amount (minimum 0.01)',
      });
    }
    expect(MESSAGES.paymentAmountInvalid).toBe('Please enter a valid amount (minimum 0.01)');
  });

  it('refuses an unknown method, a bad date, a long note and a huge amount, each with its message', () => {
    expect(errorOf(paymentInputSchema.safeParse({ amount: 5, method: 'paypal', receivedOn: '2026-02-30', note: 'x'.repeat(501) }))).toEqual({
      method: MESSAGES.paymentMethodInvalid,
      receivedOn: MESSAGES.paymentDateInvalid,
      note: MESSAGES.notesMax,
    });
    expect(errorOf(paymentInputSchema.safeParse({ amount: '1000000.01', method: 'card', receivedOn: '2026-03-02' }))).toEqual({
      amount: MESSAGES.paymentAmountTooLarge,
    });
  });

  it('edits any subset of the fields, but not none', () => {
    expect(paymentUpdateSchema.parse({ amount: '20' })).toEqual({ amount: 2000 });
    expect(paymentUpdateSchema.safeParse({}).success).toBe(false);
    expect(errorOf(paymentUpdateSchema.safeParse({ amount: 0 }))).toEqual({ amount: MESSAGES.paymentAmountInvalid });
  });
});
