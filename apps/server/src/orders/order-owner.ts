/**
 * What the owner of an unpaid order may do with it on its page, so that an unpaid order is never a
 * dead end (issue 26): cancel it (its places, race-type places, shirts and coupon use return at
 * once, and another order may be placed for the same people), or pay it another way the event
 * accepts (a declined card → PromptPay). And the owner's open orders of an event, for the event and
 * registration pages' "you have an unpaid order" banner and the "already registered" answer.
 *
 * The owner is who orders/order-access.ts says: the browser holding the order's access key, or
 * the member who placed it. A stranger holding only the order's uuid may see and pay it, never
 * cancel it or change how it is paid (403). The event's staff withdraw orders in the back office.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { orderPaymentMethods, toBaht, type OrderPaymentMethod } from '@raceday/domain';
import type { OwnOrder } from '@raceday/domain/validation';
import { normalizeIdCard } from '@raceday/domain/validation';
import type { Db } from '../db/client';
import { events, orders, runners } from '../db/schema';
import { AppError, conflict } from '../lib/errors';
import { applyPaymentMethod } from './payment-method';
import { cancelUnpaidOrder } from './state';
import type { PaymentProvider } from '../payments/provider';
import type { UserRow } from '../services/people/accounts';
import { catalogFor } from '../services/events/event-catalog';
import { viewerOf, type OrderAccess } from './order-access';
import { findOrder, liveCardPayment, refreshOrderPayments } from '../services/money/payments';

type OrderRow = typeof orders.$inferSelect;

export interface OwnerDeps {
  db: Db;
  provider: PaymentProvider;
  access: OrderAccess;
}

/** Who asks: the order's access key from this browser, and the signed-in member. */
export interface Asker {
  accessKey?: string | null;
  user: UserRow | null;
}

/** Who cancelled or switched, for the order's history (never a name or an e-mail). */
const actorOf = (who: Asker) => (who.user ? `user:${who.user.id}` : 'owner');

/** The order, if the asker owns it; 403 order.not_owner otherwise (the field: access_key). */
async function ownedOrder(deps: OwnerDeps, uuid: string, who: Asker): Promise<OrderRow> {
  const order = await findOrder(deps.db, uuid);
  if ((await viewerOf(deps.db, deps.access, order, who)) !== 'owner')
    throw new AppError(403, 'order.not_owner', {}, 'access_key');
  return order;
}

/**
 * What may still change an unpaid order: it is INITIAL and its hold has not run out. The provider is
 * asked about its open charges first, so an order paid a moment ago is not cancelled or re-priced.
 */
async function openOrder(deps: OwnerDeps, order: OrderRow, now: Date): Promise<OrderRow> {
  await refreshOrderPayments(deps.db, deps.provider, order.id);
  const fresh = await findOrder(deps.db, order.uuid);
  if (fresh.status === 'INITIAL' && fresh.expiresAt !== null && fresh.expiresAt <= now)
    throw conflict('order.expired');
  if (fresh.status !== 'INITIAL') throw conflict('order.not_open');
  // A card payment still at the provider (the 3-D Secure page open): it may yet succeed.
  if (await liveCardPayment(deps.db, fresh.id)) throw conflict('payment.in_progress');
  return fresh;
}

/**
 * POST /v1/order/cancel: the owner gives up an unpaid order (INITIAL → DELETE, orders/state.ts).
 * Refused (409) once paid or closed, while a card payment is in progress, and once a transfer slip
 * was sent (money may have moved: the organizer decides).
 */
export async function cancelOwnOrder(deps: OwnerDeps, uuid: string, who: Asker): Promise<void> {
  const order = await openOrder(deps, await ownedOrder(deps, uuid, who), new Date());
  if (order.paymentSlipUrl !== null) throw conflict('order.slip_sent');
  const done = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    return locked ? cancelUnpaidOrder(tx, locked, actorOf(who)) : false;
  });
  if (!done) throw conflict('order.not_open');
}

/**
 * POST /v1/order/payment-method: the owner pays an unpaid order another way the event accepts
 * (orderPaymentMethods: PromptPay or card for an online event). Another method is a 400 on
 * payment_method; the same one changes nothing. The hold keeps its deadline.
 */
export async function switchOwnPaymentMethod(
  deps: OwnerDeps,
  uuid: string,
  method: string,
  who: Asker,
): Promise<void> {
  const owned = await ownedOrder(deps, uuid, who);
  const [event] = await deps.db.select().from(events).where(eq(events.id, owned.eventId));
  const accepted = orderPaymentMethods(event!.paymentMethod);
  const wanted = accepted.find((m) => m === method);
  if (!wanted) throw new AppError(400, 'order.method_not_accepted', {}, 'payment_method');
  const order = await openOrder(deps, owned, new Date());
  if (order.paymentMethod === wanted) return;
  if (order.paymentSlipUrl !== null) throw conflict('order.slip_sent');
  if (!(await applyPaymentMethod(deps.db, order, wanted, event!.isFreePaymentFee, actorOf(who))))
    throw conflict('order.not_open');
}

/** The other ways an order may be paid, for its page: its event's methods, when its owner looks and it is open. */
export function switchableMethods(
  order: Pick<OrderRow, 'status' | 'paymentMethod' | 'paymentSlipUrl'>,
  eventMethod: (typeof events.$inferSelect)['paymentMethod'],
): OrderPaymentMethod[] {
  if (order.status !== 'INITIAL' || order.paymentSlipUrl !== null) return [];
  const methods = orderPaymentMethods(eventMethod);
  return methods.length > 1 ? methods : [];
}

/**
 * POST /v1/order/mine: the asker's open orders (unpaid and paid) of an event: those whose access key
 * this browser holds, and the signed-in member's. With `idCard`, each says whether one of its active
 * runners has that ID (the "already registered" answer links to that order).
 */
export async function ownOrdersOfEvent(
  deps: OwnerDeps,
  input: { eventKey: string; keys: { uuid: string; accessKey: string }[]; idCard?: string },
  user: UserRow | null,
): Promise<OwnOrder[]> {
  const { event } = await catalogFor(deps.db).loaded(input.eventKey);
  const held = input.keys.filter((k) => deps.access.matches(k.uuid, k.accessKey)).map((k) => k.uuid);
  const whose: SQL[] = [];
  if (held.length) whose.push(inArray(orders.uuid, held));
  if (user) whose.push(eq(orders.userId, user.id));
  if (!whose.length) return [];
  const now = new Date();
  const rows = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.eventId, event.id), inArray(orders.status, ['INITIAL', 'PAID']), or(...whose)))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(50);
  const open = rows.filter((o) => !(o.status === 'INITIAL' && o.expiresAt !== null && o.expiresAt <= now));
  const wanted = input.idCard ? normalizeIdCard(input.idCard) : null;
  const withId = new Set<number>();
  if (wanted && open.length) {
    const people = await deps.db
      .select({ orderId: runners.orderId, idCard: runners.idCard })
      .from(runners)
      .where(
        and(
          inArray(
            runners.orderId,
            open.map((o) => o.id),
          ),
          eq(runners.isActive, true),
        ),
      );
    for (const p of people) if (normalizeIdCard(p.idCard) === wanted) withId.add(p.orderId);
  }
  return open.map((o) => ({
    uuid: o.uuid,
    access_key: deps.access.keyFor(o.uuid),
    status: o.status as 'INITIAL' | 'PAID',
    payment_method: o.paymentMethod,
    paid_amount: toBaht(o.paidAmount),
    runner_count: o.runnerCount,
    expires_at: o.status === 'INITIAL' ? (o.expiresAt?.toISOString() ?? null) : null,
    has_id_card: withId.has(o.id),
  }));
}
