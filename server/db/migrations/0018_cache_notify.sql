-- Tells every server process what to forget from its in-memory caches
-- (server/cache/): NOTIFY repwise_cache with 'u:<user>' when a user, their
-- tokens' revocation, their subscription or their client records' links
-- change; 's:<space>' when a space's version or purge mark moves; 'd:<device>'
-- when a device's last mutation or its notices change. Notifications go out at
-- commit, in commit order, and identical ones of a transaction are sent once.
CREATE OR REPLACE FUNCTION cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('repwise_cache', 'u:' || r.id);
    -- A trainer's Meals switch is part of each of their clients' profile.
    IF TG_OP = 'UPDATE' AND NEW.meals_enabled IS DISTINCT FROM OLD.meals_enabled THEN
      PERFORM pg_notify('repwise_cache', 'v');
    END IF;
  ELSIF TG_TABLE_NAME = 'auth_tokens' THEN
    PERFORM pg_notify('repwise_cache', 'u:' || r.user_id);
  ELSIF TG_TABLE_NAME = 'subscriptions' THEN
    PERFORM pg_notify('repwise_cache', 'u:' || r.trainer_id);
  ELSIF TG_TABLE_NAME = 'clients' THEN
    IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
      PERFORM pg_notify('repwise_cache', 'u:' || OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
      PERFORM pg_notify('repwise_cache', 'u:' || NEW.user_id);
    END IF;
  ELSIF TG_TABLE_NAME = 'spaces' THEN
    PERFORM pg_notify('repwise_cache', 's:' || r.id);
  ELSE
    PERFORM pg_notify('repwise_cache', 'd:' || r.device_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cache_notify_users AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION cache_notify();
--> statement-breakpoint
-- Only a revocation matters: lastUsedAt is written every few minutes and changes nothing cached.
CREATE TRIGGER cache_notify_auth_tokens AFTER UPDATE OF revoked_at, expires_at ON auth_tokens FOR EACH ROW EXECUTE FUNCTION cache_notify();
--> statement-breakpoint
CREATE TRIGGER cache_notify_auth_tokens_delete AFTER DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION cache_notify();
--> statement-breakpoint
CREATE TRIGGER cache_notify_subscriptions AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION cache_notify();
--> statement-breakpoint
-- A client record's link to a user (who sees which rows) changes with user_id or deleted_at.
CREATE TRIGGER cache_notify_clients AFTER INSERT OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION cache_notify();
--> statement-breakpoint
CREATE TRIGGER cache_notify_clients_link AFTER UPDATE OF user_id, deleted_at, created_at ON clients FOR EACH ROW EXECUTE FUNCTION cache_notify();
--> statement-breakpoint
CREATE TRIGGER cache_notify_spaces AFTER INSERT OR UPDATE OR DELETE ON spaces FOR EACH ROW EXECUTE FUNCTION cache_notify();
--> statement-breakpoint
CREATE TRIGGER cache_notify_sync_devices AFTER INSERT OR UPDATE OR DELETE ON sync_devices FOR EACH ROW EXECUTE FUNCTION cache_notify();
--> statement-breakpoint
CREATE TRIGGER cache_notify_sync_notices AFTER INSERT OR DELETE ON sync_notices FOR EACH ROW EXECUTE FUNCTION cache_notify();
