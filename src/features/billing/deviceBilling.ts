import type { EarlierBilling } from '../../../domain/billing/earlier';
import type { PaymentRow } from '../../../domain/billing/entity';
import type { Minor } from '../../../domain/billing/money';
import { clientBilling, type ClientBilling } from '../../../domain/billing/summary';
import type { Currency } from '../../../domain/currency';
import type { TrainingSessionRow } from '../../../domain/sessions/rows';
import { pendingIdsOf } from '../../../replica/db/queries';
import type { RepwiseDb } from '../../../replica/db/schema';

/**
 * A client's billing from the device's rows, for the billing screens: what
 * the client owes, the sessions and payments tabs. Payments not yet
 * confirmed by the server (recorded or changed offline, still pending) make
 * their figures and those applied after them provisional
 * (domain/billing/allocate.ts). The device holds the sessions of the sync
 * window only: `earlier`, the server's sum of what was billed before it
 * (GET /api/billing/earlier), stands in for the older ones, so the figures
 * are the server's; without it they count the device's sessions only.
 */
export async function deviceClientBilling(db: RepwiseDb, clientId: string, earlier?: EarlierBilling | null): Promise<DeviceClientBilling> {
  const [client, sessions, payments, pending, pendingSessions] = await Promise.all([
    db.clients.get(clientId),
    db.synced('sessions').where('clientIds').equals(clientId).toArray(),
    db.synced('payments').where('clientId').equals(clientId).toArray(),
    pendingIdsOf(db, 'payments'),
    pendingIdsOf(db, 'sessions'),
  ]);
  const rows = sessions;
  return {
    ...clientBilling({ id: clientId, hourlyRate: client?.hourlyRate ?? null }, rows, payments, pending, earlier),
    sessionRows: new Map(rows.map((s) => [s.id, s])),
    pendingSessions,
    earlier: earlier ?? null,
  };
}

export interface DeviceClientBilling extends ClientBilling {
  /** The device's session rows by id (titles, times, per-client prices for the sessions tab). */
  sessionRows: Map<string, TrainingSessionRow>;
  /** Sessions with a change (a price) the server has not confirmed yet. */
  pendingSessions: Set<string>;
  earlier: EarlierBilling | null;
}

export interface OwedFigure {
  owedMinor: Minor;
  creditMinor: Minor;
  currency: Currency;
  provisional: boolean;
}

/**
 * Every client's amountOwed and credit from the device's rows (the client
 * list, the dashboard's "clients owing money"), with the server's earlier
 * figure per client when known. One read of each table, then the same
 * computation as the billing screen.
 */
export async function deviceAmountsOwed(db: RepwiseDb, earlier: ReadonlyMap<string, EarlierBilling> | null): Promise<Map<string, OwedFigure>> {
  const [clients, sessions, payments, pending] = await Promise.all([
    db.clients.toArray(),
    db.synced('sessions').toArray(),
    db.synced('payments').toArray(),
    pendingIdsOf(db, 'payments'),
  ]);
  const sessionsOf = new Map<string, TrainingSessionRow[]>();
  for (const s of sessions) {
    if (s.progressStatus !== 'completed') continue;
    for (const c of s.clientIds) {
      const list = sessionsOf.get(c);
      if (list) list.push(s);
      else sessionsOf.set(c, [s]);
    }
  }
  const paymentsOf = new Map<string, PaymentRow[]>();
  for (const p of payments) {
    const list = paymentsOf.get(p.clientId);
    if (list) list.push(p);
    else paymentsOf.set(p.clientId, [p]);
  }
  const out = new Map<string, OwedFigure>();
  for (const c of clients) {
    const b = clientBilling({ id: c.id, hourlyRate: c.hourlyRate }, sessionsOf.get(c.id) ?? [], paymentsOf.get(c.id) ?? [], pending, earlier?.get(c.id));
    out.set(c.id, { owedMinor: b.summary.totalOwedMinor, creditMinor: b.summary.availableCreditMinor, currency: c.currency, provisional: b.summary.provisional });
  }
  return out;
}
