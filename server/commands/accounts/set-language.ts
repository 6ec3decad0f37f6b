import { eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/constants';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';

/** Stores the interface language; mails to the user follow it. */
export async function setLanguage(ctx: AppContext, userId: string, language: Locale): Promise<void> {
  await ctx.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
