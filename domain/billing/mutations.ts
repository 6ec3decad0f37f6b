import { z } from 'zod';
import { paymentEntity } from './entity';
import { BILLING_MESSAGES as M } from './messages';
import { MONEY_MAX_MINOR } from './money';
import { MIN_PAYMENT_MINOR, paymentMethodField, receivedOnField } from './payment';
import { def, defineArea } from '../mutations/def';
import { optionalText } from '../mutations/fields';

/** An amount in minor units: at least 0.01 (the documented message), at most MONEY_MAX_MINOR. */
const amountMinorField = z
  .number({ error: M.paymentAmountInvalid })
  .int({ error: M.paymentAmountInvalid })
  .min(MIN_PAYMENT_MINOR, { error: M.paymentAmountInvalid })
  .max(MONEY_MAX_MINOR, { error: M.paymentAmountTooLarge });

/** Record a payment of one of the trainer's clients. The id is made on the device; a resent create does nothing. */
export const PaymentCreateArgs = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  amountMinor: amountMinorField,
  method: paymentMethodField,
  note: optionalText().optional(),
  receivedOn: receivedOnField,
});
export type PaymentCreateArgs = z.output<typeof PaymentCreateArgs>;

/**
 * Change some fields of a payment; each field's later edit wins. The amount
 * may not go below what the payment already pays (payment_below_applied).
 */
export const PaymentUpdateArgs = z.object({
  id: z.uuid(),
  amountMinor: amountMinorField.optional(),
  method: paymentMethodField.optional(),
  note: optionalText().optional(),
  receivedOn: receivedOnField.optional(),
});
export type PaymentUpdateArgs = z.output<typeof PaymentUpdateArgs>;

/** Delete a payment; the rest are re-applied. Delete wins over any later edit. */
export const PaymentDeleteArgs = z.object({ id: z.uuid() });
export type PaymentDeleteArgs = z.output<typeof PaymentDeleteArgs>;

/**
 * The trainer's own price of a session for one of its clients (a group is
 * priced per client), in minor units of that client's currency (0: free);
 * null goes back to the hourly rate. Applied in server order, one client's
 * key at a time, so two devices pricing two clients of a group both stand.
 */
export const SessionPriceArgs = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  priceMinor: z
    .number({ error: M.sessionPriceInvalid })
    .int({ error: M.sessionPriceInvalid })
    .min(0, { error: M.sessionPriceInvalid })
    .max(MONEY_MAX_MINOR, { error: M.sessionPriceInvalid })
    .nullable(),
});
export type SessionPriceArgs = z.output<typeof SessionPriceArgs>;

export const PAYMENT_PATCH_FIELDS = ['amountMinor', 'method', 'note', 'receivedOn'] as const;

/** Client billing: payments, and the price of a session (sessions themselves are the sessions area's). */
export const billingArea = defineArea({
  entities: [paymentEntity],
  mutations: {
    'payment.create': def({ args: PaymentCreateArgs, target: (a) => ({ table: 'payments', id: a.id }) }),
    'payment.update': def({ args: PaymentUpdateArgs, target: (a) => ({ table: 'payments', id: a.id }) }),
    'payment.delete': def({ args: PaymentDeleteArgs, target: (a) => ({ table: 'payments', id: a.id }) }),
    'session.setPrice': def({ args: SessionPriceArgs, target: (a) => ({ table: 'sessions', id: a.id }) }),
  },
});
