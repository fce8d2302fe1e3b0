-- Places an order in one round trip (orders/place-order.ts has checked and priced it). The function's
-- one definition: db/sql-functions.ts applies this file after the migrations whenever its text
-- changes, dropping the function's other signatures first; edit it here, never in a migration.
--
-- In order: the client's bound (below), the order and its mail, its people (captains, then their
-- team members), its history, its stocked shirt sizes, then the contended places counters last, in
-- one lock order for every caller (race types by id, the event, the coupon) so the event's counter
-- is held for the shortest time and no two orders deadlock. Fails, with nothing stored, with SQLSTATE
--   RD001 coupon used up, RD002 race type full (MESSAGE = its id), RD003 event full,
--   RD004 a stocked shirt size sold out (MESSAGE = its id),
--   RD005 the client holds too many places unpaid (MESSAGE = seconds until its earliest live hold
--         ends, 1..3600),
--   23505 a person already registered or the Idempotency-Key already used.
--
-- p_client (null: no bound): {address_key, device_key, max_address, max_device, now}. For an unpaid
-- order, the places of the client's INITIAL orders whose hold is live, plus this order's, stay within
-- max_address (and max_device when a device is known). O(1): held_places keeps a counter per client
-- key (migration 0023), taken here first (so one client's concurrent orders count each other, in the
-- lock order address then device) and given back by a trigger when the order leaves INITIAL. The
-- counter also counts holds past their deadline the sweep has not expired yet, so only when it says
-- "over" are the client's orders summed, which decides, gives the Retry-After and sets the counter
-- right.
--
-- p_unguarded (tests only) checks the event's limit with a read then a write and leaves race types
-- alone: the classic race the concurrency test shows is real before showing the conditional update
-- stops it.
CREATE OR REPLACE FUNCTION raceday_place_order(
  p_client jsonb, p_order jsonb, p_entries jsonb, p_history jsonb, p_places jsonb, p_coupon integer,
  p_unguarded boolean
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
  v_now timestamptz := COALESCE((p_client ->> 'now')::timestamptz, now());
  v_new integer := COALESCE((p_order ->> 'places_count')::integer, 0);
  v_kind text;
  v_key text;
  v_max integer;
  v_held integer;
  v_all integer;
  v_next timestamptz;
BEGIN
  IF p_client IS NOT NULL AND (p_order ->> 'status') = 'INITIAL' THEN
    FOREACH v_kind IN ARRAY ARRAY['address', 'device'] LOOP
      v_key := p_client ->> (v_kind || '_key');
      CONTINUE WHEN v_key IS NULL;
      v_max := (p_client ->> ('max_' || v_kind))::integer;
      INSERT INTO held_places AS h (client_key, places)
        SELECT v_kind || ':' || v_key, v_new WHERE v_new <= v_max
        ON CONFLICT (client_key) DO UPDATE SET places = h.places + v_new WHERE h.places + v_new <= v_max;
      IF NOT FOUND THEN
        PERFORM 1 FROM held_places WHERE client_key = v_kind || ':' || v_key FOR UPDATE;
        -- Planned for this key (the partial index of the client's unpaid orders), never generic.
        EXECUTE format('SELECT COALESCE(sum(places_count) FILTER (WHERE expires_at IS NULL OR expires_at > $2), 0),
            COALESCE(sum(places_count), 0), min(expires_at) FILTER (WHERE expires_at > $2)
          FROM orders WHERE status = ''INITIAL'' AND %I = $1', v_kind || '_key')
          INTO v_held, v_all, v_next USING v_key, v_now;
        IF v_held + v_new > v_max THEN
          RAISE EXCEPTION USING ERRCODE = 'RD005', MESSAGE = LEAST(3600, GREATEST(1,
            ceil(extract(epoch FROM COALESCE(v_next, v_now + interval '1 hour') - v_now))))::bigint::text;
        END IF;
        INSERT INTO held_places AS h (client_key, places) VALUES (v_kind || ':' || v_key, v_all + v_new)
          ON CONFLICT (client_key) DO UPDATE SET places = excluded.places;
      END IF;
    END LOOP;
  END IF;

  INSERT INTO orders (event_id, user_id, status, payment_method, items_amount, discount_amount,
    shipping_amount, system_fee_amount, amount, online_fee_amount, paid_amount, coupon_id, coupon_code,
    runner_count, places_count, id_card, fname, lname, mobile, email, delivery_type_id,
    delivery_type_name, delivery_type_is_require_address, delivery_add_name, delivery_add_mobile_no,
    delivery_add_no, delivery_add_sub_district, delivery_add_district, delivery_add_province,
    delivery_add_postcode, remark, idempotency_key, idempotency_request_hash, expires_at, paid_at,
    created_at, updated_at, language, address_key, device_key)
  SELECT o.event_id, o.user_id, o.status, o.payment_method, o.items_amount, o.discount_amount,
    o.shipping_amount, o.system_fee_amount, o.amount, o.online_fee_amount, o.paid_amount, o.coupon_id,
    o.coupon_code, o.runner_count, o.places_count, o.id_card, o.fname, o.lname, o.mobile, o.email,
    o.delivery_type_id, o.delivery_type_name, o.delivery_type_is_require_address, o.delivery_add_name,
    o.delivery_add_mobile_no, o.delivery_add_no, o.delivery_add_sub_district, o.delivery_add_district,
    o.delivery_add_province, o.delivery_add_postcode, o.remark, o.idempotency_key,
    o.idempotency_request_hash, o.expires_at, o.paid_at, o.created_at, o.updated_at,
    COALESCE(o.language, 'th'), p_client ->> 'address_key', p_client ->> 'device_key'
  FROM jsonb_populate_record(NULL::orders, p_order) o
  RETURNING id, uuid INTO v_id, v_uuid;

  -- Its mail, in the same transaction (services/mail/emails.ts sends it): how to pay, or, for an order
  -- placed PAID (free, or nothing to pay), the confirmation only.
  INSERT INTO email_outbox (kind, order_id, language)
  VALUES (CASE WHEN p_order ->> 'status' = 'PAID' THEN 'payment_confirmed' ELSE 'order_created' END, v_id,
    COALESCE(p_order ->> 'language', 'th'));

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

  -- The contended rows, last. The race type's and the event's limits are read from their rows
  -- without locking them: only the narrow counter rows are locked.
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
