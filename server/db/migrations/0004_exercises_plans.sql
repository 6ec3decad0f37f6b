CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"video_url" text,
	"category_id" text NOT NULL,
	"tracking_fields" jsonb NOT NULL,
	"source" text DEFAULT 'own' NOT NULL,
	"customized_from_id" text,
	"import_key" text,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"muscles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "block_exercises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"client_id" uuid,
	"exercise_id" text NOT NULL,
	"sets" integer NOT NULL,
	"set_targets" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_blocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"client_id" uuid,
	"type" text NOT NULL,
	"name" text,
	"rounds" integer DEFAULT 1 NOT NULL,
	"rest_seconds" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'training' NOT NULL,
	"is_template" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_exercises" ADD CONSTRAINT "block_exercises_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_exercises" ADD CONSTRAINT "block_exercises_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_exercises" ADD CONSTRAINT "block_exercises_block_id_plan_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."plan_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_exercises" ADD CONSTRAINT "block_exercises_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_blocks" ADD CONSTRAINT "plan_blocks_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_blocks" ADD CONSTRAINT "plan_blocks_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_blocks" ADD CONSTRAINT "plan_blocks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercises_space_rev_idx" ON "exercises" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_import_key_unique" ON "exercises" USING btree ("space_id","import_key") WHERE "exercises"."import_key" is not null and "exercises"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "block_exercises_space_rev_idx" ON "block_exercises" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "block_exercises_block_idx" ON "block_exercises" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "block_exercises_plan_idx" ON "block_exercises" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "block_exercises_client_idx" ON "block_exercises" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "block_exercises_client_exercise_idx" ON "block_exercises" USING btree ("client_id","exercise_id");--> statement-breakpoint
CREATE INDEX "plan_blocks_space_rev_idx" ON "plan_blocks" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "plan_blocks_plan_idx" ON "plan_blocks" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_blocks_client_idx" ON "plan_blocks" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "training_plans_space_rev_idx" ON "training_plans" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "training_plans_client_idx" ON "training_plans" USING btree ("client_id","rev","id");