import { eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/constants';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { companionOwner, keepCompanionInStep } from '../companion/keep-in-step';

/**
 * Stores the interface language; mails to the user follow it. A trainer and
 * their companion client account share one (chosen on either side).
 */
export async function setLanguage(ctx: AppContext, userId: string, language: Locale): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const trainerId = (await companionOwner(tx, userId)) ?? userId;
    await tx.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, trainerId));
    await keepCompanionInStep(tx, trainerId);
  });
}
