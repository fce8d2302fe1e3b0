-- The places counters leave the wide event and race-type rows for narrow rows of their own. Every order
-- updated the event's row (~3 KB of texts and settings): two versions filled a page, so a third of
-- the updates could not stay on the page (not HOT), each left a dead 3 KB version and new index
-- entries, and each woke the content-version triggers that compare the whole row. On one database
-- throughput fell run after run (597 -> 352 -> 259 orders/s at 10 connections) until a VACUUM.
-- A narrow row with a low fillfactor keeps every update HOT and cheap; its own autovacuum settings
-- clean it without waiting for a share of a large table. Limits stay on events and run_types.
CREATE TABLE "event_places" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_places_taken_nonneg" CHECK ("event_places"."taken" >= 0)
) WITH (fillfactor = 20, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
CREATE TABLE "run_type_places" (
	"run_type_id" integer PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "run_type_places_taken_nonneg" CHECK ("run_type_places"."taken" >= 0)
) WITH (fillfactor = 20, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
--> statement-breakpoint
INSERT INTO event_places (event_id, taken) SELECT id, places_taken FROM events;
--> statement-breakpoint
INSERT INTO run_type_places (run_type_id, taken) SELECT id, places_taken FROM run_types;
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_places_taken_nonneg";--> statement-breakpoint
ALTER TABLE "run_types" DROP CONSTRAINT "run_types_places_taken_nonneg";--> statement-breakpoint
ALTER TABLE "event_places" ADD CONSTRAINT "event_places_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_type_places" ADD CONSTRAINT "run_type_places_run_type_id_run_types_id_fk" FOREIGN KEY ("run_type_id") REFERENCES "public"."run_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "places_taken";--> statement-breakpoint
ALTER TABLE "run_types" DROP COLUMN "places_taken";
--> statement-breakpoint
-- Every event and race type has its counter from the moment it exists.
CREATE OR REPLACE FUNCTION raceday_places_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'events' THEN
    INSERT INTO event_places (event_id) VALUES (NEW.id);
  ELSE
    INSERT INTO run_type_places (run_type_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_places_counter AFTER INSERT ON events
  FOR EACH ROW EXECUTE FUNCTION raceday_places_counter();
--> statement-breakpoint
CREATE TRIGGER run_types_places_counter AFTER INSERT ON run_types
  FOR EACH ROW EXECUTE FUNCTION raceday_places_counter();
--> statement-breakpoint
-- raceday_event_content_changed and raceday_event_part_changed without places_taken, and
-- raceday_place_order taking places from the narrow counters, were restated here: their one
-- definitions are db/functions/event_content.sql and db/functions/place_order.sql.
SELECT 1;
