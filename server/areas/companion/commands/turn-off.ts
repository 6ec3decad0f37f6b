import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import type { AppContext, AuthUser } from '../../../context';
import { authTokens, users } from '../../../db/schema';
import { Forbidden } from '../../../errors';

/**
 * Turns the companion client account off: it can not be switched to and its
 * sessions end, but the account and its client record stay, with everything
 * logged in it (nothing a user logs is lost; turning it on again brings it back).
 * Deleting that client record is the trainer's separate choice.
 */
export async function turnCompanionOff(ctx: AppContext, actor: AuthUser): Promise<void> {
  if (actor.role !== 'trainer') throw new Forbidden(MESSAGES.companionTrainerOnly, 'companion_trainer_only');
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [companion] = await tx
      .update(users)
      .set({ disabledAt: now, updatedAt: now })
      .where(and(eq(users.companionOf, actor.id), isNull(users.disabledAt)))
      .returning({ id: users.id });
    if (companion) {
      await tx.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, companion.id), isNull(authTokens.revokedAt)));
    }
  });
}
