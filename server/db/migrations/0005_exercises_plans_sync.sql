-- Sync stamping of exercises, training plans, plan blocks and block exercises
-- (server/db/schema/sync.ts; functions from 0002_sync_triggers.sql).
CREATE TRIGGER exercises_sync_stamp BEFORE INSERT OR UPDATE ON exercises FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER exercises_sync_delete AFTER DELETE ON exercises FOR EACH ROW EXECUTE FUNCTION sync_log_delete();
--> statement-breakpoint
CREATE TRIGGER training_plans_sync_stamp BEFORE INSERT OR UPDATE ON training_plans FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER training_plans_sync_delete AFTER DELETE ON training_plans FOR EACH ROW EXECUTE FUNCTION sync_log_delete();
--> statement-breakpoint
CREATE TRIGGER training_plans_sync_hidden AFTER UPDATE OF client_id ON training_plans FOR EACH ROW
  WHEN (OLD.client_id IS NOT NULL AND OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION sync_log_hidden();
--> statement-breakpoint
CREATE TRIGGER plan_blocks_sync_stamp BEFORE INSERT OR UPDATE ON plan_blocks FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER plan_blocks_sync_delete AFTER DELETE ON plan_blocks FOR EACH ROW EXECUTE FUNCTION sync_log_delete();
--> statement-breakpoint
CREATE TRIGGER plan_blocks_sync_hidden AFTER UPDATE OF client_id ON plan_blocks FOR EACH ROW
  WHEN (OLD.client_id IS NOT NULL AND OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION sync_log_hidden();
--> statement-breakpoint
CREATE TRIGGER block_exercises_sync_stamp BEFORE INSERT OR UPDATE ON block_exercises FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER block_exercises_sync_delete AFTER DELETE ON block_exercises FOR EACH ROW EXECUTE FUNCTION sync_log_delete();
--> statement-breakpoint
CREATE TRIGGER block_exercises_sync_hidden AFTER UPDATE OF client_id ON block_exercises FOR EACH ROW
  WHEN (OLD.client_id IS NOT NULL AND OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION sync_log_hidden();
--> statement-breakpoint

-- A client sees the trainer's exercises their plans use (server/replication/tables.ts
-- filters on a live block exercise of theirs). When a use starts, the
-- exercise is stamped again so the client's next pull sends it, whatever its
-- old rev; when the client's last use ends, a removal tells them to drop it.
-- A removal and a new use in one transaction share a version, and removals
-- sort after rows of that version, so a new use also clears pending removals.
CREATE OR REPLACE FUNCTION sync_block_exercise_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uuid_re constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.client_id IS NOT NULL AND OLD.deleted_at IS NULL AND OLD.exercise_id ~ uuid_re THEN
    IF TG_OP = 'DELETE' OR NEW.deleted_at IS NOT NULL OR NEW.exercise_id IS DISTINCT FROM OLD.exercise_id OR NEW.client_id IS DISTINCT FROM OLD.client_id THEN
      IF NOT EXISTS (
        SELECT 1 FROM block_exercises b
        WHERE b.client_id = OLD.client_id AND b.exercise_id = OLD.exercise_id AND b.deleted_at IS NULL AND b.id <> OLD.id
      ) THEN
        INSERT INTO sync_removals (space_id, rev, tbl, row_id, client_id, audience)
        VALUES (OLD.space_id, sync_space_version(OLD.space_id), 'exercises', OLD.exercise_id::uuid, OLD.client_id, 'client');
      END IF;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.client_id IS NOT NULL AND NEW.deleted_at IS NULL AND NEW.exercise_id ~ uuid_re THEN
    IF TG_OP = 'INSERT' OR OLD.deleted_at IS NOT NULL OR OLD.exercise_id IS DISTINCT FROM NEW.exercise_id OR OLD.client_id IS DISTINCT FROM NEW.client_id THEN
      DELETE FROM sync_removals
      WHERE space_id = NEW.space_id AND tbl = 'exercises' AND row_id = NEW.exercise_id::uuid AND client_id = NEW.client_id AND audience = 'client';
      UPDATE exercises SET rev = rev WHERE id = NEW.exercise_id::uuid AND space_id = NEW.space_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER block_exercises_sync_visibility AFTER INSERT OR UPDATE OR DELETE ON block_exercises FOR EACH ROW
  EXECUTE FUNCTION sync_block_exercise_visibility();
