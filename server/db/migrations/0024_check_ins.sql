CREATE TABLE "check_in_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_forms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"late" boolean NOT NULL,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"private_note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_assignments" ADD CONSTRAINT "check_in_assignments_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_assignments" ADD CONSTRAINT "check_in_assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_forms" ADD CONSTRAINT "check_in_forms_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_submissions" ADD CONSTRAINT "check_in_submissions_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_submissions" ADD CONSTRAINT "check_in_submissions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_submissions" ADD CONSTRAINT "check_in_submissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_assignments_space_rev_idx" ON "check_in_assignments" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "check_in_assignments_client_rev_idx" ON "check_in_assignments" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "check_in_assignments_form_idx" ON "check_in_assignments" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "check_in_forms_space_rev_idx" ON "check_in_forms" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "check_in_submissions_space_rev_idx" ON "check_in_submissions" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "check_in_submissions_client_rev_idx" ON "check_in_submissions" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "check_in_submissions_assignment_date_idx" ON "check_in_submissions" USING btree ("assignment_id","date") WHERE "check_in_submissions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "check_in_submissions_unreviewed_idx" ON "check_in_submissions" USING btree ("space_id") WHERE "check_in_submissions"."reviewed_at" is null and "check_in_submissions"."deleted_at" is null;