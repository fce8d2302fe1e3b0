ALTER TYPE "public"."order_status" ADD VALUE 'EXPIRED';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider_charge_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_hold_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'INITIAL' and "orders"."expires_at" is not null;--> statement-breakpoint
-- Orders placed before holds existed get the bank-transfer grace (48 h) from now, unless a slip waits.
UPDATE "orders" SET "expires_at" = now() + interval '48 hours' WHERE "status" = 'INITIAL' AND "payment_slip_url" IS NULL AND "expires_at" IS NULL;--> statement-breakpoint
-- Older pending card attempts of an order that has a newer one are abandoned (one live card charge per order).
UPDATE "payments" p SET "status" = 'abandoned' WHERE p."method" = 'card' AND p."status" = 'pending' AND EXISTS (SELECT 1 FROM "payments" q WHERE q."order_id" = p."order_id" AND q."method" = 'card' AND q."status" = 'pending' AND q."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_card_uq" ON "payments" USING btree ("order_id") WHERE "payments"."method" = 'card' and "payments"."status" in ('creating', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key_uq" ON "payments" USING btree ("request_key");