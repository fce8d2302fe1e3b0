-- What the public sees of an event changed: its content_version moves (services/events/event-catalog.ts
-- rebuilds its prepared replies). The one definition of these trigger functions: db/sql-functions.ts
-- applies this file after the migrations whenever its text changes (migration 0005 made the first
-- definitions, for its triggers; edit them here, never restate them in a migration).

-- An event's own row changed (BEFORE UPDATE ON events).
CREATE OR REPLACE FUNCTION raceday_event_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'content_version' - 'updated_at')
     IS DISTINCT FROM (to_jsonb(OLD) - 'content_version' - 'updated_at') THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  RETURN NEW;
END $$;

-- A race type, run model, price tier, shirt, delivery or select of an event was added, changed or
-- removed (AFTER INSERT OR UPDATE OR DELETE on each).
CREATE OR REPLACE FUNCTION raceday_event_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record := COALESCE(NEW, OLD);
  event bigint;
BEGIN
  IF TG_TABLE_NAME IN ('run_models', 'price_tiers') THEN
    SELECT t.event_id INTO event FROM run_types t WHERE t.id = r.run_type_id;
  ELSIF TG_TABLE_NAME = 'additional_options' THEN
    SELECT s.event_id INTO event FROM additional_selects s WHERE s.id = r.select_id;
  ELSE
    event := to_jsonb(r) ->> 'event_id';
  END IF;
  UPDATE events SET content_version = content_version + 1 WHERE id = event;
  RETURN NULL;
END $$;
