CREATE TABLE "sync_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" uuid NOT NULL,
	"tbl" text NOT NULL,
	"row_id" text NOT NULL,
	"field" text NOT NULL,
	"yours" jsonb,
	"kept" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "block_exercises" ADD COLUMN "field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_blocks" ADD COLUMN "field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "weight_logs" ADD COLUMN "field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_notices" ADD CONSTRAINT "sync_notices_device_id_sync_devices_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."sync_devices"("device_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_notices_device_idx" ON "sync_notices" USING btree ("device_id","id");