import { allocate, type Allocation } from './allocate';
import type { PaymentRecord } from './payment';
import { billedSessions, type ClientForBilling, type SessionForBilling } from './price';

/**
 * A client's allocation from rows as the device and the server hold them
 * (live rows only): the one place both turn sessions and payments into
 * allocate()'s input, so the rule checks agree.
 */
export function allocationOfRows(
  client: ClientForBilling,
  sessions: Iterable<SessionForBilling>,
  payments: Iterable<PaymentRecord>,
  pending?: ReadonlySet<string>,
): Allocation {
  return allocate(billedSessions(sessions, client), [...payments], pending);
}
