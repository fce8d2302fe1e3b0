/**
 * The mails an order's changes mean, queued in the transaction of the change (services/mail/emails.ts
 * sends them, rendered from the order as it is then): the transitions of orders/state.ts call these,
 * and so do the slip upload (services/money/slips.ts), a refund (services/money/refunds.ts) and money that
 * arrived for an order already closed (services/money/payments.ts). A change rolled back queues nothing.
 *
 *   paid, revived, restored   payment_confirmed  (revived, restored: {late: true}, "your payment
 *                                                 arrived after the deadline: you are registered")
 *   expired, deleted          order_closed       {status: EXPIRED | DELETE}
 *   cancelled                 order_closed       {status: CANCEL}: the money stays until refunded
 *   a slip recorded           slip_received      (one while the last still waits)
 *   a refund done             refund_issued      {amount, method: provider | manual, reference?, left}
 *   paid after close          paid_after_close   {amount}: kept for a refund or a restore
 *
 * The order's placing (raceday_place_order) queues its own: order_created, or payment_confirmed for
 * an order placed PAID. A runner's own mail (entry_confirmed) follows its order's payment_confirmed:
 * the sender queues it (services/mail/emails.ts#queueEntryMails).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** The mails of an order's changes (not the order's placing, not a staff or password mail). */
export type OrderMailKind =
  'payment_confirmed' | 'order_closed' | 'slip_received' | 'refund_issued' | 'paid_after_close';

/**
 * Queues one mail of the order, in the order's language, in the caller's transaction. `once`: not
 * when the same kind of mail of this order still waits in the queue (a second slip says nothing new).
 */
export async function queueOrderMail(
  tx: Tx | Db,
  orderId: number,
  kind: OrderMailKind,
  payload: Record<string, unknown> | null = null,
  opts: { once?: boolean } = {},
): Promise<void> {
  const json = payload === null ? sql`null` : sql`${JSON.stringify(payload)}::jsonb`;
  await tx.execute(sql`
    insert into email_outbox (kind, order_id, language, payload)
    select ${kind}, o.id, o.language, ${json}
    from orders o
    where o.id = ${orderId}
      ${
        opts.once
          ? sql`and not exists (select 1 from email_outbox m
                where m.order_id = o.id and m.kind = ${kind} and m.status = 'QUEUED')`
          : sql``
      }`);
}
