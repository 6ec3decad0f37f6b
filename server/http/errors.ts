import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { fieldErrors } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';

/** A failure a command reports to its caller; routes map it to HTTP. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(readonly errors: Record<string, string[]>) {
    super(422, Object.values(errors)[0]?.[0] ?? MESSAGES.validationFailed, 'validation_failed');
  }
}

export function validationResponse(c: Context, error: ZodError) {
  const errors = fieldErrors(error);
  return c.json({ message: Object.values(errors)[0]?.[0] ?? MESSAGES.validationFailed, errors }, 422);
}

export function errorResponse(c: Context, err: AppError) {
  if (err instanceof ValidationError) return c.json({ message: err.message, errors: err.errors }, 422);
  return c.json({ message: err.message, ...(err.code ? { code: err.code } : {}), ...(err.details ?? {}) }, err.status);
}
