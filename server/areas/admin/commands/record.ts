import { v7 as uuidv7 } from 'uuid';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { adminActions } from '../../../db/schema';

/** The actions an admin can take; each is recorded with who and when (admin_actions). */
export type AdminActionName =
  | 'trainer.disable'
  | 'trainer.enable'
  | 'trainer.meals'
  | 'trainer.extendTrial'
  | 'trainer.grantPlan'
  | 'settings.update';

/** Records an admin action in the same transaction as the change it describes. */
export async function recordAdminAction(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'email'>,
  action: AdminActionName,
  targetId: string | null,
  details: Record<string, unknown> = {},
  at = new Date(),
): Promise<void> {
  await db.insert(adminActions).values({ id: uuidv7(), actorId: actor.id, actorEmail: actor.email, action, targetId, details, at });
}
