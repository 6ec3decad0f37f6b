import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { AppContext, AuthUser } from '../../context';
import { clients, users } from '../../db/schema';
import { findUserByEmail } from '../../areas/accounts/queries';
import { DEMO_CLIENTS, DEMO_PASSWORD, DEMO_TRAINER } from './people';
import { demoId, type DemoSeed } from './seed';

async function ensureUser(ctx: AppContext, u: { name: string; email: string; role: 'trainer' | 'client' }, passwordHash: () => Promise<string>): Promise<AuthUser> {
  const found = await findUserByEmail(ctx.db, u.email);
  if (found) return found;
  const now = new Date();
  await ctx.db
    .insert(users)
    .values({ id: demoId(`user:${u.email}`), ...u, passwordHash: await passwordHash(), language: 'en', registrationStatus: 'active', emailVerifiedAt: now, termsAcceptedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  return (await findUserByEmail(ctx.db, u.email))!;
}

/**
 * The trainer and the clients who have accounts, each linked to a client
 * record (what accepting an invitation does; no mutation makes that link).
 * Runs first: the other parts need these ids.
 */
export async function seedAccounts(ctx: AppContext, now: Date): Promise<DemoSeed> {
  // One hash for all: argon2 is slow on purpose, and the demo starts on every `npm run demo`.
  let hash: string | undefined;
  const passwordHash = async () => (hash ??= await hashPassword(DEMO_PASSWORD));
  const trainer = await ensureUser(ctx, { ...DEMO_TRAINER, role: 'trainer' }, passwordHash);
  const seed: DemoSeed = { ctx, trainer, clientIds: new Map(), clientUsers: new Map(), now };
  for (const c of DEMO_CLIENTS.filter((d) => d.account)) {
    const user = await ensureUser(ctx, { name: c.name, email: c.email, role: 'client' }, passwordHash);
    const [linked] = await ctx.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.trainerId, trainer.id), eq(clients.userId, user.id)))
      .limit(1);
    const id = linked?.id ?? demoId(`client:${c.key}`);
    if (!linked) await ctx.db.insert(clients).values({ id, trainerId: trainer.id, userId: user.id, name: c.name, email: c.email, status: 'active' }).onConflictDoNothing();
    seed.clientIds.set(c.key, id);
    seed.clientUsers.set(c.key, user);
  }
  for (const c of DEMO_CLIENTS.filter((d) => !d.account)) seed.clientIds.set(c.key, demoId(`client:${c.key}`));
  return seed;
}
