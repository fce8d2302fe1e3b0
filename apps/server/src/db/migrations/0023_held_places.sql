-- The bound on the places one client holds unpaid (migration 0016) in O(1): a counter per client key,
-- instead of summing the client's held orders at each order (from one address that sum grew with the
-- run: order throughput fell to half). raceday_place_order (db/functions/place_order.sql) takes
-- places in it within the bound; the trigger below gives them back when an order leaves INITIAL
-- (paid, expired, withdrawn, cancelled, deleted), in the statement that moves it. A trigger, not the
-- transitions' code: it runs right after the order's row changes, before the statement's report
-- triggers and the places counters, the lock order of the placing (counter first), so the two never
-- deadlock; and no path that moves an order can forget it. Narrow rows, low fillfactor, their own
-- autovacuum, as the places counters (migration 0007).
CREATE TABLE "held_places" (
	"client_key" text PRIMARY KEY NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "held_places_nonneg" CHECK ("held_places"."places" >= 0)
) WITH (fillfactor = 20, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
INSERT INTO held_places (client_key, places)
  SELECT 'address:' || address_key, sum(places_count) FROM orders
  WHERE status = 'INITIAL' AND address_key IS NOT NULL GROUP BY address_key
  UNION ALL
  SELECT 'device:' || device_key, sum(places_count) FROM orders
  WHERE status = 'INITIAL' AND device_key IS NOT NULL GROUP BY device_key;
--> statement-breakpoint
-- The address first, then the device: the placing's order.
CREATE OR REPLACE FUNCTION raceday_held_places_released() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = 'INITIAL' THEN
    RETURN NULL;
  END IF;
  IF OLD.address_key IS NOT NULL THEN
    UPDATE held_places SET places = greatest(places - OLD.places_count, 0)
      WHERE client_key = 'address:' || OLD.address_key;
  END IF;
  IF OLD.device_key IS NOT NULL THEN
    UPDATE held_places SET places = greatest(places - OLD.places_count, 0)
      WHERE client_key = 'device:' || OLD.device_key;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_held_places_released AFTER UPDATE OF status OR DELETE ON orders
  FOR EACH ROW WHEN (OLD.status = 'INITIAL' AND (OLD.address_key IS NOT NULL OR OLD.device_key IS NOT NULL))
  EXECUTE FUNCTION raceday_held_places_released();
--> statement-breakpoint
-- The order's first mail is queued by raceday_place_order itself (db/functions/place_order.sql), in
-- the transaction that places it: the last mail trigger goes (migration 0021 dropped the others).
DROP TRIGGER IF EXISTS orders_email_created ON orders;
--> statement-breakpoint
DROP FUNCTION IF EXISTS raceday_order_emails();
--> statement-breakpoint
-- Part of raceday_place_order now (p_client).
DROP FUNCTION IF EXISTS raceday_place_held_order(jsonb, jsonb, jsonb, jsonb, jsonb, integer, boolean);
