import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserDto } from '../../domain/auth';
import type { Db } from '../db/database';
import { clients, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user whose email matches, case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

type DtoSource = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'language' | 'registrationStatus' | 'emailVerifiedAt'>;

/**
 * The user as the app sees it (spec §3). A client-role user carries the id of
 * its client record, falling back to its own id when no record links to it.
 */
export async function userDto(db: Db, user: DtoSource): Promise<UserDto> {
  let client: UserDto['client'] = null;
  if (user.role === 'client') {
    const rows = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, user.id), isNull(clients.deletedAt)))
      .orderBy(clients.createdAt)
      .limit(1);
    client = { id: rows[0]?.id ?? user.id };
  }
  const meals_enabled = await mealsEnabled(db, user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    language: user.language,
    client,
    registration_status: user.registrationStatus,
    email_verified_at: user.emailVerifiedAt ? user.emailVerifiedAt.toISOString() : null,
    meals_enabled,
  };
}

/** The Meals early-access switch (users.meals_enabled): a trainer's own; a client's is their (first) trainer's; admins have no Meals area. */
export async function mealsEnabled(db: Db, user: Pick<UserRow, 'id' | 'role'>): Promise<boolean> {
  if (user.role === 'admin') return false;
  const trainerId =
    user.role === 'trainer'
      ? user.id
      : (
          await db
            .select({ id: clients.trainerId })
            .from(clients)
            .where(and(eq(clients.userId, user.id), isNull(clients.deletedAt)))
            .orderBy(clients.createdAt)
            .limit(1)
        )[0]?.id;
  if (!trainerId) return true;
  const [row] = await db.select({ on: users.mealsEnabled }).from(users).where(eq(users.id, trainerId)).limit(1);
  return row?.on ?? true;
}
