CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"trainer_read_id" uuid,
	"trainer_read_at" timestamp with time zone,
	"client_read_id" uuid,
	"client_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"ref_kind" text,
	"ref_id" uuid,
	"written_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_space_rev_idx" ON "conversations" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "conversations_client_rev_idx" ON "conversations" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "messages_space_rev_idx" ON "messages" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE INDEX "messages_client_rev_idx" ON "messages" USING btree ("client_id","rev","id");--> statement-breakpoint
CREATE INDEX "messages_conversation_written_idx" ON "messages" USING btree ("conversation_id","written_at","id") WHERE "messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_ref_idx" ON "messages" USING btree ("ref_id") WHERE "messages"."ref_id" is not null and "messages"."deleted_at" is null;--> statement-breakpoint
-- docs/rules/messaging.md "Conversations": every live client has one, its id the client's.
-- The tables' sync triggers are installed after the migrations (server/db/sync-triggers.ts), so these rows are stamped here:
-- one version bump per space for the lot, and devices pull them.
INSERT INTO conversations (id, space_id, client_id, rev)
  SELECT id, trainer_id, id, sync_space_version(trainer_id) FROM clients WHERE deleted_at IS NULL ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Every client made from now on gets its conversation in the same statement, whichever path makes it
-- (client.create, the companion account, the demo): the rule holds in the database, not in each command.
CREATE OR REPLACE FUNCTION clients_make_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversations (id, space_id, client_id) VALUES (NEW.id, NEW.trainer_id, NEW.id) ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_make_conversation AFTER INSERT ON clients FOR EACH ROW EXECUTE FUNCTION clients_make_conversation();
