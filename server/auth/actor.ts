import type { AuthUser } from '../context';
import { Forbidden } from '../errors';

/** Client records, exercises, plans and the library are the trainer's tools (docs/rules/accounts.md "Roles"): clients and admins may not write them. */
export function assertTrainer(actor: AuthUser): void {
  if (actor.role !== 'trainer') throw new Forbidden();
}
