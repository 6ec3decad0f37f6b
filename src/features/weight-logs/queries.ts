import type { WeightLogRow } from '../../../domain/protocol/rows';
import type { RepwiseDb } from '../../../replica/db/schema';

/** A client's weight logs on the device, newest first. */
export async function weightLogsOf(db: RepwiseDb, clientId: string): Promise<WeightLogRow[]> {
  const rows = await db.weightLogs.where('[clientId+loggedAt]').between([clientId, ''], [clientId, '\uffff']).toArray();
  return rows.reverse();
}
