import { ZodError } from 'zod';
import { fieldErrors } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import type { MutationError } from '../../domain/protocol/protocol';
import { DomainError, sqlStateOf as sqlState, ValidationError } from '../errors';

/**
 * The domain error a mutation failed with, or null when the failure is
 * transient (the push must stop and be retried). Domain errors are the
 * commands' DomainErrors (server/errors.ts), invalid args, and database
 * errors that retrying can never fix: data exceptions (class 22) and
 * integrity violations (class 23). Anything else — a lost connection, a
 * deadlock, a bug that may be fixed by a deploy — is transient, so nothing is
 * lost.
 */
export function mutationErrorOf(e: unknown): MutationError | null {
  if (e instanceof ValidationError) {
    return { code: e.code, message: e.message, details: { errors: e.errors } };
  }
  if (e instanceof DomainError) {
    return { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) };
  }
  if (e instanceof ZodError) {
    const errors = fieldErrors(e);
    return { code: 'validation_failed', message: Object.values(errors)[0]?.[0] ?? MESSAGES.validationFailed, details: { errors } };
  }
  const state = sqlState(e);
  if (state && (state.startsWith('22') || state.startsWith('23'))) {
    return { code: 'invalid_data', message: MESSAGES.validationFailed, details: { sqlState: state } };
  }
  return null;
}
