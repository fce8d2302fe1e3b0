CREATE INDEX "runners_active_shirt_idx" ON "runners" USING btree ("shirt_id") WHERE "runners"."is_active";--> statement-breakpoint
-- raceday_place_order of migration 0007, with shirt stock: a size with a stock sells at most that
-- many to active orders; the order fails, with nothing stored, with SQLSTATE RD004 (MESSAGE = the
-- shirt's id) when it would take one more. Sizes are checked after the runners are inserted (their
-- rows count themselves) and before the contended places counters.
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
  v_shirt record;
BEGIN
  INSERT INTO orders (event_id, user_id, status, payment_method, items_amount, discount_amount,
    shipping_amount, system_fee_amount, amount, online_fee_amount, paid_amount, coupon_id, coupon_code,
    runner_count, places_count, id_card, fname, lname, mobile, email, delivery_type_id,
    delivery_type_name, delivery_type_is_require_address, delivery_add_name, delivery_add_mobile_no,
    delivery_add_no, delivery_add_sub_district, delivery_add_district, delivery_add_province,
    delivery_add_postcode, remark, idempotency_key, idempotency_request_hash, expires_at, paid_at,
    created_at, updated_at, language)
  SELECT o.event_id, o.user_id, o.status, o.payment_method, o.items_amount, o.discount_amount,
    o.shipping_amount, o.system_fee_amount, o.amount, o.online_fee_amount, o.paid_amount, o.coupon_id,
    o.coupon_code, o.runner_count, o.places_count, o.id_card, o.fname, o.lname, o.mobile, o.email,
    o.delivery_type_id, o.delivery_type_name, o.delivery_type_is_require_address, o.delivery_add_name,
    o.delivery_add_mobile_no, o.delivery_add_no, o.delivery_add_sub_district, o.delivery_add_district,
    o.delivery_add_province, o.delivery_add_postcode, o.remark, o.idempotency_key,
    o.idempotency_request_hash, o.expires_at, o.paid_at, o.created_at, o.updated_at,
    COALESCE(o.language, 'th')
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

  -- Stocked shirt sizes of this order, in id order (one lock order for every caller): under the
  -- size's row lock no other order counts it at the same time, so a size never sells past its stock
  -- (NO KEY UPDATE: it does not wait for the key-share locks of other orders' runner inserts).
  FOR v_shirt IN
    SELECT s.id, s.stock FROM shirts s
    WHERE s.stock IS NOT NULL AND s.id IN (SELECT r.shirt_id FROM runners r WHERE r.order_id = v_id)
    ORDER BY s.id FOR NO KEY UPDATE OF s
  LOOP
    IF (SELECT count(*) FROM runners r WHERE r.shirt_id = v_shirt.id AND r.is_active) > v_shirt.stock THEN
      RAISE EXCEPTION USING ERRCODE = 'RD004', MESSAGE = v_shirt.id::text;
    END IF;
  END LOOP;

  -- The contended rows, last.
  IF p_unguarded THEN
    SELECT sum(value::integer) INTO v_total FROM jsonb_each_text(p_places);
    SELECT taken INTO v_taken FROM event_places WHERE event_id = v_event;
    IF EXISTS (SELECT 1 FROM events WHERE id = v_event AND is_limit_participate
               AND participant_limit IS NOT NULL AND v_taken + v_total > participant_limit) THEN
      RAISE EXCEPTION USING ERRCODE = 'RD003', MESSAGE = 'event full';
    END IF;
    PERFORM pg_sleep(0.005);
    UPDATE event_places SET taken = v_taken + v_total WHERE event_id = v_event;
  ELSE
    FOR v_type IN
      SELECT key::integer AS id, value::integer AS places FROM jsonb_each_text(p_places) ORDER BY 1
    LOOP
      UPDATE run_type_places p SET taken = p.taken + v_type.places
      FROM run_types t
      WHERE p.run_type_id = v_type.id AND t.id = v_type.id
        AND (t.participant_limit IS NULL OR p.taken + v_type.places <= t.participant_limit);
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'RD002', MESSAGE = v_type.id::text;
      END IF;
      v_total := v_total + v_type.places;
    END LOOP;
    UPDATE event_places p SET taken = p.taken + v_total
    FROM events e
    WHERE p.event_id = v_event AND e.id = v_event
      AND (NOT e.is_limit_participate OR e.participant_limit IS NULL OR p.taken + v_total <= e.participant_limit);
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
