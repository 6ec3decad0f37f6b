import type { Minor } from './money';
import { toMinor } from './money';

/** What billing needs of a session (a subset of domain/sessions TrainingSessionRow). */
export interface SessionForBilling {
  id: string;
  /** Wall date 'YYYY-MM-DD' of the session (what the billing row shows). */
  date: string;
  /** The start instant (UTC ISO): what "oldest" means. */
  startsAt: string;
  durationMinutes: number;
  clientIds: readonly string[];
  progressStatus: 'not_started' | 'in_progress' | 'completed';
  type: 'in_person' | 'solo' | 'group';
  /** Solo only: the trainer bills this session (isBilled). Missing: not billed. */
  billable?: boolean | null | undefined;
  /**
   * The trainer's own price for a client of this session, in minor units,
   * overriding the hourly rate; one key per client (a group session is
   * priced per client). Missing or null: priced from the hourly rate.
   */
  priceByClient?: Readonly<Record<string, Minor>> | null;
}

/** What billing needs of a client (a subset of domain/clients ClientRow). */
export interface ClientForBilling {
  id: string;
  /** Decimal, at most two decimals (ClientFields.hourlyRate); null: not set. */
  hourlyRate: number | null;
}

/** One completed session as it is billed to one client. */
export interface BilledSession {
  sessionId: string;
  date: string;
  startsAt: string;
  priceMinor: Minor;
  /** True when the price came from neither an override nor an hourly rate (shown as 0, "no rate set"). */
  unpriced: boolean;
}

/**
 * A session's price from an hourly rate and a duration: rate × minutes / 60,
 * rounded half up to a whole minor unit (35.00 an hour for 45 minutes is
 * 26.25; 33.33 for 20 minutes is 11.11).
 */
export function priceOfDuration(hourlyRateMinor: Minor, durationMinutes: number): Minor {
  // Integers only: rate × minutes is exact, and one division rounds once.
  return Math.floor((hourlyRateMinor * durationMinutes * 2 + 60) / 120);
}

/** The price of one session for one of its clients: the override, else the client's rate × duration. */
export function sessionPriceFor(session: SessionForBilling, client: ClientForBilling): { priceMinor: Minor; unpriced: boolean } {
  const override = session.priceByClient?.[client.id];
  if (override !== undefined && override !== null) return { priceMinor: override, unpriced: false };
  const rate = toMinor(client.hourlyRate);
  if (rate === null) return { priceMinor: 0, unpriced: true };
  return { priceMinor: priceOfDuration(rate, session.durationMinutes), unpriced: false };
}

/**
 * Whether a session is billed at all: only what the trainer delivers, once
 * it is completed. In-person and group sessions are; a solo session only
 * when the trainer marked it billable, so a workout a client does on their
 * own (workout.start, workout.record: solo, never marked) costs nothing.
 * server/areas/billing/queries.ts mirrors this in SQL (billedSessionsWhere; an
 * integration test checks they agree).
 */
export function isBilled(s: Pick<SessionForBilling, 'progressStatus' | 'type' | 'billable'>): boolean {
  return s.progressStatus === 'completed' && (s.type !== 'solo' || s.billable === true);
}

/**
 * What a client is billed for: every billed session (isBilled) they took
 * part in (a group session once for each of its clients, at that client's
 * price).
 */
export function billedSessions(sessions: Iterable<SessionForBilling>, client: ClientForBilling): BilledSession[] {
  const out: BilledSession[] = [];
  for (const s of sessions) {
    if (!isBilled(s) || !s.clientIds.includes(client.id)) continue;
    const { priceMinor, unpriced } = sessionPriceFor(s, client);
    out.push({ sessionId: s.id, date: s.date, startsAt: s.startsAt, priceMinor, unpriced });
  }
  return out;
}

/**
 * A session's per-client prices after the trainer sets (or, with null,
 * clears) one client's price: the rule session.setPrice runs on the device
 * and on the server. Null when the client is not one of the session's (a
 * price is only ever a client's of this session).
 */
export function withSessionPrice(
  session: { clientIds: readonly string[]; priceByClient?: Readonly<Record<string, Minor>> | null },
  clientId: string,
  priceMinor: Minor | null,
): Record<string, Minor> | null {
  if (!session.clientIds.includes(clientId)) return null;
  const next: Record<string, Minor> = {};
  // Keys of clients who have left a group are dropped: they are billed nothing for it.
  for (const [id, v] of Object.entries(session.priceByClient ?? {})) if (session.clientIds.includes(id) && id !== clientId) next[id] = v;
  if (priceMinor !== null) next[clientId] = priceMinor;
  return next;
}
