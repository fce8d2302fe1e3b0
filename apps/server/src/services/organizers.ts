/** What an organizer may see: the events linked to them; the super-admin sees every event. */
import { and, asc, eq } from 'drizzle-orm';
import { formatDate, formatDateTime, yn, type Language } from '@raceday/domain';
import { ALL_ADMIN_KEY } from '@raceday/domain';
import type { Db } from '../db/client';
import { events, organizerEvents, type EventRow } from '../db/schema';
import { AppError } from '../lib/errors';
import type { UserRow } from './accounts';

export { ALL_ADMIN_KEY };

export async function organizerEventList(db: Db, user: UserRow, lang: Language) {
  const rows =
    user.role === 'ssadmin'
      ? await db.select().from(events).orderBy(asc(events.eventDate))
      : await db
          .select({ e: events })
          .from(events)
          .innerJoin(organizerEvents, eq(organizerEvents.eventId, events.id))
          .where(eq(organizerEvents.userId, user.id))
          .orderBy(asc(events.eventDate))
          .then((r) => r.map((x) => x.e));
  return rows.map((e) => ({
    title: e.title,
    title_en: e.titleEn,
    event_key: e.eventKey,
    event_date: e.eventDate,
    event_date_text: formatDate(e.eventDate, lang),
    registration_start_text: formatDateTime(e.registrationStartAt, lang),
    registration_end_text: formatDateTime(e.registrationEndAt, lang),
    payment_method: e.paymentMethod,
    is_enable_checkbib_function: yn(e.isEnableCheckbibFunction),
  }));
}

/**
 * May this user run this event's back office? An event that does not exist is a 404 (the page then
 * shows its not-found screen), never a plain "no".
 */
export async function isAuthorized(db: Db, user: UserRow, eventKey: string): Promise<boolean> {
  if (eventKey === ALL_ADMIN_KEY) return user.role === 'ssadmin';
  const [row] = await db
    .select({ id: events.id, linked: organizerEvents.userId })
    .from(events)
    .leftJoin(
      organizerEvents,
      and(eq(organizerEvents.eventId, events.id), eq(organizerEvents.userId, user.id)),
    )
    .where(eq(events.eventKey, eventKey))
    .limit(1);
  if (!row) throw new AppError(404, 'event.not_found');
  if (user.role === 'ssadmin') return true;
  return user.role === 'organizer' && row.linked !== null;
}

/**
 * The event a per-event back-office call is about: 404 when there is no such event, 403 when this
 * user may not run it. Every per-event back-office service starts here.
 */
export async function eventForUser(db: Db, user: UserRow, eventKey: string): Promise<EventRow> {
  if (!(await isAuthorized(db, user, eventKey))) throw new AppError(403, 'backoffice.not_authorized');
  const [event] = await db.select().from(events).where(eq(events.eventKey, eventKey)).limit(1);
  return event!;
}
