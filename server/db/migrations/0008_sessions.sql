CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "series_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"client_ids" uuid[] NOT NULL,
	"occurrence_date" date NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approval_by_client" jsonb,
	"schedule_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_ids" uuid[] NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"plan_by_client" jsonb NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"notes" text,
	"approval_by_client" jsonb NOT NULL,
	"schedule_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"recurrence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_ids" uuid[] NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"plan_by_client" jsonb NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"notes" text,
	"approval_by_client" jsonb NOT NULL,
	"schedule_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"progress_status" text DEFAULT 'not_started' NOT NULL,
	"series_id" uuid,
	"occurrence_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'Europe/Bratislava' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_exceptions" ADD CONSTRAINT "series_exceptions_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_exceptions" ADD CONSTRAINT "series_exceptions_series_id_session_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."session_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_series" ADD CONSTRAINT "session_series_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_series" ADD CONSTRAINT "session_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_series_id_session_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."session_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_exceptions_space_rev_idx" ON "series_exceptions" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "series_exceptions_clients_idx" ON "series_exceptions" USING gin ("client_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "series_exceptions_occurrence_unique" ON "series_exceptions" USING btree ("series_id","occurrence_date") WHERE "series_exceptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "session_series_space_rev_idx" ON "session_series" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "session_series_clients_idx" ON "session_series" USING gin ("client_ids");--> statement-breakpoint
CREATE INDEX "training_sessions_space_rev_idx" ON "training_sessions" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "training_sessions_clients_idx" ON "training_sessions" USING gin ("client_ids");--> statement-breakpoint
CREATE INDEX "training_sessions_space_start_idx" ON "training_sessions" USING btree ("space_id","starts_at") WHERE "training_sessions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "training_sessions_occurrence_unique" ON "training_sessions" USING btree ("series_id","occurrence_date") WHERE "training_sessions"."deleted_at" is null and "training_sessions"."series_id" is not null;--> statement-breakpoint
-- Rows seen by each client a client_ids array lists (a group session). A hard
-- delete is recorded for everyone, and for each listed client; a client
-- dropped from the array is told to remove the row (audience 'client'), like
-- sync_log_hidden does for client_id; a client added back clears that
-- removal (a removal sorts after rows of its version, so it would win).
CREATE OR REPLACE FUNCTION sync_log_delete_clients() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint := sync_space_version(OLD.space_id);
BEGIN
  INSERT INTO sync_removals (space_id, rev, tbl, row_id, client_id, audience)
  VALUES (OLD.space_id, v, TG_TABLE_NAME, OLD.id, NULL, 'all');
  INSERT INTO sync_removals (space_id, rev, tbl, row_id, client_id, audience)
  SELECT OLD.space_id, v, TG_TABLE_NAME, OLD.id, c, 'client' FROM unnest(OLD.client_ids) AS c;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_log_hidden_clients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_removals (space_id, rev, tbl, row_id, client_id, audience)
  SELECT NEW.space_id, NEW.rev, TG_TABLE_NAME, NEW.id, c, 'client'
  FROM unnest(OLD.client_ids) AS c WHERE NOT (c = ANY (NEW.client_ids));
  DELETE FROM sync_removals
  WHERE space_id = NEW.space_id AND tbl = TG_TABLE_NAME AND row_id = NEW.id AND audience = 'client'
    AND client_id = ANY (NEW.client_ids) AND NOT (client_id = ANY (OLD.client_ids));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stamping (sync_stamp_row, 0002_sync_triggers.sql), deletes and removed clients, for each of the three tables.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['training_sessions', 'session_series', 'series_exceptions'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION sync_stamp_row()', t || '_sync_stamp', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION sync_log_delete_clients()', t || '_sync_delete', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE OF client_ids ON %I FOR EACH ROW WHEN (OLD.client_ids IS DISTINCT FROM NEW.client_ids) EXECUTE FUNCTION sync_log_hidden_clients()',
      t || '_sync_hidden', t);
  END LOOP;
END $$;
