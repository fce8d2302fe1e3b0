/**
 * Issue 9 under real concurrency (PostgreSQL, many connections): twin submits with one
 * Idempotency-Key, two expiry sweeps at once, a stuck lock on the event row, two card payments at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { EventDetail } from '@raceday/domain';
import { eventPlaces, events, orderHistory, orders, payments, runners } from '../../src/db/schema';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { createOrder } from '../../src/orders/place-order';
import { expireHolds } from '../../src/orders/holds';
import { createCardPayment } from '../../src/services/money/payments';
import { getEventDetail } from '../../src/services/events/events';
import { SandboxProvider } from '../../src/payments/sandbox';
import { AppError } from '../../src/lib/errors';
import { createTestDatabase, type TestDatabase } from '../helper';
import { orderFor, runnerFor } from '../support/orders';
import { eventPlacesTaken } from '../../src/orders/places-taken';

if (!process.env.TEST_DATABASE_URL) {
  throw new Error('The concurrency tests need PostgreSQL: set TEST_DATABASE_URL (see .ci/run).');
}

const KEY = 'bangkok-riverside-marathon-2027';
let database: TestDatabase;
let event: EventDetail;

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 40 });
  await seedDemoIfEmpty(database.db);
  event = await getEventDetail(database.db, KEY);
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.db.delete(runners).where(eq(runners.eventId, event.id));
  await database.db.delete(orders).where(eq(orders.eventId, event.id));
  await database.db
    .update(events)
    .set({ participantLimit: null, isLimitParticipate: false })
    .where(eq(events.id, event.id));
  await database.db.update(eventPlaces).set({ taken: 0 }).where(eq(eventPlaces.eventId, event.id));
});

const refusal = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? (r.reason instanceof AppError ? r.reason.key : String(r.reason)) : 'ok';

describe('twin submits with one Idempotency-Key', () => {
  it('100 submits of one order at once make one order, and every one of them answers with it', async () => {
    const body = orderFor(event, [runnerFor(event), runnerFor(event)]);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        createOrder(database.db, body, { idempotencyKey: 'twins-at-ten-sharp' }),
      ),
    );
    expect(results.map(refusal).filter((x) => x !== 'ok')).toEqual([]);
    const uuids = new Set(results.map((r) => (r as PromiseFulfilledResult<{ uuid: string }>).value.uuid));
    expect(uuids.size).toBe(1);
    expect(await database.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(1);
    expect(await eventPlacesTaken(database.db, event.id)).toBe(2);
  });
});

describe('two expiry sweeps at once (two server processes)', () => {
  it('expire each due order once and give each place back once', async () => {
    const placed = await Promise.all(
      Array.from({ length: 40 }, () => createOrder(database.db, orderFor(event, [runnerFor(event)]))),
    );
    expect(await eventPlacesTaken(database.db, event.id)).toBe(40);
    const later = new Date(Date.now() + 31 * 60_000);
    const noRefresh = async () => undefined;
    const [a, b] = await Promise.all([
      expireHolds(database.db, noRefresh, later),
      expireHolds(database.db, noRefresh, later),
    ]);
    expect(a + b).toBe(40);
    expect(await eventPlacesTaken(database.db, event.id)).toBe(0);
    const ids = (
      await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          inArray(
            orders.uuid,
            placed.map((p) => p.uuid),
          ),
        )
    ).map((o) => o.id);
    const expired = await database.db
      .select()
      .from(orderHistory)
      .where(and(inArray(orderHistory.orderId, ids), eq(orderHistory.action, 'expired')));
    expect(expired).toHaveLength(40);
  });
});

describe("a stuck lock on the event's places counter", () => {
  it('makes order creation fail fast with a 503 to retry, not wait for ever', async () => {
    // Another session (an admin's long query, a stuck worker) holds the row every order updates.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select * from event_places where event_id = $1 for update', [event.id]);
      const started = Date.now();
      const result = await createOrder(database.db, orderFor(event, [runnerFor(event)])).then(
        () => null,
        (err: unknown) => err,
      );
      const waited = Date.now() - started;
      expect(result).toBeInstanceOf(AppError);
      expect(result).toMatchObject({ statusCode: 503, key: 'http.busy', retryAfter: 5 });
      // Bounded by the lock timeout (3 s), far from a hung request.
      expect(waited).toBeLessThan(15_000);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    // Nothing half-saved.
    expect(await database.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(0);
    expect(await database.db.select().from(runners).where(eq(runners.eventId, event.id))).toHaveLength(0);
  });
});

describe('card payments at once', () => {
  it('20 card payments of one order with 20 cards: one charge, the rest asked to wait', async () => {
    const provider = new SandboxProvider(database.db, { promptPayId: '0812345678' });
    const created = await createOrder(
      database.db,
      orderFor(event, [runnerFor(event)], { payment_method: 'CC_OPN' }),
    );
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () =>
        provider.createCardToken({ number: '4242424242424242', expiryMonth: 12, expiryYear: 2099 }),
      ),
    );
    const results = await Promise.allSettled(
      tokens.map((cardToken) =>
        createCardPayment(database.db, provider, { uuid: created.uuid, cardToken, returnUri: 'http://x/' }),
      ),
    );
    const outcomes = results.map(refusal);
    expect(outcomes.filter((x) => x === 'ok')).toHaveLength(1);
    expect(new Set(outcomes.filter((x) => x !== 'ok'))).toEqual(new Set(['payment.in_progress']));
    const [o] = await database.db.select().from(orders).where(eq(orders.uuid, created.uuid));
    const charges = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, o!.id), sql`${payments.providerChargeId} is not null`));
    expect(charges).toHaveLength(1);
  });
});
