import { v7 as uuidv7 } from 'uuid';
import { issueToken } from '../../server/auth/tokens';
import type { Db } from '../../server/db/database';
import { clients, users } from '../../server/db/schema';

/**
 * Users and client records for the sync tests, written straight to the
 * database (no password hashing: these users sign in by token only).
 */
export interface Actor {
  id: string;
  token: string;
}

let n = 0;
async function user(db: Db, role: 'trainer' | 'client' | 'admin', name: string): Promise<Actor> {
  const id = uuidv7();
  await db.insert(users).values({
    id,
    name,
    email: `sync-${role}-${++n}-${id.slice(-12)}@example.com`,
    passwordHash: 'not-a-hash',
    role,
    emailVerifiedAt: new Date(),
  });
  return { id, token: await issueToken(db, id) };
}

export const makeTrainer = (db: Db, name = 'Trainer') => user(db, 'trainer', name);
export const makeAdmin = (db: Db) => user(db, 'admin', 'Admin');

/** A client record of the trainer, with a linked client-role user when `withUser`. */
export async function makeClient(db: Db, trainerId: string, opts: { withUser?: boolean; name?: string } = {}): Promise<{ clientId: string; user: Actor | null }> {
  const account = opts.withUser ? await user(db, 'client', opts.name ?? 'Client') : null;
  const clientId = uuidv7();
  await db.insert(clients).values({ id: clientId, trainerId, userId: account?.id ?? null, name: opts.name ?? 'Client', status: 'active' });
  return { clientId, user: account };
}
