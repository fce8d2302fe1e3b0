ALTER TABLE "events" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- What the public sees of an event changed: bump its content_version (services/event-catalog.ts
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
-- Places an order in one round trip (services/orders.ts has checked and priced it): the order, its
-- people (captains, then their team members), its history, then the contended rows last, in one lock
-- order for every caller (race types by id, the event, the coupon) so the event row is held for the
-- shortest time and no two orders deadlock. Fails, with nothing stored, with SQLSTATE
--   RD001 coupon used up, RD002 race type full (MESSAGE = its id), RD003 event full,
--   23505 a person already registered or the Idempotency-Key already used.
-- p_unguarded (tests only) checks the event's limit with a read then a write and leaves race types
-- alone: the classic race the concurrency test shows is real before showing the conditional update
-- stops it.
CREATE OR REPLACE FUNCTION raceday_place_order(
  p_order jsonb, p_entries jsonb, p_history jsonb, p_places jsonb, p_coupon integer, p_unguarded boolean
) RETURNS TABLE (order_id integer, order_uuid uuid)
LANGUAGE plpgsql SET lock_timeout = '3s' AS $$
DECLARE
  v_id integer;
  v_uuid uuid;
  v_event integer := (p_order ->> 'event_id')::integer;
  v_total integer := 0;
  v_entry jsonb;
  v_captain integer;
  v_type record;
  v_taken integer;
BEGIN
  INSERT INTO orders (event_id, user_id, status, payment_method, items_amount, discount_amount,
    shipping_amount, system_fee_amount, amount, online_fee_amount, paid_amount, coupon_id, coupon_code,
    runner_count, places_count, id_card, fname, lname, mobile, email, delivery_type_id,
    delivery_type_name, delivery_type_is_require_address, delivery_add_name, delivery_add_mobile_no,
    delivery_add_no, delivery_add_sub_district, delivery_add_district, delivery_add_province,
    delivery_add_postcode, remark, idempotency_key, idempotency_request_hash, expires_at, paid_at,
    created_at, updated_at)
  SELECT o.event_id, o.user_id, o.status, o.payment_method, o.items_amount, o.discount_amount,
    o.shipping_amount, o.system_fee_amount, o.amount, o.online_fee_amount, o.paid_amount, o.coupon_id,
    o.coupon_code, o.runner_count, o.places_count, o.id_card, o.fname, o.lname, o.mobile, o.email,
    o.delivery_type_id, o.delivery_type_name, o.delivery_type_is_require_address, o.delivery_add_name,
    o.delivery_add_mobile_no, o.delivery_add_no, o.delivery_add_sub_district, o.delivery_add_district,
    o.delivery_add_province, o.delivery_add_postcode, o.remark, o.idempotency_key,
    o.idempotency_request_hash, o.expires_at, o.paid_at, o.created_at, o.updated_at
  FROM jsonb_populate_record(NULL::orders, p_order) o
  RETURNING id, uuid INTO v_id, v_uuid;

  FOR v_entry IN SELECT value FROM jsonb_array_elements(p_entries) LOOP
    INSERT INTO runners (order_id, event_id, run_type_id, run_model_id, shirt_id, register_type,
      is_main_register, id_card, fname, lname, sex, dob, nationality, email, mobile_no, health_problem,
      runner_team, blood_group, emergency_name, emergency_relation, emergency_mobile_no, run_type_name,
      run_type_price, run_model_name, shirt_name, shirt_price, additional_choices, custom_field1,
      team_position)
    SELECT v_id, v_event, r.run_type_id, r.run_model_id, r.shirt_id, r.register_type,
      r.is_main_register, r.id_card, r.fname, r.lname, r.sex, r.dob, r.nationality, r.email,
      r.mobile_no, r.health_problem, r.runner_team, r.blood_group, r.emergency_name,
      r.emergency_relation, r.emergency_mobile_no, r.run_type_name, r.run_type_price, r.run_model_name,
      r.shirt_name, r.shirt_price, r.additional_choices, r.custom_field1, 1
    FROM jsonb_populate_record(NULL::runners, v_entry - 'members') r
    RETURNING id INTO v_captain;
    INSERT INTO runners (order_id, event_id, run_type_id, run_model_id, shirt_id, register_type,
      is_main_register, id_card, fname, lname, sex, dob, nationality, email, mobile_no, health_problem,
      runner_team, blood_group, emergency_name, emergency_relation, emergency_mobile_no, run_type_name,
      run_type_price, run_model_name, shirt_name, shirt_price, additional_choices, custom_field1,
      team_captain_id, team_position)
    SELECT v_id, v_event, r.run_type_id, r.run_model_id, r.shirt_id, r.register_type,
      r.is_main_register, r.id_card, r.fname, r.lname, r.sex, r.dob, r.nationality, r.email,
      r.mobile_no, r.health_problem, r.runner_team, r.blood_group, r.emergency_name,
      r.emergency_relation, r.emergency_mobile_no, r.run_type_name, r.run_type_price, r.run_model_name,
      r.shirt_name, r.shirt_price, r.additional_choices, r.custom_field1, v_captain, r.team_position
    FROM jsonb_populate_recordset(NULL::runners, COALESCE(v_entry -> 'members', '[]'::jsonb)) r;
  END LOOP;

  INSERT INTO order_history (order_id, at, actor, action, detail)
  SELECT v_id, h.at, h.actor, h.action, h.detail
  FROM jsonb_populate_recordset(NULL::order_history, p_history) h;

  -- The contended rows, last.
  IF p_unguarded THEN
    SELECT sum(value::integer) INTO v_total FROM jsonb_each_text(p_places);
    SELECT places_taken INTO v_taken FROM events WHERE id = v_event;
    IF EXISTS (SELECT 1 FROM events WHERE id = v_event AND is_limit_participate
               AND participant_limit IS NOT NULL AND v_taken + v_total > participant_limit) THEN
      RAISE EXCEPTION USING ERRCODE = 'RD003', MESSAGE = 'event full';
    END IF;
    PERFORM pg_sleep(0.005);
    UPDATE events SET places_taken = v_taken + v_total WHERE id = v_event;
  ELSE
    FOR v_type IN
      SELECT key::integer AS id, value::integer AS places FROM jsonb_each_text(p_places) ORDER BY 1
    LOOP
      UPDATE run_types SET places_taken = places_taken + v_type.places
      WHERE id = v_type.id AND (participant_limit IS NULL OR places_taken + v_type.places <= participant_limit);
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'RD002', MESSAGE = v_type.id::text;
      END IF;
      v_total := v_total + v_type.places;
    END LOOP;
    UPDATE events SET places_taken = places_taken + v_total
    WHERE id = v_event
      AND (NOT is_limit_participate OR participant_limit IS NULL OR places_taken + v_total <= participant_limit);
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'RD003', MESSAGE = 'event full';
    END IF;
  END IF;

  IF p_coupon IS NOT NULL THEN
    UPDATE coupons SET used_count = used_count + 1
    WHERE id = p_coupon AND (usage_limit IS NULL OR used_count < usage_limit);
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'RD001', MESSAGE = 'coupon used up';
    END IF;
  END IF;

  RETURN QUERY SELECT v_id, v_uuid;
END $$;
