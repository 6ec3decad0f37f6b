import { and, eq } from 'drizzle-orm';
import { revokeAllTokens } from '../../../auth/tokens';
import type { AppContext, AuthUser } from '../../../context';
import { users } from '../../../db/schema';
import { NotFound } from '../../../errors';
import { pokeHub } from '../../../replication/pokes';
import { recordAdminAction } from './record';

/**
 * Disables or enables a trainer's account. Disabling revokes every token in the
 * same transaction (a later enable does not bring them back: the trainer signs
 * in again) and pokes the trainer's devices, so their next request is refused
 * at once with 'Your account has been disabled' instead of at the next timer.
 */
export async function setTrainerDisabled(ctx: AppContext, actor: AuthUser, trainerId: string, disabled: boolean, now = new Date()) {
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(and(eq(users.id, trainerId), eq(users.role, 'trainer')))
      .returning({ id: users.id, disabledAt: users.disabledAt });
    if (!updated) throw new NotFound();
    if (disabled) await revokeAllTokens(tx , trainerId);
    await recordAdminAction(tx , actor, disabled ? 'trainer.disable' : 'trainer.enable', trainerId, {}, now);
    return updated;
  });
  // The trainer's space id is their user id: their open event streams make the devices pull, and be refused.
  if (disabled) pokeHub(ctx).poke([trainerId]);
  return { id: row.id, disabledAt: row.disabledAt };
}
