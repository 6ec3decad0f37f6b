import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { syncedTableOf } from '../../db/synced-columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['trainer', 'client', 'admin'] }).notNull(),
    language: text('language', { enum: ['en', 'sk', 'cz'] }).notNull().default('en'),
    /** IANA time zone: a trainer's sessions are planned in it (detected at sign-up, editable in settings). */
    timeZone: text('time_zone').notNull().default('Europe/Bratislava'),
    registrationStatus: text('registration_status', { enum: ['active', 'pending_payment'] })
      .notNull()
      .default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** Early access to the Meals area (issue #10): per trainer, on by default; an admin switches it (PUT /api/admin/trainers/{id}/meals). */
    mealsEnabled: boolean('meals_enabled').notNull().default(true),
    /** Settings → notifications: mail each notification (on by default) and push it to subscribed browsers. */
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    notifyByPush: boolean('notify_by_push').notNull().default(true),
    /**
     * Set on a trainer's companion client account (docs/rules/accounts.md "Companion client account"): the trainer it
     * belongs to. Its name, email, password and language are copied from that
     * trainer (server/areas/companion/commands/keep-in-step.ts); it never signs in by
     * itself, so its email does not count in the unique index below.
     */
    companionOf: uuid('companion_of').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`).where(sql`${t.companionOf} is null`),
    uniqueIndex('users_companion_of_unique').on(t.companionOf),
  ],
);

/** Bearer tokens: only the SHA-256 of the secret is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Single-use password reset tokens (hash only), valid 60 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.tokenHash)],
);

/**
 * The client record a trainer manages. Issue 4 fills in the rest of its fields;
 * the foundation needs the link between a client-role user and its record.
 */
export const clients = syncedTableOf(
  'clients',
  {
    id: uuid('id').primaryKey(),
    // The client record's space (EntityDecl.space 'trainerId'): the trainer's own, named so before spaces were.
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  'trainerId',
  {
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    status: text('status', { enum: ['active', 'pending', 'personal'] }).notNull().default('pending'),
    // docs/rules/clients.md "Client record" fields (client.update sets any subset of them).
    age: integer('age'),
    goal: text('goal'),
    heightCm: numeric('height_cm', { precision: 4, scale: 1, mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2, mode: 'number' }),
    allergies: text('allergies'),
    intolerances: text('intolerances'),
    hourlyRate: numeric('hourly_rate', { precision: 8, scale: 2, mode: 'number' }),
    currency: text('currency', { enum: ['EUR', 'CZK'] }).notNull().default('EUR'),
    notes: text('notes'),
    // The latest invitation (server/areas/invitations/table.ts), on the row so devices show it offline.
    invitationStatus: text('invitation_status', { enum: ['pending', 'accepted', 'revoked'] }),
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true, mode: 'date' }),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('clients_trainer_idx').on(t.trainerId), index('clients_user_idx').on(t.userId)],
);

/** Server-wide settings generated on first start (app secret, VAPID keys). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
