CREATE TYPE "public"."coupon_discount_type" AS ENUM('PERCENTAGE', 'AMOUNT');--> statement-breakpoint
CREATE TYPE "public"."event_payment_method" AS ENUM('OPN', 'DIRECT', 'FREE');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('INITIAL', 'PAID', 'DELETE', 'CANCEL');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('member', 'organizer', 'ssadmin');--> statement-breakpoint
CREATE TABLE "additional_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"select_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_selects" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"label" text NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"is_require" boolean DEFAULT false NOT NULL,
	CONSTRAINT "additional_selects_slot" CHECK ("additional_selects"."slot" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_type" "coupon_discount_type" NOT NULL,
	"discount" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_discount_nonneg" CHECK ("coupons"."discount" >= 0),
	CONSTRAINT "coupons_percentage_range" CHECK ("coupons"."discount_type" <> 'PERCENTAGE' or "coupons"."discount" <= 100)
);
--> statement-breakpoint
CREATE TABLE "delivery_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"price_additional" integer DEFAULT 0 NOT NULL,
	"is_require_address" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_types_price_nonneg" CHECK ("delivery_types"."price" >= 0 and "delivery_types"."price_additional" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"event_date" date NOT NULL,
	"event_date_text" text DEFAULT '' NOT NULL,
	"event_date_text_en" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"location_en" text DEFAULT '' NOT NULL,
	"registration_start_at" timestamp with time zone NOT NULL,
	"registration_end_at" timestamp with time zone NOT NULL,
	"registration_start_txt_th" text DEFAULT '' NOT NULL,
	"registration_start_txt_en" text DEFAULT '' NOT NULL,
	"is_registration_closed" boolean DEFAULT false NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"organizer_info" text DEFAULT '' NOT NULL,
	"organizer_info_en" text DEFAULT '' NOT NULL,
	"is_production_mode" boolean DEFAULT true NOT NULL,
	"is_limit_participate" boolean DEFAULT false NOT NULL,
	"participant_limit" integer,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"is_require_id_card" boolean DEFAULT true NOT NULL,
	"validate_idcard" text DEFAULT '' NOT NULL,
	"validate_email" boolean DEFAULT true NOT NULL,
	"is_relaxed_id" boolean DEFAULT false NOT NULL,
	"is_require_health_problem" boolean DEFAULT false NOT NULL,
	"is_require_blood_group" boolean DEFAULT false NOT NULL,
	"is_require_emergency_name" boolean DEFAULT false NOT NULL,
	"is_require_emergency_relation" boolean DEFAULT false NOT NULL,
	"is_require_emergency_mobile_no" boolean DEFAULT false NOT NULL,
	"is_run_model" boolean DEFAULT false NOT NULL,
	"is_custom_field1" boolean DEFAULT false NOT NULL,
	"custom_field1_name" text DEFAULT '' NOT NULL,
	"custom_field1_name_en" text DEFAULT '' NOT NULL,
	"is_custom_field1_require" boolean DEFAULT false NOT NULL,
	"payment_method" "event_payment_method" NOT NULL,
	"is_free_payment_fee" boolean DEFAULT false NOT NULL,
	"is_system_fee" boolean DEFAULT false NOT NULL,
	"system_fee_amt" integer DEFAULT 0 NOT NULL,
	"max_runner_register_per_order" integer DEFAULT 5 NOT NULL,
	"is_coupon" boolean DEFAULT false NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"condition_en" text DEFAULT '' NOT NULL,
	"payment_account_no" text DEFAULT '' NOT NULL,
	"payment_account_name" text DEFAULT '' NOT NULL,
	"payment_bank_name" text DEFAULT '' NOT NULL,
	"txt_message_registed" text DEFAULT '' NOT NULL,
	"txt_message_registed_en" text DEFAULT '' NOT NULL,
	"is_enable_checkbib_function" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "events_places_taken_nonneg" CHECK ("events"."places_taken" >= 0),
	CONSTRAINT "events_system_fee_nonneg" CHECK ("events"."system_fee_amt" >= 0),
	CONSTRAINT "events_max_runner_positive" CHECK ("events"."max_runner_register_per_order" >= 1),
	CONSTRAINT "events_registration_window" CHECK ("events"."registration_end_at" > "events"."registration_start_at")
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"status" "order_status" DEFAULT 'INITIAL' NOT NULL,
	"payment_method" text NOT NULL,
	"items_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"shipping_amount" integer DEFAULT 0 NOT NULL,
	"system_fee_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"online_fee_amount" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"runner_count" integer NOT NULL,
	"places_count" integer NOT NULL,
	"id_card" text NOT NULL,
	"fname" text NOT NULL,
	"lname" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"delivery_type_id" integer,
	"delivery_type_name" text DEFAULT '' NOT NULL,
	"delivery_type_is_require_address" boolean DEFAULT false NOT NULL,
	"delivery_add_name" text DEFAULT '' NOT NULL,
	"delivery_add_mobile_no" text DEFAULT '' NOT NULL,
	"delivery_add_no" text DEFAULT '' NOT NULL,
	"delivery_add_sub_district" text DEFAULT '' NOT NULL,
	"delivery_add_district" text DEFAULT '' NOT NULL,
	"delivery_add_province" text DEFAULT '' NOT NULL,
	"delivery_add_postcode" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"payment_ref" text,
	"payment_slip_url" text,
	"payment_slip_time" text,
	"payment_slip_sha256" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."items_amount" >= 0 and "orders"."amount" >= 0 and "orders"."paid_amount" >= "orders"."amount" and "orders"."discount_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organizer_events" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "organizer_events_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "run_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"team_size" integer DEFAULT 1 NOT NULL,
	"participant_limit" integer,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "run_types_price_nonneg" CHECK ("run_types"."price" >= 0),
	CONSTRAINT "run_types_team_size" CHECK ("run_types"."team_size" between 1 and 10),
	CONSTRAINT "run_types_places_taken_nonneg" CHECK ("run_types"."places_taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "runners" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"run_type_id" integer NOT NULL,
	"run_model_id" integer,
	"shirt_id" integer,
	"register_type" text DEFAULT 'MYSELF' NOT NULL,
	"is_main_register" boolean DEFAULT false NOT NULL,
	"id_card" text NOT NULL,
	"fname" text NOT NULL,
	"lname" text NOT NULL,
	"sex" text NOT NULL,
	"dob" date NOT NULL,
	"nationality" text DEFAULT 'THAI' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile_no" text NOT NULL,
	"health_problem" text DEFAULT '-' NOT NULL,
	"runner_team" text DEFAULT '' NOT NULL,
	"blood_group" text DEFAULT '' NOT NULL,
	"emergency_name" text DEFAULT '' NOT NULL,
	"emergency_relation" text DEFAULT '' NOT NULL,
	"emergency_mobile_no" text DEFAULT '' NOT NULL,
	"run_type_name" text NOT NULL,
	"run_type_price" integer NOT NULL,
	"run_model_name" text DEFAULT '-' NOT NULL,
	"shirt_name" text DEFAULT '' NOT NULL,
	"shirt_price" integer DEFAULT 0 NOT NULL,
	"additional_choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_field1" text DEFAULT '' NOT NULL,
	"team_captain_id" integer,
	"team_position" integer DEFAULT 1 NOT NULL,
	"bib_no" text,
	"is_checkbib" boolean DEFAULT false NOT NULL,
	"checkbib_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shirts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"run_type_id" integer,
	"name" text NOT NULL,
	"additional_price" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shirts_price_nonneg" CHECK ("shirts"."additional_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"mobile_no" text DEFAULT '' NOT NULL,
	"role" "user_role" DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "additional_options" ADD CONSTRAINT "additional_options_select_id_additional_selects_id_fk" FOREIGN KEY ("select_id") REFERENCES "public"."additional_selects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_selects" ADD CONSTRAINT "additional_selects_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_types" ADD CONSTRAINT "delivery_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_type_id_delivery_types_id_fk" FOREIGN KEY ("delivery_type_id") REFERENCES "public"."delivery_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_events" ADD CONSTRAINT "organizer_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_events" ADD CONSTRAINT "organizer_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_models" ADD CONSTRAINT "run_models_run_type_id_run_types_id_fk" FOREIGN KEY ("run_type_id") REFERENCES "public"."run_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_types" ADD CONSTRAINT "run_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_run_type_id_run_types_id_fk" FOREIGN KEY ("run_type_id") REFERENCES "public"."run_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_run_model_id_run_models_id_fk" FOREIGN KEY ("run_model_id") REFERENCES "public"."run_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_shirt_id_shirts_id_fk" FOREIGN KEY ("shirt_id") REFERENCES "public"."shirts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_team_captain_id_runners_id_fk" FOREIGN KEY ("team_captain_id") REFERENCES "public"."runners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_run_type_id_run_types_id_fk" FOREIGN KEY ("run_type_id") REFERENCES "public"."run_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_options_select_idx" ON "additional_options" USING btree ("select_id");--> statement-breakpoint
CREATE UNIQUE INDEX "additional_selects_event_slot_uq" ON "additional_selects" USING btree ("event_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_event_code_uq" ON "coupons" USING btree ("event_id",upper("code"));--> statement-breakpoint
CREATE INDEX "delivery_types_event_idx" ON "delivery_types" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_event_status_idx" ON "orders" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "orders_mobile_idx" ON "orders" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "run_models_run_type_idx" ON "run_models" USING btree ("run_type_id");--> statement-breakpoint
CREATE INDEX "run_types_event_idx" ON "run_types" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "runners_order_idx" ON "runners" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "runners_captain_idx" ON "runners" USING btree ("team_captain_id");--> statement-breakpoint
CREATE INDEX "runners_event_fname_idx" ON "runners" USING btree ("event_id","fname");--> statement-breakpoint
CREATE INDEX "runners_event_mobile_idx" ON "runners" USING btree ("event_id","mobile_no");--> statement-breakpoint
CREATE UNIQUE INDEX "runners_active_person_uq" ON "runners" USING btree ("event_id","run_type_id","id_card") WHERE "runners"."is_active";--> statement-breakpoint
CREATE INDEX "shirts_event_idx" ON "shirts" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));