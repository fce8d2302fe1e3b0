/**
 * Paying an order online. Whatever path news of a payment takes (webhook, the runner's refresh,
 * the sandbox pages), it ends in settleCharge, which asks the provider for the charge and believes
 * only that: an order turns PAID once, and only for a charge of its exact amount in baht.
 *
 * One live card charge per order: an attempt is reserved in the database (a partial unique index)
 * before the provider is asked, so two concurrent card payments cannot both charge the card. A
 * second successful charge that still arrives (another path at the provider) is recorded as
 * `paid_twice` and refunded through the provider.
 */
import { createHash } from 'node:crypto';
import { fromBaht } from '@raceday/domain';
import type { SETTLE_OUTCOMES } from '@raceday/domain/validation';
import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, orders, payments } from '../../db/schema';
import { AppError, conflict, notFound, pgError, PG } from '../../lib/errors';
import type { Charge, PaymentProvider } from '../../payments/provider';
import { ProviderError } from '../../payments/provider';
import { recordHistory as history } from '../../orders/history';
import { queueOrderMail } from '../../orders/mails';
import { markPaid, revivePaidOrder } from '../../orders/state';
import { amountsFor, applyPaymentMethod } from '../../orders/payment-method';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** A PromptPay QR can be paid until one day after the order was created (seed 001 §9)... */
export const PROMPTPAY_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** ...and never after the order's hold runs out (orders/holds.ts). */
export function promptPayExpiry(order: Pick<OrderRow, 'createdAt' | 'expiresAt'>): Date {
  const day = order.createdAt.getTime() + PROMPTPAY_VALIDITY_MS;
  return new Date(order.expiresAt ? Math.min(day, order.expiresAt.getTime()) : day);
}

/** A card attempt left pending (3-D Secure page abandoned) this long no longer blocks a new one. */
export const CARD_ATTEMPT_TTL_MS = 15 * 60 * 1000;

/** May this order still be paid now? */
function payable(order: OrderRow, now = new Date()): boolean {
  return order.status === 'INITIAL' && !(order.expiresAt && order.expiresAt <= now);
}

/** What a payments row keeps of every charge the provider made: its id, money, status and 3-D Secure link. */
const chargeColumns = (c: Charge) => ({
  providerChargeId: c.id,
  amount: c.amount,
  currency: c.currency,
  status: c.status,
  authorizeUri: c.authorizeUri ?? null,
});

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
      method,
      ...chargeColumns(c),
      qrPayload: c.qrPayload ?? null,
      qrImageUrl: c.qrImageUrl ?? null,
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
  if (latest || !payable(order)) return latest ?? null;
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
  input: {
    uuid: string;
    cardToken: string;
    returnUri: string;
    /** What the page showed, in baht or (as the seed sends it) satang: a different amount means a stale page. */
    paidAmount?: number;
  },
): Promise<{ authorizeUri: string; charge: PaymentRow }> {
  const order = await findOrder(db, input.uuid);
  if (
    input.paidAmount !== undefined &&
    input.paidAmount !== order.paidAmount &&
    fromBaht(input.paidAmount) !== order.paidAmount
  )
    throw new AppError(409, 'payment.amount_mismatch', {}, 'paid_amount');
  if (!order.paymentMethod.startsWith('CC_'))
    throw new AppError(400, 'payment.not_card', {}, 'payment_method');
  if (!payable(order))
    throw conflict(
      order.status === 'INITIAL' || order.status === 'EXPIRED' ? 'order.expired' : 'payment.not_payable',
    );
  // The same order and token: the same request, however many times it arrives.
  const requestKey = createHash('sha256').update(`${order.uuid}:${input.cardToken}`).digest('hex');

  let attempt = await reserveCardAttempt(db, provider, order, requestKey);
  if (attempt.kind === 'busy') {
    // Another attempt holds the order: ask the provider how it went, let it go if it is abandoned.
    await releaseStaleCardAttempt(db, provider, attempt.row);
    // That attempt may have paid the order meanwhile: then there is nothing left to charge.
    if (!payable(await findOrder(db, order.uuid))) throw conflict('payment.not_payable');
    attempt = await reserveCardAttempt(db, provider, order, requestKey);
  }
  if (attempt.kind === 'busy') throw conflict('payment.in_progress');
  if (attempt.kind === 'replay') return replayCardAttempt(db, attempt.row, input.returnUri);

  const row = attempt.row;
  let charge: Charge;
  try {
    charge = await provider.createCardCharge({
      amount: order.paidAmount,
      currency: 'thb',
      cardToken: input.cardToken,
      returnUri: input.returnUri,
      // One token, one charge at the provider too: a retried request never charges the card twice.
      idempotencyKey: `cc-${order.uuid}-${input.cardToken}`,
      metadata: { order_uuid: order.uuid },
    });
  } catch (err) {
    await db
      .update(payments)
      .set({ status: 'failed', failureCode: 'provider_error', updatedAt: new Date() })
      .where(eq(payments.id, row.id));
    if (err instanceof ProviderError)
      throw new AppError(err.retryable ? 502 : 400, 'payment.provider_failed');
    throw err;
  }
  const [recorded] = await db
    .update(payments)
    .set({
      ...chargeColumns(charge),
      failureCode: charge.failureCode ?? null,
      failureMessage: charge.failureMessage ?? null,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, row.id))
    .returning();
  // Written once per attempt: only the request that reserved it gets here.
  await history(db, order.id, `provider:${provider.name}`, 'payment_started', {
    charge: charge.id,
    method: 'card',
  });
  if (charge.status !== 'pending') await settleCharge(db, provider, charge.id);
  return { authorizeUri: charge.authorizeUri ?? input.returnUri, charge: recorded! };
}

type CardAttempt =
  | { kind: 'reserved'; row: PaymentRow }
  | { kind: 'replay'; row: PaymentRow }
  | { kind: 'busy'; row: PaymentRow };

/**
 * Reserves the order's one live card charge for this request, or says who holds it: this very
 * request arriving again (a replay), or another attempt (busy). The database decides: a partial
 * unique index allows one 'creating' or 'pending' card charge per order.
 */
async function reserveCardAttempt(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  requestKey: string,
): Promise<CardAttempt> {
  const [row] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: provider.name,
      method: 'card',
      amount: order.paidAmount,
      status: 'creating',
      requestKey,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { kind: 'reserved', row };
  const [same] = await db.select().from(payments).where(eq(payments.requestKey, requestKey));
  if (same && same.status === 'failed' && !same.providerChargeId) {
    // This request reached no charge last time (the provider failed): it may try again, and the
    // provider's own idempotency key still makes it one charge.
    const retaken = await db
      .update(payments)
      .set({ status: 'creating', failureCode: null, updatedAt: new Date() })
      .where(and(eq(payments.id, same.id), eq(payments.status, 'failed'), isNull(payments.providerChargeId)))
      .returning()
      .catch((err: unknown) => {
        if (pgError(err)?.code === PG.UNIQUE_VIOLATION) return [];
        throw err;
      });
    if (retaken[0]) return { kind: 'reserved', row: retaken[0] };
  } else if (same) return { kind: 'replay', row: same };
  const live = await liveCardPayment(db, order.id);
  // The other attempt ended between our insert and this read: try once more.
  if (!live) return reserveCardAttempt(db, provider, order, requestKey);
  return { kind: 'busy', row: live };
}

/** The order's card payment still at the provider (creating, or pending its 3-D Secure page), if any. */
export async function liveCardPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [live] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.method, 'card'),
        inArray(payments.status, ['creating', 'pending']),
      ),
    )
    .limit(1);
  return live;
}

/** A replayed request answers as the first did (waiting a moment while the first is still at the provider). */
async function replayCardAttempt(db: Db, first: PaymentRow, returnUri: string) {
  let row = first;
  for (let i = 0; row.status === 'creating' && i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const [again] = await db.select().from(payments).where(eq(payments.id, first.id));
    row = again ?? row;
  }
  if (row.status === 'creating') throw conflict('payment.in_progress');
  if (row.status === 'failed' && !row.providerChargeId) throw new AppError(502, 'payment.provider_failed');
  return { authorizeUri: row.authorizeUri ?? returnUri, charge: row };
}

/**
 * The order's live card attempt is another request's. If the provider says it has ended it no longer
 * counts; if it has stayed pending longer than CARD_ATTEMPT_TTL_MS (the runner left the 3-D Secure
 * page), it is marked abandoned so a new attempt may start; should it still succeed later,
 * settleCharge refunds it as `paid_twice`.
 */
async function releaseStaleCardAttempt(db: Db, provider: PaymentProvider, live: PaymentRow): Promise<void> {
  if (live.providerChargeId) await settleCharge(db, provider, live.providerChargeId);
  await db
    .update(payments)
    .set({ status: 'abandoned', updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, live.id),
        inArray(payments.status, ['creating', 'pending']),
        lt(payments.createdAt, new Date(Date.now() - CARD_ATTEMPT_TTL_MS)),
      ),
    );
}

export type SettleOutcome = (typeof SETTLE_OUTCOMES)[number];

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
  let [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return 'unknown_charge';
  // The runner switched the order to another method (orders/order-owner.ts) and then paid the
  // charge of the first one after all: the order goes back to the method the money came by.
  if (charge.status === 'successful' && (await backToMethodOfCharge(db, order, payment, charge, actor)))
    [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return 'unknown_charge';

  // A charge we refunded stays refunded here whatever the provider's status says.
  if (payment.status === 'refunded') return 'paid_twice';
  const changed = await db
    .update(payments)
    .set({
      status: charge.status,
      failureCode: charge.failureCode ?? null,
      failureMessage: charge.failureMessage ?? null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.id, payment.id),
        sql`${payments.status} <> ${charge.status}`,
        sql`${payments.status} <> 'refunded'`,
      ),
    )
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
    const detail = { charge: charge.id, method: payment.method, amount: charge.amount };
    // INITIAL → PAID, once whatever the path (orders/state.ts).
    if (await db.transaction((tx) => markPaid(tx, order, { actor, detail, paymentRef: charge.id })))
      return 'paid';
    if (!firstNews) return 'already_paid';
    const [now2] = await db.select().from(orders).where(eq(orders.id, order.id));
    const current = now2!;
    // Paid late, after the hold ran out: the order comes back if its places can be taken again.
    if (current.status === 'EXPIRED') {
      if (await revivePaidOrder(db, order.id, { actor, detail, paymentRef: charge.id })) return 'paid';
    }
    // Paid already by another charge: this one is refunded through the provider.
    if (current.status === 'PAID' && current.paymentRef !== charge.id) {
      await refundDuplicate(db, provider, payment.id, order.id, charge, actor);
      return 'paid_twice';
    }
    // Money arrived for an order deleted (or expired and full again) meanwhile: it stays closed (its
    // places are gone), and the history says so, so the payment can be refunded.
    if (current.status !== 'PAID') {
      await db.transaction(async (tx) => {
        await history(tx, order.id, actor, 'paid_after_close', {
          charge: charge.id,
          amount: charge.amount,
          status: current.status,
        });
        // The runner hears the money arrived and what happens next (a refund, or the order restored).
        await queueOrderMail(tx, order.id, 'paid_after_close', {
          amount: charge.amount,
          status: current.status,
        });
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

/**
 * An unpaid order whose method is not the one of this successful charge (PromptPay ↔ card, the
 * runner switched) takes that method back, re-priced, when the charge is exactly what the order
 * costs that way: true when it did.
 */
async function backToMethodOfCharge(
  db: Db,
  order: OrderRow,
  payment: PaymentRow,
  charge: Charge,
  actor: string,
): Promise<boolean> {
  const prefix = payment.method === 'card' ? 'CC_' : 'PP_';
  const provider = order.paymentMethod.slice(3);
  if (order.status !== 'INITIAL' || order.paymentMethod.startsWith(prefix)) return false;
  if (!order.paymentMethod.startsWith('PP_') && !order.paymentMethod.startsWith('CC_')) return false;
  const [event] = await db.select().from(events).where(eq(events.id, order.eventId));
  const method = `${prefix}${provider}` as const;
  const { paidAmount } = amountsFor(order.amount, method, event!.isFreePaymentFee);
  if (paidAmount !== charge.amount || charge.currency.toLowerCase() !== 'thb') return false;
  return applyPaymentMethod(db, order, method, event!.isFreePaymentFee, actor);
}

/** A second successful charge of a paid order: recorded as paid_twice and refunded in full. */
async function refundDuplicate(
  db: Db,
  provider: PaymentProvider,
  paymentId: number,
  orderId: number,
  charge: Charge,
  actor: string,
): Promise<void> {
  await history(db, orderId, actor, 'paid_twice', { charge: charge.id, amount: charge.amount });
  try {
    const refund = await provider.refundCharge(charge.id, charge.amount);
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(payments.id, paymentId));
      await history(tx, orderId, actor, 'refunded', {
        charge: charge.id,
        refund: refund.id,
        amount: refund.amount,
        reason: 'paid_twice',
      });
      // The runner hears the second payment went back; the order stays paid by the first.
      await queueOrderMail(tx, orderId, 'refund_issued', {
        amount: refund.amount,
        method: 'provider',
        reference: null,
        left: 0,
        duplicate: true,
      });
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // The organizer sees the paid_twice flag and refunds by hand (docs/OPERATIONS.md).
    await history(db, orderId, actor, 'refund_failed', {
      charge: charge.id,
      reason: err.message.slice(0, 200),
    });
  }
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
        isNotNull(payments.providerChargeId),
      ),
    );
  for (const p of open) if (p.providerChargeId) await settleCharge(db, provider, p.providerChargeId);
}

export async function findOrder(db: Db, uuid: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.uuid, uuid));
  if (!order) throw notFound('order.not_found');
  return order;
}
