import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { Forbidden } from '../../../errors';
import { companionOwner, keepCompanionInStep } from '../../companion/commands/keep-in-step';

/** Settings → Account → Profile: the name; a trainer's companion client account follows it (docs/rules/accounts.md "Companion client account"). */
export async function updateProfile(ctx: AppContext, userId: string, input: { name: string }): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    if (await companionOwner(tx, userId)) throw new Forbidden(MESSAGES.companionFollowsTrainer, 'companion_follows_trainer');
    await tx.update(users).set({ name: input.name, updatedAt: new Date() }).where(eq(users.id, userId));
    await keepCompanionInStep(tx, userId);
  });
  return { message: MESSAGES.profileUpdated };
}
