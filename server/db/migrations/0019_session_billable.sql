-- Only what the trainer delivers is billed (domain/billing/price.ts isBilled): a solo session
-- only when the trainer marks it billable. Every existing solo session starts not billable, so
-- the charges for clients' own workouts go; payments re-apply by themselves (allocation is derived).
ALTER TABLE "session_series" ADD COLUMN "billable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "billable" boolean DEFAULT false NOT NULL;