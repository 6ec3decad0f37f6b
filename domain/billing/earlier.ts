import type { Minor } from './money';
import type { BilledSession } from './price';

/**
 * What a client was billed for before an instant, as the server counts it:
 * the part of their history a device does not hold (sessions older than the
 * sync window, ~120 days). `billedMinor` is the sum of those completed
 * sessions' prices.
 */
export interface EarlierBilling {
  /** UTC ISO instant: sessions starting before it are in this figure. */
  before: string;
  billedMinor: Minor;
  sessions: number;
}

/** The id of the one line that stands for every session before the window. */
export const EARLIER_SESSIONS_ID = 'earlier';

/**
 * The device's billed sessions with everything before `earlier.before`
 * replaced by one line of the server's sum. Allocation fills sessions oldest
 * first, one after another, so a run of the oldest sessions paid as one
 * block leaves every payment's applied amount, every later session's paid
 * amount and the credit exactly as the server computes them with all of
 * them. Without the server's figure (offline, never fetched) the device's
 * own sessions are all there is and the screens say so.
 */
export function withEarlier(billed: readonly BilledSession[], earlier: EarlierBilling | null | undefined): BilledSession[] {
  if (!earlier) return [...billed];
  const recent = billed.filter((s) => s.startsAt >= earlier.before);
  if (earlier.sessions === 0) return recent;
  return [{ sessionId: EARLIER_SESSIONS_ID, date: '', startsAt: '', priceMinor: earlier.billedMinor, unpriced: false }, ...recent];
}
