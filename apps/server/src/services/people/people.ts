/**
 * Which runner rows are an event's people: the condition the participant check, the bib desk, the
 * counts and the downloads share. A runner row stops counting once its order is deleted, expired or
 * cancelled (orders/places-taken.ts sets it inactive).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { orders, runners } from '../../db/schema';

/** The active runner rows of one event, and whatever else `also` asks (a condition on orders needs the query to join them). */
export function activePeopleOf(eventId: number, ...also: (SQL | undefined)[]): SQL {
  return and(eq(runners.eventId, eventId), eq(runners.isActive, true), ...also)!;
}

/** The people of one event's PAID orders, those who get a bib (the query must join orders). */
export function paidPeopleOf(eventId: number, ...also: (SQL | undefined)[]): SQL {
  return activePeopleOf(eventId, eq(orders.status, 'PAID'), ...also);
}
