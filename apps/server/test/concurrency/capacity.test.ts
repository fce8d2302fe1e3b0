/**
 * The capacity guard under real concurrency (PostgreSQL, many connections). As pretix's
 * concurrency tests do, first show the race is real with the guard off, then that the guard stops it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { eventPlaces, events, orders, runners, runTypePlaces, runTypes, shirts } from '../../src/db/schema';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { createOrder, type CapacityGuard } from '../../src/orders/place-order';
import { getEventDetail } from '../../src/services/events/events';
import { AppError } from '../../src/lib/errors';
import { createTestDatabase, type TestDatabase } from '../helper';
import { nextThaiId, orderFor, runnerFor } from '../support/orders';

if (!process.env.TEST_DATABASE_URL) {
  throw new Error('The concurrency tests need PostgreSQL: set TEST_DATABASE_URL (see .ci/run).');
}

const KEY = 'bangkok-riverside-marathon-2027';
const PLACES_LEFT = 50;
const BUYERS = 300;

let database: TestDatabase;
let event: EventDetail;
let eventId: number;

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 40 });
  await seedDemoIfEmpty(database.db);
  event = await getEventDetail(database.db, KEY);
  eventId = event.id;
});
afterAll(async () => {
  await database?.destroy();
});

/** Leaves exactly PLACES_LEFT places and no orders of this event. */
beforeEach(async () => {
  await database.db.delete(runners).where(eq(runners.eventId, eventId));
  await database.db.delete(orders).where(eq(orders.eventId, eventId));
  await database.db
    .update(events)
    .set({ participantLimit: 1000 + PLACES_LEFT })
    .where(eq(events.id, eventId));
  await database.db.update(eventPlaces).set({ taken: 1000 }).where(eq(eventPlaces.eventId, eventId));
});

async function rush(guard: CapacityGuard, payloads: unknown[]) {
  const results = await Promise.allSettled(
    payloads.map((p) => createOrder(database.db, p, { capacityGuard: guard })),
  );
  const sold = results.filter((r) => r.status === 'fulfilled').length;
  const refusals = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => (r.reason instanceof AppError ? r.reason.key : String(r.reason)));
  const [taken] = await database.db
    .select({ n: eventPlaces.taken })
    .from(eventPlaces)
    .where(eq(eventPlaces.eventId, eventId));
  const [active] = await database.db
    .select({ n: count() })
    .from(runners)
    .where(and(eq(runners.eventId, eventId), eq(runners.isActive, true)));
  return { sold, refusals, counter: taken!.n - 1000, runnersStored: active!.n };
}

const distinctBuyers = () => Array.from({ length: BUYERS }, () => orderFor(event, [runnerFor(event)]));

describe(`${BUYERS} buyers for the last ${PLACES_LEFT} places`, () => {
  it('without the guard, the race oversells (the test switch only)', async () => {
    const r = await rush('unguarded', distinctBuyers());
    // More orders than places: the check-then-write lost updates under concurrency.
    expect(r.sold).toBeGreaterThan(PLACES_LEFT);
    expect(r.runnersStored).toBeGreaterThan(PLACES_LEFT);
    expect(r.counter).toBeLessThan(r.sold);
  });

  it('with the guard, exactly the places left are sold and everyone else hears the event is full', async () => {
    const r = await rush('atomic', distinctBuyers());
    expect(r.sold).toBe(PLACES_LEFT);
    expect(r.counter).toBe(PLACES_LEFT);
    expect(r.runnersStored).toBe(PLACES_LEFT);
    expect(r.refusals).toHaveLength(BUYERS - PLACES_LEFT);
    expect(new Set(r.refusals)).toEqual(new Set(['event.full']));
    const twice = await database.db
      .select({ idCard: runners.idCard })
      .from(runners)
      .where(eq(runners.eventId, eventId))
      .groupBy(runners.idCard)
      .having(sql`count(*) > 1`);
    expect(twice).toEqual([]);
  });

  it('the same person submitted 20 times at once for one run type gets one entry', async () => {
    const idCard = nextThaiId();
    const payloads = Array.from({ length: 20 }, (_, i) =>
      orderFor(event, [runnerFor(event, { id_card: idCard, mobile_no: `08${String(i).padStart(8, '0')}` })]),
    );
    const r = await rush('atomic', payloads);
    expect(r.sold).toBe(1);
    expect(new Set(r.refusals)).toEqual(new Set(['runner.exists']));
    const stored = await database.db
      .select()
      .from(runners)
      .where(and(eq(runners.eventId, eventId), eq(runners.idCard, idCard)));
    expect(stored).toHaveLength(1);
    expect(r.counter).toBe(1);
  });

  it("a race type's own limit holds too: exactly its places left are sold, the rest hear which race is full", async () => {
    const runType = event.run_type.find((r) => r.team_size === 1)!;
    await database.db.update(events).set({ participantLimit: null }).where(eq(events.id, eventId));
    await database.db.update(runTypes).set({ participantLimit: 1010 }).where(eq(runTypes.id, runType.id));
    await database.db
      .update(runTypePlaces)
      .set({ taken: 1000 })
      .where(eq(runTypePlaces.runTypeId, runType.id));
    try {
      const r = await rush(
        'atomic',
        Array.from({ length: 100 }, () => orderFor(event, [runnerFor(event, {}, { runType })])),
      );
      expect(r.sold).toBe(10);
      expect(r.runnersStored).toBe(10);
      expect(new Set(r.refusals)).toEqual(new Set(['run_type.full']));
      const [counter] = await database.db
        .select({ n: runTypePlaces.taken })
        .from(runTypePlaces)
        .where(eq(runTypePlaces.runTypeId, runType.id));
      expect(counter!.n).toBe(1010);
    } finally {
      await database.db.update(runTypes).set({ participantLimit: null }).where(eq(runTypes.id, runType.id));
    }
  });

  it('a shirt size with a stock sells exactly its stock to buyers at once', async () => {
    await database.db.update(events).set({ participantLimit: null }).where(eq(events.id, eventId));
    const shirt = event.t_shirt.find((s) => s.run_type_id === 0)!;
    await database.db.update(shirts).set({ stock: 5 }).where(eq(shirts.id, shirt.id));
    try {
      const r = await rush(
        'atomic',
        Array.from({ length: 40 }, () => orderFor(event, [runnerFor(event, { t_shirt_id: shirt.id })])),
      );
      expect(r.sold).toBe(5);
      expect(new Set(r.refusals)).toEqual(new Set(['shirt.sold_out']));
      const [held] = await database.db
        .select({ n: count() })
        .from(runners)
        .where(and(eq(runners.shirtId, shirt.id), eq(runners.isActive, true)));
      expect(held!.n).toBe(5);
    } finally {
      await database.db.update(shirts).set({ stock: null }).where(eq(shirts.id, shirt.id));
    }
  });
});
