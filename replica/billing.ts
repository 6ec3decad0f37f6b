import type { PaymentRow } from '../domain/billing/entity';
import { clientBilling, type ClientBilling } from '../domain/billing/summary';
import type { TrainingSessionRow } from '../domain/sessions/rows';
import { pendingIdsOf } from './db/queries';
import type { RepwiseDb } from './db/schema';

/**
 * A client's billing from the device's rows, for the billing screens: what
 * the client owes, the sessions and payments tabs. Payments not yet
 * confirmed by the server (recorded or changed offline, still pending) make
 * their figures and those applied after them provisional
 * (domain/billing/allocate.ts). The device holds the sessions of the sync
 * window only; the server's answer (GET /api/clients/{id}/billing) is final.
 */
export async function deviceClientBilling(db: RepwiseDb, clientId: string): Promise<ClientBilling> {
  const [client, sessions, payments, pending] = await Promise.all([
    db.clients.get(clientId),
    db.synced('sessions').where('clientIds').equals(clientId).toArray(),
    db.synced('payments').where('clientId').equals(clientId).toArray(),
    pendingIdsOf(db, 'payments'),
  ]);
  return clientBilling(
    { id: clientId, hourlyRate: client?.hourlyRate ?? null },
    sessions as unknown as TrainingSessionRow[],
    payments as unknown as PaymentRow[],
    pending,
  );
}
