CREATE TABLE "exercise_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"exercise_id" text NOT NULL,
	"block_id" uuid,
	"sort_order" integer NOT NULL,
	"notes" text,
	"logged_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"exercise_log_id" uuid NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"sort_order" integer NOT NULL,
	"set_type" text NOT NULL,
	"reps" double precision,
	"weight_kg" double precision,
	"duration_seconds" double precision,
	"distance_meters" double precision,
	"rpe" double precision,
	"assistance" double precision,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_sets" ADD CONSTRAINT "exercise_sets_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_sets" ADD CONSTRAINT "exercise_sets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_sets" ADD CONSTRAINT "exercise_sets_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_sets" ADD CONSTRAINT "exercise_sets_exercise_log_id_exercise_logs_id_fk" FOREIGN KEY ("exercise_log_id") REFERENCES "public"."exercise_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_sets" ADD CONSTRAINT "exercise_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_logs_space_rev_idx" ON "exercise_logs" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "exercise_logs_client_rev_idx" ON "exercise_logs" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "exercise_logs_client_logged_idx" ON "exercise_logs" USING btree ("client_id","logged_at") WHERE "exercise_logs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "exercise_logs_client_exercise_idx" ON "exercise_logs" USING btree ("client_id","exercise_id") WHERE "exercise_logs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "exercise_logs_session_idx" ON "exercise_logs" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "exercise_sets_space_rev_idx" ON "exercise_sets" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "exercise_sets_client_rev_idx" ON "exercise_sets" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "exercise_sets_client_logged_idx" ON "exercise_sets" USING btree ("client_id","logged_at") WHERE "exercise_sets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "exercise_sets_log_idx" ON "exercise_sets" USING btree ("exercise_log_id");--> statement-breakpoint
-- Stamping (sync_stamp_row, 0002_sync_triggers.sql), hard deletes and a moved client_id, as for weight logs:
-- both tables are seen by the client of client_id (domain/workouts/entity.ts).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['exercise_logs', 'exercise_sets'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION sync_stamp_row()', t || '_sync_stamp', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION sync_log_delete()', t || '_sync_delete', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE OF client_id ON %I FOR EACH ROW WHEN (OLD.client_id IS NOT NULL AND OLD.client_id IS DISTINCT FROM NEW.client_id) EXECUTE FUNCTION sync_log_hidden()',
      t || '_sync_hidden', t);
  END LOOP;
END $$;
