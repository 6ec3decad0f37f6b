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
  PayloadTooLarge,
  RateLimited,
  Unauthenticated,
  Unprocessable,
  UnsupportedMediaType,
  ValidationError,
  sqlStateOf,
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
  [PayloadTooLarge, 413],
  [UnsupportedMediaType, 415],
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

/**
 * Text the database could not take: 22021 (character_not_in_repertoire: a
 * NUL, bytes that are not UTF-8) and 22P05 (untranslatable_character, as
 * jsonb says of \u0000). The input checks (refuse-bad-input.ts, the text
 * schemas) refuse these first; this is the last line, so a text they missed
 * is still the caller's 422, never a 500.
 */
export function badTextResponse(c: Context, err: unknown) {
  const state = sqlStateOf(err);
  if (state !== '22021' && state !== '22P05') return null;
  return c.json({ message: MESSAGES.invalidCharacter, errors: { _: [MESSAGES.invalidCharacter] } }, 422);
}

export function errorResponse(c: Context, err: DomainError) {
  if (err instanceof ValidationError) return c.json({ message: err.message, errors: err.errors }, 422);
  return c.json({ message: err.message, code: err.code, ...(err.details ?? {}) }, statusOf(err));
}
