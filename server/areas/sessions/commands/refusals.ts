import type { Refusal } from '../../../../domain/sessions/writes';
import { Conflict, Forbidden, ValidationError, type DomainError } from '../../../errors';

/**
 * A rule of domain/sessions refused the change: the error the API answers.
 * session_in_past and session_changed are Conflicts (409) with their own
 * codes; session_changed carries the current row, so the needs-attention
 * list can show what the client is asked about now.
 */
export function refusalError(r: Refusal, current?: unknown): DomainError {
  switch (r.code) {
    case 'session_in_past':
      return new Conflict(r.message, r.code, { fields: r.fields });
    case 'session_changed':
      return new Conflict(r.message, r.code, current === undefined ? undefined : { current });
    case 'invalid_transition':
      return new Conflict(r.message, r.code);
    case 'forbidden':
      return new Forbidden(r.message);
    case 'validation_failed':
      return new ValidationError({ [r.field]: [r.message] });
  }
}

/** The value of an outcome, or its refusal thrown. */
export function orRefuse<T>(o: { ok: true; value: T } | Refusal, current?: unknown): T {
  if (!o.ok) throw refusalError(o, current);
  return o.value;
}
