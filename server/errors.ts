import { MESSAGES } from '../domain/messages';

/**
 * A failure a command or query reports to its caller: a rule of the domain,
 * not a fault. Each kind carries the code string the API answers, a message
 * for people and optional details; it knows nothing of HTTP. http/errors.ts
 * maps the kinds to status codes, replication/errors.ts to mutation results.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Unknown, deleted, or someone else's (ids do not leak). */
export class NotFound extends DomainError {
  constructor(message: string = MESSAGES.notFound, code = 'not_found') {
    super(message, code);
  }
}

/** Known, but not the caller's to read or write. */
export class Forbidden extends DomainError {
  constructor(message: string = MESSAGES.forbidden, code = 'forbidden') {
    super(message, code);
  }
}

/** Field errors of the input, by field. */
export class ValidationError extends DomainError {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? MESSAGES.validationFailed, 'validation_failed');
  }
}

/** Input that is wrong as a whole (no field to name): an unknown mutation, say. */
export class Unprocessable extends DomainError {}

/** A request the server can not read at all: an unsupported protocol, a broken link. */
export class BadRequest extends DomainError {}

/** Who the caller claims to be could not be confirmed. */
export class Unauthenticated extends DomainError {}

/** The target is in a state that excludes the request. */
export class Conflict extends DomainError {}

/** Was there once and is not any more: an expired or used link. */
export class Gone extends DomainError {}

/** A trainer whose trial or subscription does not let them in (docs/rules/errors-and-limits.md "Payment required (402)"): details carry checkout_url (and at sign-in the user). */
export class PaymentRequired extends DomainError {}

/** A body over the route's limit (a photo over 10 MB), refused while it is read. */
export class PayloadTooLarge extends DomainError {}

/** A body of a type the route does not take, or not the type it says it is (a photo that is no WebP or JPEG). */
export class UnsupportedMediaType extends DomainError {}

/** Too many attempts; `retryAfter` seconds until the next may succeed, when known. */
export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message, 'too_many_attempts', retryAfter === undefined ? undefined : { retry_after: retryAfter });
  }
}

/** SQLSTATE of a database error, also when the driver or Drizzle wrapped it. */
export function sqlStateOf(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
