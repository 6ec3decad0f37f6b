CREATE TABLE "onboarding" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expanded" boolean DEFAULT true NOT NULL,
	"dismissed_at" timestamp with time zone,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"field_clocks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding" ADD CONSTRAINT "onboarding_space_id_users_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding" ADD CONSTRAINT "onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_space_rev_idx" ON "onboarding" USING btree ("space_id","rev","id");--> statement-breakpoint
CREATE TRIGGER onboarding_sync_stamp BEFORE INSERT OR UPDATE ON onboarding FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();--> statement-breakpoint
CREATE TRIGGER onboarding_sync_delete AFTER DELETE ON onboarding FOR EACH ROW EXECUTE FUNCTION sync_log_delete();--> statement-breakpoint
-- Trainers from before the checklist: the steps their data already fulfils are done (by their events), so nobody
-- who has worked with clients for months is told to create their first one.
INSERT INTO onboarding (id, space_id, user_id, steps)
SELECT u.id, u.id, u.id, COALESCE((
  SELECT jsonb_agg(jsonb_build_object('id', s.id, 'source', 'event', 'completedAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY s.n)
  FROM (VALUES
    (3, 'create-client', EXISTS (SELECT 1 FROM clients c WHERE c.trainer_id = u.id)),
    (4, 'invite-client', EXISTS (SELECT 1 FROM client_invitations i WHERE i.trainer_id = u.id)),
    (5, 'prepare-exercises', EXISTS (SELECT 1 FROM exercises e WHERE e.space_id = u.id)),
    (6, 'create-plan', EXISTS (SELECT 1 FROM training_plans p WHERE p.space_id = u.id)),
    (7, 'assign-plan', EXISTS (SELECT 1 FROM training_plans p WHERE p.space_id = u.id AND p.client_id IS NOT NULL)),
    (8, 'schedule-session', EXISTS (SELECT 1 FROM training_sessions t WHERE t.space_id = u.id) OR EXISTS (SELECT 1 FROM session_series r WHERE r.space_id = u.id)),
    (9, 'log-session', EXISTS (SELECT 1 FROM exercise_logs l WHERE l.space_id = u.id))
  ) AS s(n, id, done)
  WHERE s.done
), '[]'::jsonb)
FROM users u
WHERE u.role = 'trainer'
ON CONFLICT (id) DO NOTHING;
