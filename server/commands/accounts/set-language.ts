import { eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/constants';
import type { AppContext, AuthUser } from '../../context';
import { users } from '../../db/schema';
import { write } from '../../replication/write';
import { noteOnboardingEvent } from '../onboarding/note';

/**
 * Stores the interface language the user picked; mails to the user follow it.
 * A trainer's pick completes the set-language onboarding step in the same
 * transaction, on the write path (their space locked, their devices poked);
 * anyone else's is a plain update that locks and pokes nobody.
 */
export async function setLanguage(ctx: AppContext, user: AuthUser, language: Locale): Promise<void> {
  const store = (db: AppContext['db']) => db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, user.id));
  if (user.role !== 'trainer') {
    await store(ctx.db);
    return;
  }
  await write(ctx, user, async (tx) => {
    await store(tx);
    await noteOnboardingEvent(tx, user, 'set-language');
  });
}
