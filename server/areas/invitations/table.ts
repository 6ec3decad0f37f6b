import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from '../accounts/table';

/**
 * Invitations of a client to register (server-only, not synced: the client
 * row carries the status devices show). Only the SHA-256 of the 256-bit
 * token is stored. One live invitation per client: a resend revokes the
 * previous one.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: uuid('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The client-role user the invitation created. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('client_invitations_token_unique').on(t.tokenHash), index('client_invitations_client_idx').on(t.clientId)],
);
