import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { isValidThaiId } from '@raceday/domain';
import {
  events,
  orders,
  organizerEvents,
  runners,
  runTypePlaces,
  runTypes,
  users,
} from '../../src/db/schema';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../src/db/seed/demo';
import { createTestDatabase, type TestDatabase } from '../helper';
import { eventPlacesTaken } from '../../src/orders/places-taken';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('demo data', () => {
  it('loads into an empty database once, and never into one that has events', async () => {
    expect(await seedDemoIfEmpty(database.db)).toEqual({ events: 8 });
    expect(await seedDemoIfEmpty(database.db)).toBeNull();
    const [n] = await database.db.select({ n: count() }).from(events);
    expect(n!.n).toBe(8);
  });

  it('fills the full event with real orders whose runners match the places taken', async () => {
    const [full] = await database.db
      .select()
      .from(events)
      .where(eq(events.eventKey, 'khonkaen-night-run-2027'));
    expect(await eventPlacesTaken(database.db, full!.id)).toBe(40);
    expect(full!.participantLimit).toBe(40);
    const [r] = await database.db.select({ n: count() }).from(runners).where(eq(runners.eventId, full!.id));
    expect(r!.n).toBe(40);
    const [o] = await database.db
      .select({ places: sql<number>`sum(${orders.placesCount})::int` })
      .from(orders)
      .where(eq(orders.eventId, full!.id));
    expect(o!.places).toBe(40);
    const ids = await database.db.select({ id: runners.idCard }).from(runners);
    expect(ids.every((x) => isValidThaiId(x.id))).toBe(true);
    const typeTotals = await database.db
      .select({ taken: sql<number>`sum(${runTypePlaces.taken})::int` })
      .from(runTypes)
      .innerJoin(runTypePlaces, eq(runTypePlaces.runTypeId, runTypes.id))
      .where(eq(runTypes.eventId, full!.id));
    expect(typeTotals[0]!.taken).toBe(40);
  });

  it('creates the demo organizer (linked to events) and admin with argon2id passwords', async () => {
    const all = await database.db.select().from(users);
    const organizer = all.find((u) => u.email === DEMO_ACCOUNTS.organizer.email)!;
    const admin = all.find((u) => u.email === DEMO_ACCOUNTS.admin.email)!;
    expect(organizer.role).toBe('organizer');
    expect(admin.role).toBe('ssadmin');
    expect(organizer.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(organizer.passwordHash, DEMO_ACCOUNTS.organizer.password)).toBe(true);
    expect(await verify(admin.passwordHash, 'wrong password')).toBe(false);
    const links = await database.db
      .select()
      .from(organizerEvents)
      .where(eq(organizerEvents.userId, organizer.id));
    expect(links.length).toBe(4);
  });

  it('new run types get ids after the explicit team id 138', async () => {
    const [ev] = await database.db.select().from(events).limit(1);
    const [rt] = await database.db
      .insert(runTypes)
      .values({ eventId: ev!.id, name: 'x', price: 0 })
      .returning();
    expect(rt!.id).toBeGreaterThan(138);
  });
});
