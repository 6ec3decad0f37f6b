CREATE TABLE "custom_meals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"kcal" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"grams_per_piece" double precision,
	"grams_per_tablespoon" double precision,
	"grams_per_teaspoon" double precision,
	"density" double precision,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"was_completed" boolean DEFAULT false NOT NULL,
	"calories" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"water_ml" integer DEFAULT 0 NOT NULL,
	"session_id" uuid,
	"meal_id" uuid,
	"slot" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plan_meals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"meal_plan_id" uuid NOT NULL,
	"client_id" uuid,
	"meal_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"slot" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"days" integer DEFAULT 7 NOT NULL,
	"copied_from_id" uuid,
	"starts_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"copied_from_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "meals_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_meals" ADD CONSTRAINT "custom_meals_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_meals" ADD CONSTRAINT "custom_meals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_logs" ADD CONSTRAINT "meal_logs_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_logs" ADD CONSTRAINT "meal_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_logs" ADD CONSTRAINT "meal_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_meals" ADD CONSTRAINT "meal_plan_meals_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_meals" ADD CONSTRAINT "meal_plan_meals_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_meals" ADD CONSTRAINT "meal_plan_meals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_meals" ADD CONSTRAINT "meal_plan_meals_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_meals_space_rev_idx" ON "custom_meals" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "custom_meals_client_idx" ON "custom_meals" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "ingredients_space_rev_idx" ON "ingredients" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "ingredients_client_idx" ON "ingredients" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "meal_logs_space_rev_idx" ON "meal_logs" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "meal_logs_client_rev_idx" ON "meal_logs" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "meal_logs_client_logged_idx" ON "meal_logs" USING btree ("client_id","logged_at") WHERE "meal_logs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "meal_plan_meals_space_rev_idx" ON "meal_plan_meals" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "meal_plan_meals_plan_idx" ON "meal_plan_meals" USING btree ("meal_plan_id");--> statement-breakpoint
CREATE INDEX "meal_plan_meals_meal_idx" ON "meal_plan_meals" USING btree ("meal_id");--> statement-breakpoint
CREATE INDEX "meal_plan_meals_client_idx" ON "meal_plan_meals" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "meal_plans_space_rev_idx" ON "meal_plans" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "meal_plans_client_idx" ON "meal_plans" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "meals_space_rev_idx" ON "meals" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "meals_client_idx" ON "meals" USING btree ("client_id","rev","id");--> statement-breakpoint
-- Stamping (sync_stamp_row, 0002_sync_triggers.sql), hard deletes and a moved client_id, as for the
-- other synced tables. Ingredients have no hidden trigger: a client sees every ingredient of their
-- trainer's space that is the trainer's or their own (domain/meals/entity.ts), and client_id never changes.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ingredients', 'meals', 'meal_plans', 'meal_plan_meals', 'custom_meals', 'meal_logs'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION sync_stamp_row()', t || '_sync_stamp', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION sync_log_delete()', t || '_sync_delete', t);
    IF t <> 'ingredients' THEN
      EXECUTE format(
        'CREATE TRIGGER %I AFTER UPDATE OF client_id ON %I FOR EACH ROW WHEN (OLD.client_id IS NOT NULL AND OLD.client_id IS DISTINCT FROM NEW.client_id) EXECUTE FUNCTION sync_log_hidden()',
        t || '_sync_hidden', t);
    END IF;
  END LOOP;
END $$;
