import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { fromMinor } from '../../../domain/billing/money';
import { PaymentRow } from '../../../domain/billing/entity';
import { PAYMENT_METHODS, paymentInputSchema, paymentUpdateSchema } from '../../../domain/billing/payment';
import type { PaymentBillingRow, SessionBillingRow } from '../../../domain/billing/summary';
import { MESSAGES } from '../../../domain/messages';
import { liveClient } from '../clients/access';
import { assertPaymentOfClient } from './access';
import { createPayment, deletePayment, updatePayment } from './commands/payments';
import type { AuthUser } from '../../context';
import type { HonoEnv } from '../../context';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors';
import { clientBillingFor, earlierBillingFor, type ClientBillingAnswer } from './queries';
import { setSessionPrice } from './commands/session-price';
import { sessionPriceField } from '../../../domain/billing/payment';
import { write } from '../../replication/write';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';

/*
 * Client billing (docs/rules/billing.md "Screens and calls" billing with sessions and payments tabs, docs/rules/billing.md "Billing summary"
 * and Billing summary). Amounts are decimals in the client's currency on the
 * wire (12.5), integer minor units inside. Writes go through the same
 * commands as the sync mutations payment.create/update/delete.
 */

const Money = z.number().describe('An amount in the client\u2019s currency, at most two decimals');
// A payment shows its amount as a decimal (amountMinor rename keeps its place) and what billing worked out it pays; it is
// shown from the client's billing (PaymentBillingRow), not read as a row, so its stamps are not there to show.
const Payment = restDto(PaymentRow, {
  omit: ['createdAt', 'updatedAt'],
  rename: { amountMinor: 'amount', receivedOn: 'date_received' },
  add: {
    amount: Money,
    applied_amount: Money,
    remaining_amount: Money,
    allocations: z.array(z.object({ session_id: z.string(), date: z.string(), amount: Money })),
  },
});
const PaymentDto = Payment.schema;
const SessionBillingDto = z.object({
  session_id: z.string(),
  date: z.string(),
  price: Money,
  paid: Money,
  balance: Money,
  status: z.enum(['paid', 'partial', 'unpaid']),
  unpriced: z.boolean(),
});
const BillingDto = z.object({
  client_id: z.string(),
  currency: z.enum(['EUR', 'CZK']),
  summary: z.object({
    totalOwed: Money,
    totalPaid: Money,
    totalBilled: Money,
    availableCredit: Money,
    lastPayment: z.object({ id: z.string(), amount: Money, date_received: z.string(), method: z.enum(PAYMENT_METHODS) }).nullable(),
  }),
  sessions: z.array(SessionBillingDto),
  payments: z.array(PaymentDto),
});

const paymentDto = (clientId: string, p: PaymentBillingRow): z.infer<typeof PaymentDto> =>
  Payment.from(
    { ...p, id: p.paymentId, clientId },
    {
      amount: fromMinor(p.amountMinor),
      applied_amount: fromMinor(p.appliedMinor),
      remaining_amount: fromMinor(p.remainingMinor),
      allocations: p.allocations.map((l) => ({ session_id: l.sessionId, date: l.date, amount: fromMinor(l.amountMinor) })),
    },
  );

const sessionDto = (s: SessionBillingRow): z.infer<typeof SessionBillingDto> => ({
  session_id: s.sessionId,
  date: s.date,
  price: fromMinor(s.priceMinor),
  paid: fromMinor(s.paidMinor),
  balance: fromMinor(s.balanceMinor),
  status: s.status,
  unpriced: s.unpriced,
});

const billingDto = (b: ClientBillingAnswer): z.infer<typeof BillingDto> => ({
  client_id: b.clientId,
  currency: b.currency,
  summary: {
    totalOwed: fromMinor(b.summary.totalOwedMinor),
    totalPaid: fromMinor(b.summary.totalPaidMinor),
    totalBilled: fromMinor(b.summary.totalBilledMinor),
    availableCredit: fromMinor(b.summary.availableCreditMinor),
    lastPayment: b.summary.lastPayment && {
      id: b.summary.lastPayment.id,
      amount: fromMinor(b.summary.lastPayment.amountMinor),
      date_received: b.summary.lastPayment.receivedOn,
      method: b.summary.lastPayment.method,
    },
  },
  sessions: b.sessions.map(sessionDto),
  payments: b.payments.map((p) => paymentDto(b.clientId, p)),
});

/** The payment as the client's billing now shows it (applied, remaining, allocations). */
async function paymentAnswer(db: Db, actor: AuthUser, clientId: string, paymentId: string) {
  const b = await clientBillingFor(db, actor, clientId);
  const p = b.payments.find((x) => x.paymentId === paymentId);
  if (!p) throw new NotFound();
  return paymentDto(clientId, p);
}

const ClientParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const PaymentParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }), paymentId: z.uuid({ error: MESSAGES.notFound }) });
const dateReceived = paymentInputSchema.shape.receivedOn;
const CreateBody = z.object({
  id: z.uuid().optional(),
  amount: paymentInputSchema.shape.amount,
  method: paymentInputSchema.shape.method,
  note: paymentInputSchema.shape.note,
  date_received: dateReceived.optional(),
});
const UpdateBody = z
  .object({
    amount: paymentUpdateSchema.shape.amount,
    method: paymentUpdateSchema.shape.method,
    note: paymentUpdateSchema.shape.note,
    date_received: paymentUpdateSchema.shape.receivedOn,
  })
  .refine((f) => Object.keys(f).length > 0, { error: MESSAGES.validationFailed });
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const below = { 409: json(ErrorBody.extend({ details: z.record(z.string(), z.unknown()).optional() }), 'payment_below_applied: the amount is below what the payment already pays') };
const Billing = z.object({ data: BillingDto });
const OnePayment = z.object({ data: PaymentDto });

const trainerBilling = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{id}/billing',
  operationId: 'getClientBilling',
  tags: ['Billing'],
  summary: 'A client\u2019s billing: summary, sessions (date, price, paid, balance) and payments with their allocations, newest first',
  request: { params: ClientParam },
  responses: { 200: json(Billing, 'The billing'), ...notFound },
});

const trainerPayments = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{id}/payments',
  operationId: 'listClientPayments',
  tags: ['Billing'],
  summary: 'A client\u2019s payments with applied and remaining amounts and allocations, newest first',
  request: { params: ClientParam },
  responses: { 200: json(z.object({ data: z.array(PaymentDto) }), 'The payments'), ...notFound },
});

const createRoute = route(['trainer'], {
  method: 'post',
  path: '/api/clients/{id}/payments',
  operationId: 'createPayment',
  tags: ['Billing'],
  summary: 'Record a payment (the sync mutation payment.create; a resent id does nothing). It pays the oldest completed unpaid sessions first; the rest is credit.',
  request: { params: ClientParam, ...body(CreateBody) },
  responses: { 201: json(OnePayment, 'Recorded'), 200: json(OnePayment, 'Already recorded under this id'), ...notFound },
});

const updateRoute = route(['trainer'], {
  method: 'put',
  path: '/api/clients/{id}/payments/{paymentId}',
  operationId: 'updatePayment',
  tags: ['Billing'],
  summary: 'Change a payment; the amount may not go below what it already pays',
  request: { params: PaymentParam, ...body(UpdateBody) },
  responses: { 200: json(OnePayment, 'Changed'), ...notFound, ...below },
});

const deleteRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/clients/{id}/payments/{paymentId}',
  operationId: 'deletePayment',
  tags: ['Billing'],
  summary: 'Delete a payment; the other payments are applied again',
  request: { params: PaymentParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});

const clientBilling = route(['client'], {
  method: 'get',
  path: '/api/client/billing',
  operationId: 'getOwnBilling',
  tags: ['Billing'],
  summary: 'The signed-in client\u2019s own billing: what they owe and what they paid',
  responses: { 200: json(Billing, 'The billing'), ...notFound },
});

const SessionPriceParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }), sessionId: z.uuid({ error: MESSAGES.notFound }) });
const SessionPriceBody = z.object({ price: sessionPriceField.nullable() });

const sessionPriceRoute = route(['trainer'], {
  method: 'put',
  path: '/api/clients/{id}/billing/sessions/{sessionId}',
  operationId: 'setSessionPrice',
  tags: ['Billing'],
  summary: 'Set this client\u2019s own price of a session (the sync mutation session.setPrice; a group is priced per client); null goes back to the hourly rate',
  request: { params: SessionPriceParam, ...body(SessionPriceBody) },
  responses: { 200: json(z.object({ data: SessionBillingDto.nullable() }), 'The session\u2019s billing row (null while it is not completed)'), ...notFound },
});

const EarlierQuery = z.object({ before: z.iso.datetime({ offset: true, error: MESSAGES.validationFailed }) });
const EarlierDto = z.object({ client_id: z.string(), before: z.string(), billed: Money, billed_minor: z.number().int(), sessions: z.number().int() });
const earlierResponses = { 200: json(z.object({ data: z.array(EarlierDto) }), 'One figure per client') };

const trainerEarlier = route(['trainer'], {
  method: 'get',
  path: '/api/billing/earlier',
  operationId: 'getEarlierBilling',
  tags: ['Billing'],
  summary: 'What each of the trainer\u2019s clients was billed for sessions starting before an instant (the part before a device\u2019s sync window)',
  request: { query: EarlierQuery },
  responses: earlierResponses,
});

const clientEarlier = route(['client'], {
  method: 'get',
  path: '/api/client/billing/earlier',
  operationId: 'getOwnEarlierBilling',
  tags: ['Billing'],
  summary: 'What the signed-in client was billed for sessions starting before an instant',
  request: { query: EarlierQuery },
  responses: earlierResponses,
});

export function registerBillingRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(sessionPriceRoute, async (c) => {
    const { id: clientId, sessionId } = c.req.valid('param');
    const { price } = c.req.valid('json');
    const row = await write(c.var.ctx, c.var.user, async (tx) => {
      await liveClient(tx, c.var.user, clientId);
      await setSessionPrice(tx, c.var.user, { id: sessionId, clientId, priceMinor: price });
      return (await clientBillingFor(tx, c.var.user, clientId)).sessions.find((s) => s.sessionId === sessionId) ?? null;
    });
    return c.json({ data: row && sessionDto(row) }, 200);
  });

  for (const r of [trainerEarlier, clientEarlier]) {
    app.openapi(r, async (c) => {
      const list = await earlierBillingFor(c.var.ctx.db, c.var.user, new Date(c.req.valid('query').before));
      return c.json(
        { data: list.map((e) => ({ client_id: e.clientId, before: e.before, billed: fromMinor(e.billedMinor), billed_minor: e.billedMinor, sessions: e.sessions })) },
        200,
      );
    });
  }

  app.openapi(trainerBilling, async (c) => {
    const b = await clientBillingFor(c.var.ctx.db, c.var.user, c.req.valid('param').id);
    return c.json({ data: billingDto(b) }, 200);
  });

  app.openapi(trainerPayments, async (c) => {
    const b = await clientBillingFor(c.var.ctx.db, c.var.user, c.req.valid('param').id);
    return c.json({ data: billingDto(b).payments }, 200);
  });

  app.openapi(createRoute, async (c) => {
    const clientId = c.req.valid('param').id;
    const b = c.req.valid('json');
    const args = {
      id: b.id ?? uuidv7(),
      clientId,
      amountMinor: b.amount,
      method: b.method,
      note: b.note,
      receivedOn: b.date_received ?? new Date().toISOString().slice(0, 10),
    };
    const { answer, created } = await write(c.var.ctx, c.var.user, async (tx) => {
      const { row, created } = await createPayment(tx, c.var.user, args);
      if (row.clientId !== clientId) throw new NotFound();
      return { answer: await paymentAnswer(tx, c.var.user, clientId, row.id), created };
    });
    return c.json({ data: answer }, created ? 201 : 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id: clientId, paymentId } = c.req.valid('param');
    const b = c.req.valid('json');
    const answer = await write(c.var.ctx, c.var.user, async (tx) => {
      await assertPaymentOfClient(tx, c.var.user, clientId, paymentId);
      await updatePayment(tx, c.var.user, { id: paymentId, amountMinor: b.amount, method: b.method, note: b.note, receivedOn: b.date_received });
      return paymentAnswer(tx, c.var.user, clientId, paymentId);
    });
    return c.json({ data: answer }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id: clientId, paymentId } = c.req.valid('param');
    await write(c.var.ctx, c.var.user, async (tx) => {
      await assertPaymentOfClient(tx, c.var.user, clientId, paymentId);
      await deletePayment(tx, c.var.user, { id: paymentId });
    });
    return c.body(null, 204);
  });

  app.openapi(clientBilling, async (c) => {
    const b = await clientBillingFor(c.var.ctx.db, c.var.user);
    return c.json({ data: billingDto(b) }, 200);
  });
}
