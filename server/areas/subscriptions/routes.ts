import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { CheckoutInput, CheckoutResult, ConfirmInput, PortalResult, SubscriptionDto } from '../../../domain/subscriptions/view';
import { confirmCheckout } from './commands/confirm-checkout';
import { getSubscription } from './commands/get-subscription';
import { portalUrl } from './commands/portal';
import { refundSubscription } from './commands/refund';
import { startCheckout } from './commands/start-checkout';
import { handleWebhook } from './commands/webhook';
import type { AppContext, AuthUser, HonoEnv } from '../../context';
import { accessFields } from './queries';
import { body, json, route } from '../../http/route';

/*
 * The trainer's own subscription to Repwise (domain/subscription). Every
 * route here stays open to a trainer the 402 gate refuses elsewhere, so they
 * can see why and pay.
 */

const tags = ['Subscription'];
const trainer = ['trainer'] as const;

const getRoute = route(trainer, {
  method: 'get',
  path: '/api/subscription',
  operationId: 'getSubscription',
  tags,
  summary: 'The trainer\u2019s plan, status, trial end, next charge and refund window',
  responses: { 200: json(SubscriptionDto, 'The subscription (a trainer without one is in the trial)') },
});
const checkoutRoute = route(trainer, {
  method: 'post',
  path: '/api/subscription/checkout',
  operationId: 'startSubscriptionCheckout',
  tags,
  summary: 'Open a checkout: early adopter while places last (plan "standard" asks for standard), with what is left of the trial',
  request: { body: { content: { 'application/json': { schema: CheckoutInput } }, required: false } },
  responses: {
    200: json(CheckoutResult, 'Where to send the browser'),
    409: json(ErrorBody, `code already_subscribed (${MESSAGES.alreadySubscribed}) or checkout_failed (${MESSAGES.checkoutFailed})`),
  },
});
const confirmRoute = route(trainer, {
  method: 'post',
  path: '/api/subscription/confirm',
  operationId: 'confirmSubscriptionCheckout',
  tags,
  summary: 'Confirm the checkout the trainer came back from (the success page\u2019s session_id)',
  request: body(ConfirmInput),
  responses: {
    200: json(SubscriptionDto, 'The subscription after the checkout'),
    404: json(ErrorBody, `code invalid_payment_session (${MESSAGES.invalidPaymentSession}): unknown or another trainer\u2019s`),
    409: json(ErrorBody, `code checkout_not_completed (${MESSAGES.checkoutNotCompleted})`),
  },
});
const portalRoute = route(trainer, {
  method: 'post',
  path: '/api/subscription/portal',
  operationId: 'openSubscriptionPortal',
  tags,
  summary: 'Where the trainer manages the card and cancels (Stripe\u2019s customer portal; the settings with the local provider)',
  responses: { 200: json(PortalResult, 'Where to send the browser'), 409: json(ErrorBody, `code no_subscription (${MESSAGES.noSubscriptionToManage})`) },
});
const refundRoute = route(trainer, {
  method: 'post',
  path: '/api/subscription/refund',
  operationId: 'refundSubscription',
  tags,
  summary: 'The 30-day money-back guarantee: refund the first payment and end the subscription',
  responses: {
    200: json(SubscriptionDto, 'The subscription, ended'),
    409: json(ErrorBody, `code refund_window_closed (${MESSAGES.refundWindowClosed}), nothing_to_refund or refund_failed`),
  },
});
const webhookRoute = route('public', {
  method: 'post',
  path: '/api/webhooks/stripe',
  operationId: 'stripeWebhook',
  tags,
  summary: 'Stripe\u2019s webhook: verified by the Stripe-Signature header over the raw body; a repeated event changes nothing',
  request: { headers: z.object({ 'stripe-signature': z.string().optional() }) },
  responses: {
    200: json(z.object({ received: z.literal(true), duplicate: z.boolean() }), 'Handled (or already handled)'),
    400: json(ErrorBody, `code invalid_signature (${MESSAGES.webhookSignatureInvalid})`),
  },
});

/** The user as the access rules read it, fresh (a confirm has just changed registration_status). */
async function accessUser(ctx: AppContext, user: AuthUser) {
  const row = await accessFields(ctx.db, user.id);
  return { ...user, ...row, createdAt: row?.createdAt ?? new Date() };
}

export function registerSubscriptionRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(getRoute, async (c) => {
    const { ctx, user } = c.var;
    return c.json(await getSubscription(ctx, user.id, await accessUser(ctx, user)), 200);
  });

  app.openapi(checkoutRoute, async (c) => {
    const input = (c.req.valid('json') as z.infer<typeof CheckoutInput> | undefined) ?? {};
    const { url } = await startCheckout(c.var.ctx, c.var.user.id, input);
    return c.json({ url }, 200);
  });

  app.openapi(confirmRoute, async (c) => {
    const { ctx, user } = c.var;
    await confirmCheckout(ctx, user.id, c.req.valid('json').session_id);
    return c.json(await getSubscription(ctx, user.id, await accessUser(ctx, user)), 200);
  });

  app.openapi(portalRoute, async (c) => c.json(await portalUrl(c.var.ctx, c.var.user.id), 200));

  app.openapi(refundRoute, async (c) => {
    const { ctx, user } = c.var;
    return c.json(await refundSubscription(ctx, user.id, await accessUser(ctx, user)), 200);
  });

  app.openapi(webhookRoute, async (c) => {
    // The signature covers the exact bytes sent: read the raw text, never a re-serialised parse.
    const raw = await c.req.text();
    return c.json(await handleWebhook(c.var.ctx, raw, c.req.header('stripe-signature')), 200);
  });
}
