CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"received_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_space_rev_idx" ON "payments" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "payments_client_rev_idx" ON "payments" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "payments_client_received_idx" ON "payments" USING btree ("client_id","received_on") WHERE "payments"."deleted_at" is null;--> statement-breakpoint
-- Stamping (sync_stamp_row, 0002_sync_triggers.sql), hard deletes and a moved client_id, as for weight logs:
-- a payment is seen by the client of client_id (domain/billing/entity.ts).
CREATE TRIGGER payments_sync_stamp BEFORE INSERT OR UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();--> statement-breakpoint
CREATE TRIGGER payments_sync_delete AFTER DELETE ON payments FOR EACH ROW EXECUTE FUNCTION sync_log_delete();--> statement-breakpoint
CREATE TRIGGER payments_sync_hidden AFTER UPDATE OF client_id ON payments FOR EACH ROW
  WHEN (OLD.client_id IS NOT NULL AND OLD.client_id IS DISTINCT FROM NEW.client_id) EXECUTE FUNCTION sync_log_hidden();
