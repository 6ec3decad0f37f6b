import { z } from 'zod';
import { NOTES_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { optionalText, text } from '../mutations/fields';
import { isWallDate } from '../time/wall-time';
import { BILLING_MESSAGES as M } from './messages';
import { MONEY_MAX_MINOR, parseMoney, type Minor } from './money';

/** docs/rules/billing.md "Payments": how a payment was made. */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The smallest payment, 0.01 (docs/rules/billing.md "Payments"; domain/constants MIN_PAYMENT), in minor units. */
export const MIN_PAYMENT_MINOR: Minor = 1;

/**
 * A payment amount as typed ("12,50", "12.50") or as a number, in minor
 * units. Below 0.01, not a number, or more than two decimals: the documented
 * message (docs/rules/errors-and-limits.md "Messages"); above the maximum, its own.
 */
export const paymentAmountField = z.union([z.number(), z.string()], { error: M.paymentAmountInvalid }).transform((v, ctx) => {
  const minor = parseMoney(v);
  if (minor === null || minor < MIN_PAYMENT_MINOR) {
    ctx.addIssue({ code: 'custom', message: M.paymentAmountInvalid });
    return z.NEVER;
  }
  if (minor > MONEY_MAX_MINOR) {
    ctx.addIssue({ code: 'custom', message: M.paymentAmountTooLarge });
    return z.NEVER;
  }
  return minor;
});

/** A session's own price for a client (0 allowed: a free session), in minor units. */
export const sessionPriceField = z.union([z.number(), z.string()], { error: M.sessionPriceInvalid }).transform((v, ctx) => {
  const minor = parseMoney(v);
  if (minor === null || minor > MONEY_MAX_MINOR) {
    ctx.addIssue({ code: 'custom', message: M.sessionPriceInvalid });
    return z.NEVER;
  }
  return minor;
});

/** A price already in minor units (what rows and mutation args carry). */
export const minorAmount = (message: string, min = 0) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(MONEY_MAX_MINOR, { error: message });

export const paymentMethodField = z.enum(PAYMENT_METHODS, { error: M.paymentMethodInvalid });

export const receivedOnField = text(M.paymentDateInvalid).refine(isWallDate, { error: M.paymentDateInvalid });

/**
 * A payment as the trainer records it (docs/rules/billing.md "Payments"): amount, method,
 * note, date received. The output carries the amount in minor units.
 */
export const paymentInputSchema = z.object({
  amount: paymentAmountField,
  method: paymentMethodField,
  note: optionalText(NOTES_MAX, MESSAGES.notesMax).optional().transform((n) => n ?? null),
  receivedOn: receivedOnField,
});
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentFields = z.output<typeof paymentInputSchema>;

/** An edit of a payment: any non-empty subset of the fields. */
export const paymentUpdateSchema = z
  .object({
    amount: paymentAmountField,
    method: paymentMethodField,
    note: optionalText(NOTES_MAX, MESSAGES.notesMax),
    receivedOn: receivedOnField,
  })
  .partial()
  .refine((f) => Object.keys(f).length > 0, { error: MESSAGES.validationFailed });
export type PaymentUpdate = z.output<typeof paymentUpdateSchema>;

/** A recorded payment, as allocation and the summary read it (a subset of the synced row). */
export interface PaymentRecord {
  id: string;
  amountMinor: Minor;
  method: PaymentMethod;
  note: string | null;
  /** Wall date 'YYYY-MM-DD' the money was received. */
  receivedOn: string;
  /** When it was recorded (UTC ISO): orders payments received the same day. */
  createdAt: string;
}
