CREATE TABLE "spaces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"tx" bigint,
	"purged_rev" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"last_mutation_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_mutation_errors" (
	"client_id" uuid NOT NULL,
	"mutation_id" bigint NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_mutation_errors_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "sync_removals" (
	"space_id" uuid NOT NULL,
	"rev" bigint NOT NULL,
	"tbl" text NOT NULL,
	"row_id" uuid NOT NULL,
	"client_id" uuid,
	"audience" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weight_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"weight_kg" numeric(5, 2) NOT NULL,
	"notes" text,
	"logged_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "goal" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "height_cm" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "weight_kg" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "allergies" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "intolerances" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "hourly_rate" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "rev" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_mutation_errors" ADD CONSTRAINT "sync_mutation_errors_client_id_sync_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sync_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_logs" ADD CONSTRAINT "weight_logs_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_logs" ADD CONSTRAINT "weight_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_logs" ADD CONSTRAINT "weight_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_clients_user_idx" ON "sync_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sync_removals_space_rev_idx" ON "sync_removals" USING btree ("space_id","rev","row_id");--> statement-breakpoint
CREATE INDEX "weight_logs_space_rev_idx" ON "weight_logs" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "weight_logs_client_rev_idx" ON "weight_logs" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "weight_logs_client_logged_idx" ON "weight_logs" USING btree ("client_id","logged_at") WHERE "weight_logs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_space_rev_idx" ON "clients" USING btree ("trainer_id","rev","id");