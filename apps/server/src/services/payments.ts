/**
 * Paying an order online. Whatever path news of a payment takes (webhook, the runner's refresh,
 * the sandbox pages), it ends in settleCharge, which asks the provider for the charge and believes
 * only that: an order turns PAID once, and only for a charge of its exact amount in baht.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderHistory, orders, payments } from '../db/schema';
import { AppError, conflict, notFound } from '../lib/errors';
import type { Charge, PaymentProvider } from '../payments/provider';
import { ProviderError } from '../payments/provider';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** A PromptPay QR can be paid until one day after the order was created. */
export const PROMPTPAY_VALIDITY_MS = 24 * 60 * 60 * 1000;

export function promptPayExpiry(order: Pick<OrderRow, 'createdAt'>): Date {
  return new Date(order.createdAt.getTime() + PROMPTPAY_VALIDITY_MS);
}

async function recordCharge(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  method: 'promptpay' | 'card',
  c: Charge,
) {
  const [row] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: provider.name,
      providerChargeId: c.id,
      method,
      amount: c.amount,
      currency: c.currency,
      status: c.status,
      qrPayload: c.qrPayload ?? null,
      qrImageUrl: c.qrImageUrl ?? null,
      authorizeUri: c.authorizeUri ?? null,
      expiresAt: c.expiresAt ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerChargeId, c.id)));
  return existing!;
}

/** The PromptPay charge of an unpaid PromptPay order, created on first sight (one per order). */
export async function ensurePromptPayCharge(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  returnUri: string,
): Promise<PaymentRow | null> {
  if (!order.paymentMethod.startsWith('PP_')) return null;
  const [latest] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.method, 'promptpay')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (latest || order.status !== 'INITIAL') return latest ?? null;
  const expiresAt = promptPayExpiry(order);
  if (expiresAt.getTime() <= Date.now()) return null;
  const charge = await provider.createPromptPayCharge({
    amount: order.paidAmount,
    currency: 'thb',
    expiresAt,
    returnUri,
    // The provider answers a repeated key with the first charge: never two QR charges for one order.
    idempotencyKey: `pp-${order.uuid}`,
    metadata: { order_uuid: order.uuid },
  });
  return recordCharge(db, provider, order, 'promptpay', charge);
}

/** POST /v1/order/cc-payment: a card charge from a one-time card token. */
export async function createCardPayment(
  db: Db,
  provider: PaymentProvider,
  input: { uuid: string; cardToken: string; returnUri: string },
): Promise<{ authorizeUri: string; charge: PaymentRow }> {
  const order = await findOrder(db, input.uuid);
  if (!order.paymentMethod.startsWith('CC_'))
    throw new AppError(400, 'payment.not_card', {}, 'payment_method');
  if (order.status !== 'INITIAL') throw conflict('payment.not_payable');
  let charge: Charge;
  try {
    charge = await provider.createCardCharge({
      amount: order.paidAmount,
      currency: 'thb',
      cardToken: input.cardToken,
      returnUri: input.returnUri,
      // One token, one charge: a retried request never charges the card twice.
      idempotencyKey: `cc-${order.uuid}-${input.cardToken}`,
      metadata: { order_uuid: order.uuid },
    });
  } catch (err) {
    if (err instanceof ProviderError)
      throw new AppError(err.retryable ? 502 : 400, 'payment.provider_failed');
    throw err;
  }
  const row = await recordCharge(db, provider, order, 'card', charge);
  await history(db, order.id, `provider:${provider.name}`, 'payment_started', {
    charge: charge.id,
    method: 'card',
  });
  if (charge.status !== 'pending') await settleCharge(db, provider, charge.id);
  return { authorizeUri: charge.authorizeUri ?? input.returnUri, charge: row };
}

export type SettleOutcome = 'paid' | 'already_paid' | 'pending' | 'failed' | 'mismatch' | 'unknown_charge';

/**
 * Asks the provider for the charge and applies what it says. Idempotent: replays, duplicates and
 * out-of-order news change nothing after the first time.
 */
export async function settleCharge(
  db: Db,
  provider: PaymentProvider,
  chargeId: string,
): Promise<SettleOutcome> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerChargeId, chargeId)));
  if (!payment) return 'unknown_charge';
  let charge: Charge;
  try {
    charge = await provider.fetchCharge(chargeId);
  } catch (err) {
    if (err instanceof ProviderError) return 'pending';
    throw err;
  }
  const actor = `provider:${provider.name}`;
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return 'unknown_charge';

  const changed = await db
    .update(payments)
    .set({
      status: charge.status,
      failureCode: charge.failureCode ?? null,
      failureMessage: charge.failureMessage ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, payment.id), sql`${payments.status} <> ${charge.status}`))
    .returning({ id: payments.id });
  const firstNews = changed.length > 0;

  if (charge.status === 'successful') {
    if (charge.amount !== order.paidAmount || charge.currency.toLowerCase() !== 'thb') {
      if (firstNews) {
        await history(db, order.id, actor, 'payment_mismatch', {
          charge: charge.id,
          charge_amount: charge.amount,
          charge_currency: charge.currency,
          order_amount: order.paidAmount,
        });
      }
      return 'mismatch';
    }
    const now = new Date();
    const paid = await db
      .update(orders)
      .set({ status: 'PAID', paidAt: now, paymentRef: charge.id, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'INITIAL')))
      .returning({ id: orders.id });
    if (paid.length) {
      await history(db, order.id, actor, 'paid', {
        charge: charge.id,
        method: payment.method,
        amount: charge.amount,
      });
      return 'paid';
    }
    // Money arrived for an order the organizer deleted meanwhile: it stays deleted (its places are
    // gone), and the history says so, so the payment can be refunded.
    if (firstNews && (order.status === 'DELETE' || order.status === 'CANCEL')) {
      await history(db, order.id, actor, 'paid_after_close', {
        charge: charge.id,
        amount: charge.amount,
        status: order.status,
      });
    }
    return 'already_paid';
  }
  if (charge.status === 'failed' || charge.status === 'expired' || charge.status === 'reversed') {
    if (firstNews) {
      await history(db, order.id, actor, 'payment_failed', {
        charge: charge.id,
        status: charge.status,
        code: charge.failureCode ?? null,
      });
    }
    return 'failed';
  }
  return 'pending';
}

/** Re-asks the provider about an order's open charges (the order page's refresh). */
export async function refreshOrderPayments(
  db: Db,
  provider: PaymentProvider,
  orderId: number,
): Promise<void> {
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider.name),
        eq(payments.status, 'pending'),
      ),
    );
  for (const p of open) if (p.providerChargeId) await settleCharge(db, provider, p.providerChargeId);
}

export async function findOrder(db: Db, uuid: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.uuid, uuid));
  if (!order) throw notFound('order.not_found');
  return order;
}

export async function history(
  db: Db,
  orderId: number,
  actor: string,
  action: string,
  detail: Record<string, unknown>,
) {
  await db.insert(orderHistory).values({ orderId, actor, action, detail });
}
