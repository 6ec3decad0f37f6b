import type { ClientRow } from '../../domain/protocol/rows';
import type { RepwiseDb } from '../../replica/db/schema';

/** Clients by name (case-insensitive). */
export async function clientList(db: RepwiseDb): Promise<ClientRow[]> {
  const rows = await db.clients.toArray();
  return rows.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

export async function clientById(db: RepwiseDb, id: string): Promise<ClientRow | null> {
  return (await db.clients.get(id)) ?? null;
}
