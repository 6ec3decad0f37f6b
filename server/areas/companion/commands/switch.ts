import { and, eq, isNull } from 'drizzle-orm';
import type { LoginResult } from '../../../../domain/auth';
import { MESSAGES } from '../../../../domain/messages';
import { issueToken, revokeToken } from '../../../auth/tokens';
import type { AppContext, AuthUser } from '../../../context';
import { users } from '../../../db/schema';
import { Conflict, Forbidden } from '../../../errors';
import { userDto } from '../../accounts/queries';

/**
 * Switches between a trainer and their companion client account without a
 * password (docs/rules/accounts.md "Companion client account"): the caller's bearer token proves who they are, a new
 * token is issued for the other account and the caller's token is revoked, so
 * a device holds one live token at a time. Only the pair itself may switch:
 * a trainer to their own companion, a companion to its own trainer.
 */
export async function switchCompanion(ctx: AppContext, actor: AuthUser, tokenId: string): Promise<LoginResult> {
  const [me] = await ctx.db.select({ companionOf: users.companionOf }).from(users).where(eq(users.id, actor.id)).limit(1);
  let targetId: string;
  if (actor.role === 'trainer') {
    const [companion] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companionOf, actor.id), isNull(users.disabledAt)))
      .limit(1);
    if (!companion) throw new Conflict(MESSAGES.companionOff, 'companion_off');
    targetId = companion.id;
  } else if (actor.role === 'client' && me?.companionOf) {
    targetId = me.companionOf;
  } else {
    throw new Forbidden(MESSAGES.companionTrainerOnly, 'companion_trainer_only');
  }
  const [target] = await ctx.db.select().from(users).where(eq(users.id, targetId)).limit(1);
  if (!target) throw new Conflict(MESSAGES.companionOff, 'companion_off');
  if (target.disabledAt) throw new Forbidden(MESSAGES.accountDisabled, 'account_disabled');
  const token = await issueToken(ctx.db, target.id);
  await revokeToken(ctx.db, tokenId);
  return { token, user: await userDto(ctx.db, target) };
}
