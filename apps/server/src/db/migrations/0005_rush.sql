ALTER TABLE "events" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- What the public sees of an event changed: bump its content_version (services/events/event-catalog.ts
-- rebuilds its prepared replies). places_taken moves with every order and is not part of them.
CREATE OR REPLACE FUNCTION raceday_event_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'places_taken' - 'content_version' - 'updated_at')
     IS DISTINCT FROM (to_jsonb(OLD) - 'places_taken' - 'content_version' - 'updated_at') THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_content_version BEFORE UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION raceday_event_content_changed();
--> statement-breakpoint
-- A race type, run model, shirt, delivery or select of an event was added, changed or removed.
CREATE OR REPLACE FUNCTION raceday_event_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record := COALESCE(NEW, OLD);
  event bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'run_types'
     AND (to_jsonb(NEW) - 'places_taken') IS NOT DISTINCT FROM (to_jsonb(OLD) - 'places_taken') THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'run_models' THEN
    SELECT t.event_id INTO event FROM run_types t WHERE t.id = r.run_type_id;
  ELSIF TG_TABLE_NAME = 'additional_options' THEN
    SELECT s.event_id INTO event FROM additional_selects s WHERE s.id = r.select_id;
  ELSE
    event := to_jsonb(r) ->> 'event_id';
  END IF;
  UPDATE events SET content_version = content_version + 1 WHERE id = event;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER run_types_content_version AFTER INSERT OR UPDATE OR DELETE ON run_types
  FOR EACH ROW EXECUTE FUNCTION raceday_event_part_changed();
--> statement-breakpoint
CREATE TRIGGER run_models_content_version AFTER INSERT OR UPDATE OR DELETE ON run_models
  FOR EACH ROW EXECUTE FUNCTION raceday_event_part_changed();
--> statement-breakpoint
CREATE TRIGGER shirts_content_version AFTER INSERT OR UPDATE OR DELETE ON shirts
  FOR EACH ROW EXECUTE FUNCTION raceday_event_part_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_types_content_version AFTER INSERT OR UPDATE OR DELETE ON delivery_types
  FOR EACH ROW EXECUTE FUNCTION raceday_event_part_changed();
--> statement-breakpoint
CREATE TRIGGER additional_selects_content_version AFTER INSERT OR UPDATE OR DELETE ON additional_selects
  FOR EACH ROW EXECUTE FUNCTION raceday_event_part_changed();
--> statement-breakpoint
CREATE TRIGGER additional_options_content_version AFTER INSERT OR UPDATE OR DELETE ON additional_options
  FOR EACH ROW EXECUTE FUNCTION raceday_event_part_changed();
--> statement-breakpoint
-- raceday_place_order was defined here; its one definition is now db/functions/place_order.sql,
-- applied after the migrations (db/sql-functions.ts).
SELECT 1;
