CREATE TABLE "photo_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"taken_on" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"pose" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"thumb_sha256" text NOT NULL,
	"stored_at" timestamp with time zone,
	"full_stored_at" timestamp with time zone,
	"thumb_stored_at" timestamp with time zone,
	"files_removed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_sets" ADD CONSTRAINT "photo_sets_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_sets" ADD CONSTRAINT "photo_sets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_sets" ADD CONSTRAINT "photo_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_set_id_photo_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."photo_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_sets_space_rev_idx" ON "photo_sets" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "photo_sets_client_rev_idx" ON "photo_sets" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "photo_sets_client_taken_idx" ON "photo_sets" USING btree ("client_id","taken_on") WHERE "photo_sets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "photos_space_rev_idx" ON "photos" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "photos_client_rev_idx" ON "photos" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "photos_set_idx" ON "photos" USING btree ("set_id") WHERE "photos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "photos_files_to_remove_idx" ON "photos" USING btree ("id") WHERE "photos"."deleted_at" is not null and "photos"."files_removed_at" is null;