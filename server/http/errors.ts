import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { fieldErrors } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import {
  BadRequest,
  Conflict,
  DomainError,
  Forbidden,
  Gone,
  NotFound,
  PaymentRequired,
  RateLimited,
  Unauthenticated,
  Unprocessable,
  ValidationError,
} from '../errors';

/** The HTTP status of each kind of domain error (the first that matches). */
const STATUSES: [abstract new (...args: never[]) => DomainError, ContentfulStatusCode][] = [
  [BadRequest, 400],
  [Unauthenticated, 401],
  [PaymentRequired, 402],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Gone, 410],
  [ValidationError, 422],
  [Unprocessable, 422],
  [RateLimited, 429],
];

export function statusOf(err: DomainError): ContentfulStatusCode {
  return STATUSES.find(([kind]) => err instanceof kind)?.[1] ?? 400;
}

export function validationResponse(c: Context, error: ZodError) {
  const errors = fieldErrors(error);
  return c.json({ message: Object.values(errors)[0]?.[0] ?? MESSAGES.validationFailed, errors }, 422);
}

export function errorResponse(c: Context, err: DomainError) {
  if (err instanceof ValidationError) return c.json({ message: err.message, errors: err.errors }, 422);
  return c.json({ message: err.message, code: err.code, ...(err.details ?? {}) }, statusOf(err));
}
