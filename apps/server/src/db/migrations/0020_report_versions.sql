-- The back-office screens' data version per event (services/backoffice/report-cache.ts). Every change of an
-- event's orders, runners, payments, refunds or order history adds 1 to one shard of the event's
-- version, in the same transaction (statement triggers below): a screen cached at a sum of the shards
-- is right while the sum is the same, on every server process, and a reader can never see the data
-- changed without the sum changed (both commit together). Not the max id of a log: ids are taken in
-- one order and committed in another. The shard is the backend's (pg_backend_pid() % 64): concurrent
-- order transactions are on different connections and rarely wait on one row; one transaction bumps
-- its row a few times (order, runners, history) and holds it only until it commits, as it holds the
-- event's places counter already. Narrow rows, low fillfactor, their own autovacuum: updates stay HOT.
CREATE TABLE "report_versions" (
	"event_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_versions_event_id_shard_pk" PRIMARY KEY("event_id","shard")
) WITH (fillfactor = 20, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION raceday_report_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_versions AS v (event_id, shard, version)
    SELECT DISTINCT c.event_id, pg_backend_pid() % 64, 1 FROM changed c ORDER BY 1
    ON CONFLICT (event_id, shard) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows that name their order only: the order's event.
CREATE OR REPLACE FUNCTION raceday_report_order_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_versions AS v (event_id, shard, version)
    SELECT DISTINCT o.event_id, pg_backend_pid() % 64, 1
      FROM changed c JOIN orders o ON o.id = c.order_id ORDER BY 1
    ON CONFLICT (event_id, shard) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_report_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_changed();
--> statement-breakpoint
CREATE TRIGGER orders_report_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_changed();
--> statement-breakpoint
CREATE TRIGGER orders_report_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_changed();
--> statement-breakpoint
CREATE TRIGGER runners_report_insert AFTER INSERT ON runners REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_changed();
--> statement-breakpoint
CREATE TRIGGER runners_report_update AFTER UPDATE ON runners REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_changed();
--> statement-breakpoint
CREATE TRIGGER runners_report_delete AFTER DELETE ON runners REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_changed();
--> statement-breakpoint
CREATE TRIGGER payments_report_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_order_part_changed();
--> statement-breakpoint
CREATE TRIGGER payments_report_update AFTER UPDATE ON payments REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_order_part_changed();
--> statement-breakpoint
CREATE TRIGGER payments_report_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_order_part_changed();
--> statement-breakpoint
CREATE TRIGGER refunds_report_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_order_part_changed();
--> statement-breakpoint
CREATE TRIGGER refunds_report_update AFTER UPDATE ON refunds REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_order_part_changed();
--> statement-breakpoint
CREATE TRIGGER refunds_report_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_order_part_changed();
--> statement-breakpoint
CREATE TRIGGER order_history_report_insert AFTER INSERT ON order_history REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_order_part_changed();
--> statement-breakpoint
CREATE TRIGGER order_history_report_update AFTER UPDATE ON order_history REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_order_part_changed();
--> statement-breakpoint
CREATE TRIGGER order_history_report_delete AFTER DELETE ON order_history REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raceday_report_order_part_changed();
--> statement-breakpoint
-- The bib desk's name search (services/backoffice/checkbib.ts): the name or the last name starts with what the
-- desk types, any case; a range read of these instead of a scan of the event's runners.
CREATE INDEX "runners_event_name_prefix_idx" ON "runners" ("event_id", lower("fname" || ' ' || "lname") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "runners_event_lname_prefix_idx" ON "runners" ("event_id", lower("lname") text_pattern_ops);
--> statement-breakpoint
-- The order list's pages, newest first (orders/order-admin.ts): a deep page skips index entries
-- (an index-only scan) instead of reading every order before it.
CREATE INDEX "orders_event_id_idx" ON "orders" ("event_id", "id");
--> statement-breakpoint
CREATE INDEX "orders_event_status_id_idx" ON "orders" ("event_id", "status", "id");
