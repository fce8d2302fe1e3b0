CREATE TYPE "public"."staff_role" AS ENUM('organizer', 'desk');--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('invitation'))
);
--> statement-breakpoint
CREATE TABLE "event_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_tiers_price_nonneg" CHECK ("price_tiers"."price" >= 0),
	CONSTRAINT "price_tiers_window" CHECK ("price_tiers"."ends_at" > "price_tiers"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind";--> statement-breakpoint
ALTER TABLE "additional_options" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "run_type_ids" integer[];--> statement-breakpoint
ALTER TABLE "delivery_types" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizer_events" ADD COLUMN "role" "staff_role" DEFAULT 'organizer' NOT NULL;--> statement-breakpoint
ALTER TABLE "run_models" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "run_types" ADD COLUMN "bib_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "run_types" ADD COLUMN "bib_start" integer;--> statement-breakpoint
ALTER TABLE "run_types" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shirts" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "shirts" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_changes" ADD CONSTRAINT "event_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_changes" ADD CONSTRAINT "event_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tiers" ADD CONSTRAINT "price_tiers_run_type_id_run_types_id_fk" FOREIGN KEY ("run_type_id") REFERENCES "public"."run_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_uq" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_changes_event_idx" ON "event_changes" USING btree ("event_id","at");--> statement-breakpoint
CREATE INDEX "price_tiers_run_type_idx" ON "price_tiers" USING btree ("run_type_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind" CHECK ("email_outbox"."kind" in ('order_created', 'payment_confirmed', 'slip_received', 'order_closed', 'staff_invitation'));--> statement-breakpoint
-- A price tier belongs to its race type: its changes move the event's content_version like the race
-- type's own (raceday_event_part_changed, db/functions/event_content.sql, knows price_tiers).
CREATE TRIGGER price_tiers_content_version AFTER INSERT OR UPDATE OR DELETE ON price_tiers
  FOR EACH ROW EXECUTE FUNCTION raceday_event_part_changed();
