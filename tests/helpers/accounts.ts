import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { Locale, Role } from '../../domain/constants';
import { hashPassword } from '../../server/auth/password';
import { clients, users } from '../../server/db/schema';
import type { TestServer } from './server';

let seq = 0;
/** An address no other test uses (the users table is shared within a server). */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${++seq}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * One argon2id hash per password per test process, at the server's own cost:
 * each hash takes tens of milliseconds of a core, and most tests make their
 * users with the same password. Users sharing a hash still sign in only with
 * their own email; only the salt is shared, which no test looks at.
 */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** Inserts a user straight into the database (faster than the registration flow, any role and state). */
export async function createUser(
  server: TestServer,
  opts: {
    role?: Role;
    email?: string;
    password?: string;
    name?: string;
    language?: Locale;
    verified?: boolean;
    disabled?: boolean;
    registrationStatus?: 'active' | 'pending_payment';
  } = {},
): Promise<TestUser> {
  const role = opts.role ?? 'trainer';
  const user = {
    id: uuidv7(),
    email: opts.email ?? uniqueEmail(role),
    password: opts.password ?? 'password123',
    name: opts.name ?? `Test ${role}`,
  };
  const now = new Date();
  await server.ctx.db.insert(users).values({
    id: user.id,
    name: user.name,
    email: user.email,
    passwordHash: await hashOf(user.password),
    role,
    language: opts.language ?? 'en',
    registrationStatus: opts.registrationStatus ?? 'active',
    emailVerifiedAt: opts.verified === false ? null : now,
    disabledAt: opts.disabled ? now : null,
  });
  return user;
}

/** A clients row of `trainerId`, optionally linked to a client-role user. Returns its id. */
export async function createClientRecord(server: TestServer, trainerId: string, userId: string | null, name = 'Client'): Promise<string> {
  const id = uuidv7();
  await server.ctx.db.insert(clients).values({ id, trainerId, userId, name, status: 'active' });
  return id;
}

/** Signs in through the API and returns the bearer token (fails the test on any other answer). */
export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const res = await server.api('/api/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
