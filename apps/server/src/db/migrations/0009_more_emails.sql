-- More e-mails of an order, queued like migration 0006's in the transaction of the order change
-- (services/mail/emails.ts sends them).
--
-- slip_received: a bank-transfer slip was recorded for the order (services/money/slips.ts sets
-- payment_slip_at in the statement that records it). A second slip while the first mail still
-- waits in the queue adds none: the one mail says the slip arrived.
CREATE OR REPLACE FUNCTION raceday_order_slip_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM email_outbox
                 WHERE order_id = NEW.id AND kind = 'slip_received' AND status = 'QUEUED') THEN
    INSERT INTO email_outbox (kind, order_id, language) VALUES ('slip_received', NEW.id, NEW.language);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_email_slip AFTER UPDATE OF payment_slip_at ON orders
  FOR EACH ROW WHEN (NEW.payment_slip_at IS NOT NULL AND NEW.payment_slip_at IS DISTINCT FROM OLD.payment_slip_at)
  EXECUTE FUNCTION raceday_order_slip_email();
--> statement-breakpoint
-- order_closed: the order was deleted by the organizer (DELETE) or its hold ran out (EXPIRED), from
-- an open or paid state (never twice: EXPIRED then DELETE is one closing). The payload keeps why,
-- since the order may be revived (a late payment) before the mail goes: the sender then skips it.
-- The statuses are compared as text: a fresh database runs every migration in one transaction, and
-- 'EXPIRED' (added to the enum by 0004) cannot be used as an enum value in the transaction adding it.
CREATE OR REPLACE FUNCTION raceday_order_closed_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO email_outbox (kind, order_id, language, payload)
  VALUES ('order_closed', NEW.id, NEW.language, jsonb_build_object('status', NEW.status::text));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_email_closed AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status::text IN ('DELETE', 'EXPIRED') AND OLD.status::text IN ('INITIAL', 'PAID'))
  EXECUTE FUNCTION raceday_order_closed_email();
