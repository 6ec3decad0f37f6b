import { ClientRow } from '../../../domain/clients/entity';
import type { AuthUser } from '../../context';
import type { clients } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/**
 * A stored client record in the device's shape (domain/clients/entity.ts), by
 * convention (replication/row-mapper.ts) but for what the table does not hold:
 * whether an account is linked (user_id), and what the client owes, which
 * billing computes where it is shown (clients/queries.ts); a row pulled says 0.
 */
const toRow = rowMapper<ClientRow, typeof clients.$inferSelect>(ClientRow, {
  hasAccount: (s) => s.userId !== null,
  amountOwed: () => 0,
});

/** A client-role viewer does not get the trainer's private notes. */
export function toClientRow(r: typeof clients.$inferSelect, viewerRole: AuthUser['role']): ClientRow {
  const row = toRow(r);
  if (viewerRole !== 'trainer') delete row.notes;
  return row;
}
