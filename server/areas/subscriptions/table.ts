import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../../../domain/subscriptions/plans';
import { users } from '../accounts/table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A trainer's subscription to Repwise (domain/subscription). One row per
 * trainer at most: a trainer without one is in the trial that started when
 * their account became active. Not synced: the server decides access with it
 * (the 402 answers) and the app asks GET /api/subscription.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    trialEndsAt: at('trial_ends_at'),
    /** The end of what is paid or granted; null: no end (lifetime, free access without end). */
    currentPeriodEnd: at('current_period_end'),
    /** The first charge: the 30-day money-back guarantee counts from it. */
    firstPaidAt: at('first_paid_at'),
    refundedAt: at('refunded_at'),
    canceledAt: at('canceled_at'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The monthly price this subscription is charged, in minor units (early adopters keep theirs for life). */
    amountMinor: integer('amount_minor'),
    currency: text('currency', { enum: ['EUR'] }).notNull().default('EUR'),
    /** Who takes the payments; null for a plan an admin granted. */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_trainer_unique').on(t.trainerId),
    index('subscriptions_provider_sub_idx').on(t.providerSubscriptionId),
    index('subscriptions_provider_customer_idx').on(t.providerCustomerId),
  ],
);

/** A subscription as stored: the token lookup, the sync cache and the access rules read it. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const SUBSCRIPTION_EVENT_KINDS = [
  'checkout_started',
  'checkout_completed',
  'renewed',
  'payment_failed',
  'provider_updated',
  'canceled',
  'refunded',
  'trial_extended',
  'plan_granted',
] as const;
export const SUBSCRIPTION_ACTORS = ['user', 'admin', 'provider', 'system'] as const;

/** The history of a trainer's subscription: what happened, who did it, when (shown to admins). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBSCRIPTION_EVENT_KINDS }).notNull(),
    actorType: text('actor_type', { enum: SUBSCRIPTION_ACTORS }).notNull(),
    /** The user who acted (the trainer or an admin); null for the provider and the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('subscription_events_trainer_idx').on(t.trainerId, t.createdAt)],
);

/** A checkout a trainer started: its id (or Stripe's) comes back on the success page as session_id. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['standard', 'early_adopter'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** registration: the success page is /trainer/registration/success; subscription: /trainer/subscription/success. */
    purpose: text('purpose', { enum: ['registration', 'subscription'] }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id of the session (Stripe's cs_...; the local provider's is this row's id). */
    providerRef: text('provider_ref').notNull(),
    url: text('url').notNull(),
    trialEndsAt: at('trial_ends_at'),
    language: text('language', { enum: ['en', 'sk', 'cz'] }).notNull().default('en'),
    status: text('status', { enum: ['open', 'completed', 'expired'] }).notNull().default('open'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [uniqueIndex('checkout_sessions_provider_ref_unique').on(t.provider, t.providerRef), index('checkout_sessions_trainer_idx').on(t.trainerId)],
);

/** Webhooks already handled, by the provider's event id: a delivery repeated changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Settings an admin changes (early_adopter_places, standard_price_minor); app_settings keeps the generated secrets. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
