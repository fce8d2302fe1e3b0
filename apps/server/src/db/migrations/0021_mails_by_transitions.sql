-- The mails of an order's changes are queued by the transitions themselves (orders/state.ts, through
-- orders/mails.ts) and by the slip upload (services/money/slips.ts), in the transaction of the change: the
-- triggers of migrations 0006 (paid) and 0009 (slip, closed) go. orders_email_created and its
-- function raceday_order_emails stay with the order's placing (raceday_place_order).
--
-- New kinds: refund_issued (money given back, in part or whole), paid_after_close (money arrived for
-- a closed order that could not be taken back), entry_confirmed (a runner's own mail: their entry
-- and pick-up QR, to their own address).
DROP TRIGGER IF EXISTS orders_email_paid ON orders;--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_email_slip ON orders;--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_email_closed ON orders;--> statement-breakpoint
DROP FUNCTION IF EXISTS raceday_order_slip_email();--> statement-breakpoint
DROP FUNCTION IF EXISTS raceday_order_closed_email();--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind" CHECK ("email_outbox"."kind" in ('order_created', 'payment_confirmed', 'slip_received', 'order_closed', 'staff_invitation', 'password_reset', 'refund_issued', 'paid_after_close', 'entry_confirmed'));