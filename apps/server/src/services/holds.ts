/**
 * Unpaid orders hold their places for a limited time, then expire and give them back: without this
 * one client could take every place of an event with orders it never pays (5,399 places in 18 s).
 *
 * - An order paid online (PromptPay, card) holds its places for `onlineMinutes`; its PromptPay QR
 *   expires at the same moment, so a runner cannot pay an order that has let its places go.
 * - A bank-transfer order holds them for `transferHours`; an uploaded slip keeps the hold until the
 *   organizer checks it (services/slips.ts clears the deadline).
 * - Free and fully discounted orders are PAID at once and hold nothing.
 *
 * The sweep runs in every server process: each claims due orders with FOR UPDATE SKIP LOCKED, and an
 * order leaves INITIAL by a conditional update, so two processes never expire one order twice.
 * Before expiring an order with an open charge, the provider is asked once more (a missed webhook
 * must not cost a runner who paid their place). A payment that still arrives later revives the
 * order if its places can be taken again (services/payments.ts).
 */
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { orderHistory, orders, payments, runTypes } from '../db/schema';
import { giveLateBibs } from './bibs';
import type { PaymentProvider } from '../payments/provider';
import { AppError, pgError, PG } from '../lib/errors';
import { runEvery } from '../lib/periodic';
import { releasePlaces, retakePlaces } from './places';
// A cycle with payments.ts (which revives orders through this module): used only at call time.
import { refreshOrderPayments } from './payments';

export interface HoldSettings {
  /** PromptPay and card orders. */
  onlineMinutes: number;
  /** Bank-transfer orders with no slip yet. */
  transferHours: number;
}

export const DEFAULT_HOLDS: HoldSettings = { onlineMinutes: 30, transferHours: 48 };

type OrderRow = typeof orders.$inferSelect;

/** Until when a new unpaid order with this payment method holds its places (null: no deadline). */
export function holdDeadline(paymentMethod: string, from: Date, holds: HoldSettings): Date | null {
  if (paymentMethod === 'DIRECT') return new Date(from.getTime() + holds.transferHours * 3_600_000);
  if (paymentMethod.startsWith('PP_') || paymentMethod.startsWith('CC_')) {
    return new Date(from.getTime() + holds.onlineMinutes * 60_000);
  }
  return null;
}

/** Asks the provider about the order's open charges; settles them (which may make the order PAID). */
type Refresh = (orderId: number) => Promise<void>;

async function hasOpenCharge(db: Db, orderId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'creating'])))
    .limit(1);
  return Boolean(open);
}

/**
 * Expires the given orders that are still INITIAL and past their deadline, each in its own
 * transaction (one slow order never holds the others' locks). Returns how many expired.
 */
async function expireOrders(db: Db, ids: number[], now: Date): Promise<number> {
  let expired = 0;
  for (const id of ids) {
    const done = await db.transaction(async (tx) => {
      // SKIP LOCKED: an order another process is expiring (or a payment is settling) is left to it.
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, 'INITIAL'), lte(orders.expiresAt, now)))
        .for('update', { skipLocked: true });
      if (!order) return false;
      await tx.update(orders).set({ status: 'EXPIRED', updatedAt: now }).where(eq(orders.id, order.id));
      const released = await releasePlaces(tx, order);
      await tx.insert(orderHistory).values({
        orderId: order.id,
        at: now,
        actor: 'system',
        action: 'expired',
        detail: { places_released: released, deadline: order.expiresAt!.toISOString() },
      });
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

/**
 * One pass of the sweep: up to `limit` due orders, oldest deadline first. Orders with an open charge
 * are checked with the provider first and skipped if that made them paid.
 */
export async function expireHolds(db: Db, refresh: Refresh, now = new Date(), limit = 200): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'INITIAL'), isNotNull(orders.expiresAt), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  for (const { id } of due) if (await hasOpenCharge(db, id)) await refresh(id);
  return expireOrders(
    db,
    due.map((d) => d.id),
    now,
  );
}

/** The order page's check: expires this order now if its hold has run out. */
export async function expireIfDue(
  db: Db,
  provider: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'status' | 'expiresAt'>,
  now = new Date(),
): Promise<boolean> {
  if (order.status !== 'INITIAL' || !order.expiresAt || order.expiresAt > now) return false;
  if (await hasOpenCharge(db, order.id)) await refreshOrderPayments(db, provider, order.id);
  return (await expireOrders(db, [order.id], now)) > 0;
}

/**
 * A payment arrived for an order that expired meanwhile: the runner paid, so the order is taken back
 * and marked PAID if its places can be taken again. Returns false (nothing changed) when the event or
 * a race type has filled, or one of its people has registered again elsewhere.
 */
export async function revivePaidOrder(
  db: Db,
  orderId: number,
  paid: { actor: string; detail: Record<string, unknown>; paymentRef: string },
  now = new Date(),
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, 'EXPIRED')))
        .for('update');
      if (!order) return false;
      const names = await tx
        .select({ id: runTypes.id, name: runTypes.name })
        .from(runTypes)
        .where(eq(runTypes.eventId, order.eventId));
      await retakePlaces(tx, order, (id) => names.find((n) => n.id === id)?.name ?? '');
      await tx
        .update(orders)
        .set({ status: 'PAID', paidAt: now, paymentRef: paid.paymentRef, updatedAt: now })
        .where(eq(orders.id, order.id));
      await tx.insert(orderHistory).values({
        orderId: order.id,
        at: now,
        actor: paid.actor,
        action: 'paid',
        detail: { ...paid.detail, after_expiry: true },
      });
      await giveLateBibs(tx, order.eventId, order.id);
      return true;
    });
  } catch (err) {
    // Full again, or a person of the order registered anew: the payment is recorded for a refund.
    if ((err instanceof AppError && err.statusCode === 409) || pgError(err)?.code === PG.UNIQUE_VIOLATION)
      return false;
    throw err;
  }
}

/**
 * Runs the sweep every `everySeconds` in this process until `stop()` is called. A failed pass is
 * logged and the next one tries again.
 */
export function startHoldSweeper(
  db: Db,
  refresh: Refresh,
  everySeconds: number,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  return runEvery(everySeconds, () => expireHolds(db, refresh), log, {
    done: (n) => {
      if (n) log.info({ expired: n }, 'unpaid orders expired; their places are free again');
    },
    failed: 'hold sweep failed; retrying next time',
  });
}
