import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { hashPassword } from '../auth/password';
import type { AppContext } from '../context';
import { clients, users } from '../db/schema';
import { findUserByEmail } from '../queries/user';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_TRAINER = { name: 'Dana Demo', email: 'demo@repwise.app' } as const;
export const DEMO_CLIENTS = [
  { name: 'Adam Novák', email: 'adam@repwise.app' },
  { name: 'Beata Kováčová', email: 'beata@repwise.app' },
  { name: 'Cyril Horváth', email: 'cyril@repwise.app' },
] as const;

async function ensureUser(ctx: AppContext, u: { name: string; email: string; role: 'trainer' | 'client' }): Promise<string> {
  const found = await findUserByEmail(ctx.db, u.email);
  if (found) return found.id;
  const now = new Date();
  const id = uuidv7();
  await ctx.db
    .insert(users)
    .values({
      id,
      ...u,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      language: 'en',
      registrationStatus: 'active',
      emailVerifiedAt: now,
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return (await findUserByEmail(ctx.db, u.email))!.id;
}

/**
 * DEMO=1: a verified, active trainer with three active clients, each with a
 * client login. Safe to run on every start: existing rows are kept as they are.
 */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const trainerId = await ensureUser(ctx, { ...DEMO_TRAINER, role: 'trainer' });
  for (const c of DEMO_CLIENTS) {
    const userId = await ensureUser(ctx, { ...c, role: 'client' });
    const linked = await ctx.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.trainerId, trainerId), eq(clients.userId, userId)))
      .limit(1);
    if (!linked[0]) {
      await ctx.db.insert(clients).values({ id: uuidv7(), trainerId, userId, name: c.name, email: c.email, status: 'active' });
    }
  }
  ctx.log(
    `demo data ready. Sign in as trainer ${DEMO_TRAINER.email} / ${DEMO_PASSWORD}` +
      ` or as a client: ${DEMO_CLIENTS.map((c) => c.email).join(', ')} (password ${DEMO_PASSWORD})`,
  );
}
