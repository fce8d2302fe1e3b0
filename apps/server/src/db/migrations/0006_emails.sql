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
-- The e-mails of an order, queued in the same transaction as the order change (services/mail/emails.ts
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
-- raceday_place_order, with the order's language, was restated here: db/functions/place_order.sql.
SELECT 1;
