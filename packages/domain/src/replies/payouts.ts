/** POST /v1/organizer/payout (services/money/payouts.ts): an event's money, in baht. */
import { z } from 'zod';
import { bodyReply } from './common';

export const payoutReportSchema = z.object({
  /** PP (PromptPay), CC (card), DIRECT (bank transfer), FREE. */
  by_method: z.array(
    z.object({
      method: z.string(),
      orders: z.number().int(),
      received: z.number(),
      payment_fee: z.number(),
      system_fee: z.number(),
    }),
  ),
  /** Days in Thailand time, 'YYYY-MM-DD', oldest first. */
  by_day: z.array(
    z.object({
      day: z.string(),
      orders: z.number().int(),
      received: z.number(),
      payment_fee: z.number(),
      refunds: z.number(),
    }),
  ),
  refunds: z.array(
    z.object({
      at: z.string(),
      order_id: z.number().int(),
      order_uuid: z.string(),
      amount: z.number(),
      /** 'provider' or 'manual'. */
      method: z.string(),
      /** 'refund' or 'paid_after_close'. */
      reason: z.string(),
      reference: z.string(),
      note: z.string(),
      by: z.string(),
    }),
  ),
  /** Orders cancelled after payment (their history's `cancelled`). */
  cancellations: z.array(
    z.object({
      at: z.string(),
      order_id: z.number().int(),
      order_uuid: z.string(),
      paid: z.number(),
      refunded: z.number(),
      note: z.string(),
      by: z.string(),
    }),
  ),
  /** Money that arrived for orders already deleted or expired. */
  after_close: z.object({
    payments: z.number().int(),
    received: z.number(),
    refunded: z.number(),
    unsettled: z.number(),
  }),
  totals: z.object({
    received: z.number(),
    payment_fee: z.number(),
    system_fee: z.number(),
    refunds: z.number(),
    /** received − payment fees − system fee − refunds. */
    net: z.number(),
    /** Orders still PAID: the all-applicants file's "amount received" total. */
    received_from_paid_orders: z.number(),
  }),
});
export type PayoutReport = z.infer<typeof payoutReportSchema>;
export const payoutReplySchema = bodyReply(payoutReportSchema);
