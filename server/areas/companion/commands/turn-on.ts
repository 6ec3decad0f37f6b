import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { MESSAGES } from '../../../../domain/messages';
import type { AppContext, AuthUser } from '../../../context';
import { clients, users } from '../../../db/schema';
import { Forbidden } from '../../../errors';
import { forgetResolvedClients } from '../../clients/access';
import { pokeHub } from '../../../replication/pokes';
import { keepCompanionInStep } from './keep-in-step';

/**
 * Turns a trainer's companion client account on (docs/rules/accounts.md "Companion client account"): a client-role
 * user that belongs to the trainer (users.companion_of) and a live client
 * record of it in the trainer's own space, so the trainer's plans, sessions and
 * logs for themselves are rows of their business like any client's. Turning
 * it on again after "off" wakes the same account with everything it logged;
 * a deleted client record is replaced by a new one.
 */
export async function turnCompanionOn(ctx: AppContext, actor: AuthUser): Promise<{ companionId: string; clientId: string }> {
  if (actor.role !== 'trainer') throw new Forbidden(MESSAGES.companionTrainerOnly, 'companion_trainer_only');
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select sync_lock_space(${actor.id}::uuid)`);
    const now = new Date();
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.companionOf, actor.id)).limit(1);
    const companionId = existing?.id ?? uuidv7();
    if (existing) {
      await tx.update(users).set({ disabledAt: null, updatedAt: now }).where(eq(users.id, companionId));
    } else {
      const [trainer] = await tx.select().from(users).where(eq(users.id, actor.id)).limit(1);
      if (!trainer) throw new Forbidden();
      await tx.insert(users).values({
        id: companionId,
        name: trainer.name,
        email: trainer.email,
        passwordHash: trainer.passwordHash,
        role: 'client',
        language: trainer.language,
        timeZone: trainer.timeZone,
        registrationStatus: 'active',
        emailVerifiedAt: trainer.emailVerifiedAt ?? now,
        termsAcceptedAt: trainer.termsAcceptedAt ?? now,
        companionOf: actor.id,
        createdAt: now,
        updatedAt: now,
      });
    }
    const [live] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, companionId), eq(clients.trainerId, actor.id), isNull(clients.deletedAt)))
      .limit(1);
    let clientId = live?.id;
    if (!clientId) {
      clientId = uuidv7();
      await tx.insert(clients).values({
        id: clientId,
        trainerId: actor.id,
        userId: companionId,
        name: actor.name,
        email: actor.email,
        status: 'active',
        currency: actor.language === 'cz' ? 'CZK' : 'EUR',
      });
      forgetResolvedClients(tx);
    }
    await keepCompanionInStep(tx, actor.id);
    return { companionId, clientId };
  });
  pokeHub(ctx).poke([actor.id]);
  return result;
}
