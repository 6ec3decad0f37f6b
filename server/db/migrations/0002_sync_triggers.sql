-- Sync stamping (server/db/schema/sync.ts): every write of a synced row bumps
-- its space's version once per transaction and stamps the row with it, so the
-- pull's cursor (a version, never a timestamp) misses nothing, whoever wrote.

-- The space's version for the current transaction: the first call locks the
-- space row (until commit), bumps version and remembers the transaction; later
-- calls in the same transaction return the same version. Versions therefore
-- follow commit order within a space.
CREATE OR REPLACE FUNCTION sync_space_version(sp uuid) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  cur bigint := txid_current();
  v bigint;
  t bigint;
BEGIN
  SELECT version, tx INTO v, t FROM spaces WHERE id = sp FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO spaces (id, version, tx) VALUES (sp, 1, cur) ON CONFLICT (id) DO NOTHING;
    IF FOUND THEN
      RETURN 1;
    END IF;
    SELECT version, tx INTO v, t FROM spaces WHERE id = sp FOR UPDATE;
  END IF;
  IF t IS NOT DISTINCT FROM cur THEN
    RETURN v;
  END IF;
  UPDATE spaces SET version = v + 1, tx = cur WHERE id = sp;
  RETURN v + 1;
END $$;
--> statement-breakpoint

-- Serialises a space's write transactions from their start, not only from
-- their first write: a command that reads and then fails (not_found) must not
-- see a state older than a transaction committed before it. No version bump.
CREATE OR REPLACE FUNCTION sync_lock_space(sp uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO spaces (id, version) VALUES (sp, 0) ON CONFLICT (id) DO NOTHING;
  PERFORM 1 FROM spaces WHERE id = sp FOR UPDATE;
END $$;
--> statement-breakpoint

-- BEFORE INSERT OR UPDATE: stamp rev. The clients table keeps its space in trainer_id.
CREATE OR REPLACE FUNCTION sync_stamp_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    IF TG_OP = 'UPDATE' AND NEW.trainer_id IS DISTINCT FROM OLD.trainer_id THEN
      RAISE EXCEPTION 'a synced row can not move to another space' USING ERRCODE = '23514';
    END IF;
    NEW.rev := sync_space_version(NEW.trainer_id);
  ELSE
    IF TG_OP = 'UPDATE' AND NEW.space_id IS DISTINCT FROM OLD.space_id THEN
      RAISE EXCEPTION 'a synced row can not move to another space' USING ERRCODE = '23514';
    END IF;
    NEW.rev := sync_space_version(NEW.space_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint

-- AFTER DELETE: a hard delete leaves no tombstone on the row, so record it.
CREATE OR REPLACE FUNCTION sync_log_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sp uuid;
  cid uuid;
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    sp := OLD.trainer_id;
    cid := OLD.id;
  ELSE
    sp := OLD.space_id;
    cid := (to_jsonb(OLD) ->> 'client_id')::uuid;
  END IF;
  INSERT INTO sync_removals (space_id, rev, tbl, row_id, client_id, audience)
  VALUES (sp, sync_space_version(sp), TG_TABLE_NAME, OLD.id, cid, 'all');
  RETURN OLD;
END $$;
--> statement-breakpoint

-- AFTER UPDATE OF client_id: the former client no longer sees the row; tell them.
CREATE OR REPLACE FUNCTION sync_log_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_removals (space_id, rev, tbl, row_id, client_id, audience)
  VALUES (NEW.space_id, NEW.rev, TG_TABLE_NAME, NEW.id, OLD.client_id, 'client');
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER clients_sync_stamp BEFORE INSERT OR UPDATE ON clients FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER clients_sync_delete AFTER DELETE ON clients FOR EACH ROW EXECUTE FUNCTION sync_log_delete();
--> statement-breakpoint
CREATE TRIGGER weight_logs_sync_stamp BEFORE INSERT OR UPDATE ON weight_logs FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER weight_logs_sync_delete AFTER DELETE ON weight_logs FOR EACH ROW EXECUTE FUNCTION sync_log_delete();
--> statement-breakpoint
CREATE TRIGGER weight_logs_sync_hidden AFTER UPDATE OF client_id ON weight_logs FOR EACH ROW
  WHEN (OLD.client_id IS NOT NULL AND OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION sync_log_hidden();
--> statement-breakpoint
-- Rows written before stamping existed get a version now, so a first pull sees them.
UPDATE clients SET rev = rev;
