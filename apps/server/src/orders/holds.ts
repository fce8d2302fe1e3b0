/**
 * Unpaid orders hold their places for a limited time, then expire and give them back: without this
 * one client could take every place of an event with orders it never pays (5,399 places in 18 s).
 *
 * - An order paid online (PromptPay, card) holds its places for `onlineMinutes`; its PromptPay QR
 *   expires at the same moment, so a runner cannot pay an order that has let its places go.
 * - A bank-transfer order holds them for `transferHours`. A verified slip (a Thai bank mini-QR no other
 *   order used) extends the hold to at most the event's `slip_hold_hours` from the order, never
 *   without a deadline; an unverified slip leaves the deadline where it was (services/money/slips.ts).
 *   After that the order expires like any other; the organizer still sees its slip.
 * - The places one client holds unpaid at once are bounded per address and per device
 *   (raceday_place_order's counters, migration 0023); the organizer can withdraw an address's unpaid orders
 *   without a slip at once (releaseHeldByAddress).
 * - Free and fully discounted orders are PAID at once and hold nothing.
 *
 * The sweep runs in every server process: each claims due orders with FOR UPDATE SKIP LOCKED, and an
 * order leaves INITIAL by a conditional update, so two processes never expire one order twice.
 * Before expiring an order with an open charge, the provider is asked once more (a missed webhook
 * must not cost a runner who paid their place). A payment that still arrives later revives the
 * order if its places can be taken again (orders/state.ts#revivePaidOrder). The order page only
 * reads: it shows a due order as expired, the sweep expires it.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import { runEvery } from '../lib/periodic';
import { addressLabel } from '../lib/client-identity';
import { expireOrder } from './state';
import type { UserRow } from '../services/people/accounts';
import { withdrawUnpaidOrder } from './order-admin';
import { eventForUser } from '../services/events/organizers';
import { refreshOrderPayments } from '../services/money/payments';

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

/**
 * Until when a bank-transfer order with a slip holds its places: a verified slip extends the hold to
 * `created + slipHoldHours` (never shortens it), an unverified one leaves it where it was.
 */
export function slipDeadline(
  order: { createdAt: Date; expiresAt: Date | null },
  slipHoldHours: number,
  verified: boolean,
): Date | null {
  if (!verified) return order.expiresAt;
  const limit = new Date(order.createdAt.getTime() + slipHoldHours * 3_600_000);
  return order.expiresAt && order.expiresAt > limit ? order.expiresAt : limit;
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
      return expireOrder(tx, order, now);
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

/**
 * Expires this one order now if its hold has run out, as the sweep does (asking the provider first
 * when a charge is open). The order page no longer calls it: a read never writes; the page shows
 * such an order as expired from its deadline and the sweep expires it.
 */
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

/**
 * The client addresses holding the most unpaid places of an event, most first: a short opaque label
 * each (lib/client-identity.ts#addressLabel), its places, orders, and orders without a slip.
 */
export async function topHolders(db: Db, eventId: number, limit = 5) {
  const rows = await db
    .select({
      addressKey: orders.addressKey,
      places: sql<number>`sum(${orders.placesCount})`.mapWith(Number),
      orders: sql<number>`count(*)`.mapWith(Number),
      releasable: sql<number>`count(*) filter (where ${orders.paymentSlipUrl} is null)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, 'INITIAL'), isNotNull(orders.addressKey)))
    .groupBy(orders.addressKey)
    .orderBy(desc(sql`sum(${orders.placesCount})`), asc(orders.addressKey))
    .limit(limit);
  return rows.map((r) => ({
    holder: addressLabel(r.addressKey!),
    places: r.places,
    orders: r.orders,
    releasable_orders: r.releasable,
  }));
}

/**
 * POST /v1/organizer/release-held: withdraws the event's unpaid orders without a slip placed from
 * the address the report labels `holder`, each as the organizer's delete does (places, race-type
 * places, shirts and coupon uses back; a 'deleted' history row naming the release). Orders paid or
 * given a slip meanwhile are left alone.
 */
export async function releaseHeldByAddress(
  db: Db,
  user: UserRow,
  eventKey: string,
  holder: string,
): Promise<{ orders: number; places: number }> {
  const event = await eventForUser(db, user, eventKey);
  const held = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.eventId, event.id),
        eq(orders.status, 'INITIAL'),
        isNull(orders.paymentSlipUrl),
        // The label is the key's first 8 characters (base64url, so no LIKE wildcard in it).
        sql`${orders.addressKey} like ${`${holder}%`}`,
      ),
    )
    .orderBy(asc(orders.id));
  let released = { orders: 0, places: 0 };
  for (const order of held) {
    if (await withdrawUnpaidOrder(db, order, `user:${user.id}`, { released_held_by: holder })) {
      released = { orders: released.orders + 1, places: released.places + order.placesCount };
    }
  }
  return released;
}
