import { and, eq, isNull } from 'drizzle-orm';
import type { ClientRow } from '../../../domain/protocol/rows';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema';
import { liveClient } from './access';
import { toClientRow } from './row';
import { amountsOwed } from '../billing/queries';

export interface ClientCounts {
  trainingPlans: number;
  mealPlans: number;
}
export type ClientWithCounts = ClientRow & { counts: ClientCounts };

/**
 * docs/rules/clients.md "Client record" "counts of training plans and meal plans" per client. Zero until
 * those tables exist: the plans (and meals) issues count their live rows here,
 * one grouped query per table over `ids`.
 */
export async function clientCounts(_db: Db, ids: readonly string[]): Promise<Map<string, ClientCounts>> {
  return new Map(ids.map((id) => [id, { trainingPlans: 0, mealPlans: 0 }]));
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** GET /api/clients: the trainer's live clients by name, with their counts. */
export async function listClients(db: Db, actor: AuthUser): Promise<ClientWithCounts[]> {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.trainerId, actor.id), isNull(clients.deletedAt)));
  // By name as people read it (case and accents aside), the same on PGlite and any PostgreSQL collation.
  rows.sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  const counts = await clientCounts(
    db,
    rows.map((r) => r.id),
  );
  const owed = await amountsOwed(db, actor.id, rows);
  return rows.map((r) => ({ ...toClientRow(r, 'trainer'), amountOwed: owed.get(r.id)!, counts: counts.get(r.id)! }));
}

/** GET /api/clients/{id}: one of the trainer's live clients, else not found. */
export async function getClient(db: Db, actor: AuthUser, id: string): Promise<ClientWithCounts> {
  const row = await liveClient(db, actor, id);
  const counts = await clientCounts(db, [row.id]);
  const owed = await amountsOwed(db, actor.id, [row]);
  return { ...toClientRow(row, 'trainer'), amountOwed: owed.get(row.id)!, counts: counts.get(row.id)! };
}
