import type { EntityDecl } from '../../../domain/protocol/entity';
import type { AuthUser } from '../../context';
import { fieldsOf } from '../../replication/row-mapper';

/**
 * A synced entity's CSV columns: its declared row's fields in their order
 * (the same list the row mapper reads, replication/row-mapper.ts), less the
 * fields the viewer's rows never carry (EntityDecl.trainerOnly for anyone
 * but a trainer), so a client's file has no column that is always empty. The
 * edit clocks a row carries for sync are not among the declared fields.
 */
export function exportColumns(decl: EntityDecl, role: AuthUser['role']): string[] {
  const hidden = role === 'trainer' ? [] : (decl.trainerOnly ?? []);
  return fieldsOf(decl.row).filter((f) => !hidden.includes(f));
}
