import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserDto } from '../../../domain/auth';
import type { Db } from '../../db/database';
import { clients, users } from '../../db/schema';
import { mealsEnabled } from '../../replication/people';

export type UserRow = typeof users.$inferSelect;

/**
 * The user whose email matches, case-insensitively (the unique index is on
 * lower(email)). A companion client account shares its trainer's email but
 * never signs in by it: the trainer is the one found.
 */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.companionOf)))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

type DtoSource = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'language' | 'registrationStatus' | 'emailVerifiedAt'>;

/**
 * The user as the app sees it (docs/rules/accounts.md "Roles"). A client-role user carries the id of
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
  const companion = await companionOf(db, user);
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
    ...companion,
  };
}

/** docs/rules/accounts.md "Companion client account": a trainer's companion switch (on or off), or the trainer a companion client account belongs to. */
async function companionOf(db: Db, user: Pick<UserRow, 'id' | 'role'>): Promise<Pick<UserDto, 'companion_enabled' | 'companion_of'>> {
  if (user.role === 'trainer') {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companionOf, user.id), isNull(users.disabledAt)))
      .limit(1);
    return { companion_enabled: !!row };
  }
  if (user.role === 'client') {
    const [row] = await db.select({ of: users.companionOf }).from(users).where(eq(users.id, user.id)).limit(1);
    return { companion_of: row?.of ?? null };
  }
  return {};
}
