import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody, ValidationErrorBody } from '../../domain/auth';
import { strictDeep } from '../../domain/strict-schema';
import { PaymentRequiredBody } from '../../domain/subscriptions/view';
import { requireAccess, type Access } from './guard';
import { refuseBadInput } from './refuse-bad-input';
import { exemptFromSubscription } from '../areas/subscriptions/gate';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** Responses every route may give, so the document lists them without repetition. */
const common = {
  422: json(ValidationErrorBody, 'Validation failed: { message, errors: { field: [messages] } }'),
  500: json(ErrorBody, 'Server error'),
};
const guarded = {
  401: json(ErrorBody, 'Missing, expired or revoked token'),
  403: json(ErrorBody, 'The caller’s role may not call this route'),
};

const gated = {
  402: json(PaymentRequiredBody, 'A trainer whose trial or subscription has ended: code trial_expired, subscription_required or payment_required, with checkout_url'),
};

/**
 * Declares a route with the roles that may call it. The access check runs
 * before the handler and the OpenAPI document records it.
 */
export function route<R extends Omit<RouteConfig, 'middleware' | 'security'>>(access: Access, config: R) {
  const isPublic = access === 'public';
  const trainerMayCall = access === 'authenticated' || (access !== 'public' && access.includes('trainer'));
  const isGated = trainerMayCall && !exemptFromSubscription(config.path.replace(/\{[^}]+\}/g, 'x'));
  return createRoute({
    ...config,
    ...(config.request ? { request: strictRequest(config.request) } : {}),
    middleware: [requireAccess(access), refuseBadInput()] as const,
    security: isPublic ? [] : [{ bearerAuth: [] }],
    description: `${config.description ?? ''}${config.description ? '\n\n' : ''}Access: ${
      isPublic ? 'public' : access === 'authenticated' ? 'any signed-in user' : (access as readonly string[]).join(', ')
    }.`,
    responses: { ...common, ...(isPublic ? {} : guarded), ...(isGated ? gated : {}), ...config.responses },
  } as R & Pick<RouteConfig, 'middleware' | 'security'>);
}

/**
 * The request with its JSON body's schema strict at every level, so a field
 * the route does not know is a 422 naming it, never silently dropped (the
 * OpenAPI document says additionalProperties: false). Every route, whether
 * its body came from `body()` or was written out.
 */
function strictRequest(request: NonNullable<RouteConfig['request']>): NonNullable<RouteConfig['request']> {
  const content = request.body?.content;
  const media = content?.['application/json'];
  if (!request.body || !content || !media || !('schema' in media) || !(media.schema instanceof z.ZodType)) return request;
  return { ...request, body: { ...request.body, content: { ...content, 'application/json': { ...media, schema: strictDeep(media.schema) } } } };
}

export { json };

/** Request body helper. */
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
