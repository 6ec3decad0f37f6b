CREATE TABLE "measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"waist_cm" numeric(5, 2),
	"hips_cm" numeric(5, 2),
	"chest_cm" numeric(5, 2),
	"upper_arm_cm" numeric(5, 2),
	"thigh_cm" numeric(5, 2),
	"calf_cm" numeric(5, 2),
	"neck_cm" numeric(5, 2),
	"body_fat_percent" numeric(5, 2),
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"measured_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurements_space_rev_idx" ON "measurements" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "measurements_client_rev_idx" ON "measurements" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "measurements_client_measured_idx" ON "measurements" USING btree ("client_id","measured_at") WHERE "measurements"."deleted_at" is null;