CREATE TABLE "message_mail_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"delay" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_mail_settings_delay_check" CHECK ("delay" in ('off', 'hour', 'day'))
);
--> statement-breakpoint
CREATE TABLE "message_mails" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_mails_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "message_mail_settings" ADD CONSTRAINT "message_mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mails" ADD CONSTRAINT "message_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mails" ADD CONSTRAINT "message_mails_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
