ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('invitation', 'password_reset'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind" CHECK ("email_outbox"."kind" in ('order_created', 'payment_confirmed', 'slip_received', 'order_closed', 'staff_invitation', 'password_reset'));