import { z } from 'zod';
import { defineEntity } from '../protocol/entity';
import { PAYMENT_METHODS } from './payment';

/**
 * A payment a client made to their trainer (docs/rules/billing.md "Payments"), as the device
 * stores it and the pull sends it. The amount is in minor units of the
 * client's currency. What it pays (applied, remaining, allocations) is not
 * stored: it is computed from the client's payments and completed sessions
 * (allocate.ts), on the device and on the server alike.
 */
export const PaymentRow = z.object({
  id: z.string(),
  clientId: z.string(),
  amountMinor: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  /** Wall date 'YYYY-MM-DD' the money was received. */
  receivedOn: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentRow = z.infer<typeof PaymentRow>;

/**
 * Payments live in the trainer's space and are seen by the client they are
 * from. Not windowed: allocation needs every payment of a client, and a
 * client has a few a month. They go with their client.
 */
export const paymentEntity = defineEntity({
  name: 'payments',
  sqlName: 'payments',
  order: 30,
  row: PaymentRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  indexes: ['clientId', '[clientId+receivedOn]'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['amountMinor', 'method', 'note', 'receivedOn'],
});
