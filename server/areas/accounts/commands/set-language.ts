import { eq } from 'drizzle-orm';
import type { Locale } from '../../../../domain/constants';
import type { AppContext, AuthUser } from '../../../context';
import { users } from '../../../db/schema';
import { write } from '../../../replication/write';
import { companionOwner, keepCompanionInStep } from '../../companion/commands/keep-in-step';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/**
 * Stores the interface language the user picked; mails to the user follow it.
 * A trainer and their companion client account share one (chosen on either
 * side). A trainer's pick completes the set-language onboarding step in the
 * same transaction, on the write path (their space locked, their devices
 * poked); anyone else's is a plain update that locks and pokes nobody.
 */
export async function setLanguage(ctx: AppContext, user: AuthUser, language: Locale): Promise<void> {
  const store = async (tx: AppContext['db']) => {
    const trainerId = (await companionOwner(tx, user.id)) ?? user.id;
    await tx.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, trainerId));
    await keepCompanionInStep(tx, trainerId);
  };
  if (user.role !== 'trainer') {
    await ctx.db.transaction((tx) => store(tx as unknown as AppContext['db']));
    return;
  }
  await write(ctx, user, async (tx) => {
    await store(tx);
    await noteOnboardingEvent(tx, user, 'set-language');
  });
}
