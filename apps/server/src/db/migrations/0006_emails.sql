CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"language" text DEFAULT 'th' NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text_body" text DEFAULT '' NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"transport" text,
	CONSTRAINT "email_outbox_kind" CHECK ("email_outbox"."kind" in ('order_created', 'payment_confirmed')),
	CONSTRAINT "email_outbox_status" CHECK ("email_outbox"."status" in ('QUEUED', 'SENT', 'FAILED', 'SKIPPED')),
	CONSTRAINT "email_outbox_language" CHECK ("email_outbox"."language" in ('th', 'en'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'th' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_order_idx" ON "email_outbox" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language" CHECK ("orders"."language" in ('th', 'en'));--> statement-breakpoint
-- The e-mails of an order, queued in the same transaction as the order change (services/emails.ts
-- sends them): every path that creates or pays an order (raceday_place_order, the sandbox, Opn
-- webhooks, the organizer's transfer confirmation, a late payment reviving an expired order) is
-- caught here. An order created already PAID (free, or nothing to pay) gets the confirmation only:
-- "how to pay" would be wrong for it, and the confirmation says what the runner needs.
CREATE OR REPLACE FUNCTION raceday_order_emails() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO email_outbox (kind, order_id, language)
    VALUES (CASE WHEN NEW.status = 'PAID' THEN 'payment_confirmed' ELSE 'order_created' END, NEW.id,
      NEW.language);
  ELSIF NEW.status = 'PAID' AND OLD.status IS DISTINCT FROM 'PAID' THEN
    INSERT INTO email_outbox (kind, order_id, language) VALUES ('payment_confirmed', NEW.id, NEW.language);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_email_created AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION raceday_order_emails();
--> statement-breakpoint
CREATE TRIGGER orders_email_paid AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status = 'PAID' AND OLD.status IS DISTINCT FROM 'PAID')
  EXECUTE FUNCTION raceday_order_emails();
--> statement-breakpoint
-- raceday_place_order of migration 0005, unchanged but for the order's language (p_order ->> 'language').
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
