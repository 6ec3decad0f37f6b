import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { clients, users } from '../../../db/schema';

/**
 * Copies a trainer's name, email, password and language to their companion
 * client account (docs/rules/accounts.md "Companion client account": "name, email, password synced") and its client
 * record. Every command that changes one of them on a trainer calls it in the
 * same transaction, so the two accounts are never seen apart. A trainer
 * without a companion account costs one indexed update that matches nothing.
 */
export async function keepCompanionInStep(tx: Db, trainerId: string): Promise<void> {
  const [trainer] = await tx
    .select({ name: users.name, email: users.email, passwordHash: users.passwordHash, language: users.language, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, trainerId))
    .limit(1);
  if (!trainer) return;
  const [companion] = await tx
    .update(users)
    .set({ ...trainer, updatedAt: new Date() })
    .where(eq(users.companionOf, trainerId))
    .returning({ id: users.id });
  if (!companion) return;
  // The client record is a synced row of the trainer's space: only a real change is written (and stamped).
  await tx
    .update(clients)
    .set({ name: trainer.name, email: trainer.email, updatedAt: sql`now()` })
    .where(
      and(
        eq(clients.userId, companion.id),
        eq(clients.trainerId, trainerId),
        isNull(clients.deletedAt),
        sql`(${clients.name} is distinct from ${trainer.name} or ${clients.email} is distinct from ${trainer.email})`,
      ),
    );
}

/** The trainer a companion client account belongs to, or null for anyone else. */
export async function companionOwner(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ of: users.companionOf }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.of ?? null;
}
