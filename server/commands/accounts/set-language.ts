import { eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/constants';
import type { AppContext, AuthUser } from '../../context';
import { users } from '../../db/schema';
import { write } from '../../replication/write';
import { noteOnboardingEvent } from '../onboarding/note';

/**
 * Stores the interface language the user picked; mails to the user follow it.
 * A trainer's pick completes the set-language onboarding step, in the same
 * transaction (the write path, so the trainer's devices are poked).
 */
export async function setLanguage(ctx: AppContext, user: AuthUser, language: Locale): Promise<void> {
  await write(ctx, user, async (tx) => {
    await tx.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, user.id));
    await noteOnboardingEvent(tx, user, 'set-language');
  });
}
