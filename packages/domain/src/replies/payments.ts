/** Card payments, the providers' webhook and the sandbox provider's own calls. */
import { z } from 'zod';
import { bodyReply, successReply } from './common';

/** POST /v1/order/cc-payment: where the browser goes for the card's 3-D Secure check. */
export const cardPaymentReplySchema = successReply({
  data: z.object({ authorize_uri: z.string() }),
});
export type CardPaymentReply = z.infer<typeof cardPaymentReplySchema>;

/** What applying a provider's charge to its order did (services/money/payments.ts#settleCharge). */
export const SETTLE_OUTCOMES = [
  'paid',
  'already_paid',
  'paid_twice',
  'pending',
  'failed',
  'mismatch',
  'unknown_charge',
] as const;

/** POST /v1/payments/webhook/{provider}: the charge was re-read from the provider and applied. */
export const webhookReplySchema = successReply({
  result: z.enum([...SETTLE_OUTCOMES, 'ignored']),
});

/** A sandbox charge as its own pages show it (amount in baht; qr_payload '' for a card). */
export const sandboxChargeSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'successful', 'failed', 'expired', 'reversed']),
  amount: z.number(),
  currency: z.string(),
  /** PromptPay charges: the EMVCo payload of the QR; '' for cards. */
  qr_payload: z.string(),
  expires_at: z.string().nullable(),
  order_uuid: z.string(),
});
export type SandboxCharge = z.infer<typeof sandboxChargeSchema>;

export const sandboxChargeReplySchema = bodyReply(sandboxChargeSchema);

/** POST /v1/sandbox/tokens: a one-time card token for the card form. */
export const sandboxTokenReplySchema = successReply({ id: z.string() });

/** POST /v1/sandbox/charges/{id}/complete: the bank's answer, settled like a webhook. */
export const sandboxCompleteReplySchema = successReply({
  charge_status: sandboxChargeSchema.shape.status,
  result: z.enum(SETTLE_OUTCOMES),
  /** The order page the runner goes back to; null when the charge named none. */
  return_uri: z.string().nullable(),
});
export type CompleteChargeReply = z.infer<typeof sandboxCompleteReplySchema>;
