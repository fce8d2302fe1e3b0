ALTER TABLE "events" ADD COLUMN "slip_hold_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_slip_verified" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_key" text;--> statement-breakpoint
CREATE INDEX "orders_held_by_address_idx" ON "orders" USING btree ("address_key") WHERE "orders"."status" = 'INITIAL' and "orders"."address_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_held_by_device_idx" ON "orders" USING btree ("device_key") WHERE "orders"."status" = 'INITIAL' and "orders"."device_key" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_slip_hold_hours" CHECK ("events"."slip_hold_hours" between 1 and 720);--> statement-breakpoint
-- Slips uploaded before this migration kept their places with no deadline: they get the default
-- 72 hours from now (a read mini-QR counts as verified), then the sweep treats them like any other.
UPDATE "orders" SET "expires_at" = now() + interval '72 hours',
  "payment_slip_verified" = ("payment_slip_trans_ref" IS NOT NULL)
  WHERE "status" = 'INITIAL' AND "expires_at" IS NULL AND "payment_slip_url" IS NOT NULL;--> statement-breakpoint
-- raceday_place_held_order, the bound on the places one client holds unpaid, was defined here; it is
-- part of raceday_place_order now (db/functions/place_order.sql, migration 0023).
SELECT 1;
