/**
 * What an organizer may see: the events linked to them; the super-admin sees every event. A link is
 * an `organizer` one (everything of that event) or a `desk` one (the bib pick-up check only).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, eq } from 'drizzle-orm';
import { formatDate, formatDateTime, yn, type Language } from '@raceday/domain';
import { ALL_ADMIN_KEY } from '@raceday/domain';
import type { StaffRole } from '@raceday/domain/validation';
import type { Db } from '../../db/client';
import { events, organizerEvents, type EventRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../people/accounts';

export { ALL_ADMIN_KEY };

export async function organizerEventList(db: Db, user: UserRow, lang: Language) {
  const rows: { e: EventRow; role: StaffRole }[] =
    user.role === 'ssadmin'
      ? (await db.select().from(events).orderBy(asc(events.eventDate))).map((e) => ({
          e,
          role: 'organizer' as const,
        }))
      : await db
          .select({ e: events, role: organizerEvents.role })
          .from(events)
          .innerJoin(organizerEvents, eq(organizerEvents.eventId, events.id))
          .where(eq(organizerEvents.userId, user.id))
          .orderBy(asc(events.eventDate));
  return rows.map(({ e, role }) => ({
    title: e.title,
    title_en: e.titleEn,
    event_key: e.eventKey,
    event_date: e.eventDate,
    event_date_text: formatDate(e.eventDate, lang),
    registration_start_text: formatDateTime(e.registrationStartAt, lang),
    registration_end_text: formatDateTime(e.registrationEndAt, lang),
    payment_method: e.paymentMethod,
    is_enable_checkbib_function: yn(e.isEnableCheckbibFunction),
    role,
  }));
}

/**
 * How much of this event the user may run: `organizer` (everything; the super-admin always),
 * `desk` (the bib check only) or null (nothing). An event that does not exist is a 404.
 */
export async function staffRoleOf(db: Db, user: UserRow, eventKey: string): Promise<StaffRole | null> {
  return (await eventAndRole(db, user, eventKey)).role;
}

/** The event (404 when there is none) and this user's role in it, in one query. */
async function eventAndRole(
  db: Db,
  user: UserRow,
  eventKey: string,
): Promise<{ event: EventRow; role: StaffRole | null }> {
  const [row] = await db
    .select({ event: events, role: organizerEvents.role })
    .from(events)
    .leftJoin(
      organizerEvents,
      and(eq(organizerEvents.eventId, events.id), eq(organizerEvents.userId, user.id)),
    )
    .where(eq(events.eventKey, eventKey))
    .limit(1);
  if (!row) throw new AppError(404, 'event.not_found');
  if (user.role === 'ssadmin') return { event: row.event, role: 'organizer' };
  return { event: row.event, role: user.role === 'organizer' ? row.role : null };
}

/**
 * May this user open this event's back-office pages at all (the pages' gate, POST
 * /v1/organizer/authorization)? Any staff link says yes, a `desk` one included: the gate then shows
 * the bib check page, and every data call checks the role it needs (eventForUser). An event that
 * does not exist is a 404 (the page then shows its not-found screen), never a plain "no".
 */
export async function isAuthorized(db: Db, user: UserRow, eventKey: string): Promise<boolean> {
  if (eventKey === ALL_ADMIN_KEY) return user.role === 'ssadmin';
  return (await staffRoleOf(db, user, eventKey)) !== null;
}

/**
 * The least staff role the calls run inside `withDeskAccess` need. A call outside needs `organizer`:
 * a new per-event call is closed to the desk unless its route opens it on purpose.
 */
const deskScope = new AsyncLocalStorage<'desk'>();

/**
 * Runs a call that the desk staff may make too (the bib pick-up check: its search and its hand-over).
 * Every eventForUser inside it accepts a `desk` link as well as an `organizer` one.
 */
export function withDeskAccess<T>(call: () => Promise<T>): Promise<T> {
  return deskScope.run('desk', call);
}

/**
 * The event a per-event back-office call is about: 404 when there is no such event, 403 when this
 * user may not run it. Every per-event back-office service starts here. `need` is the least role the
 * call needs: `organizer` unless given or the call runs inside withDeskAccess.
 */
export async function eventForUser(
  db: Db,
  user: UserRow,
  eventKey: string,
  need: StaffRole = deskScope.getStore() ?? 'organizer',
): Promise<EventRow> {
  if (eventKey === ALL_ADMIN_KEY && user.role !== 'ssadmin')
    throw new AppError(403, 'backoffice.not_authorized');
  const { event, role } = await eventAndRole(db, user, eventKey);
  if (role === null || (need === 'organizer' && role !== 'organizer'))
    throw new AppError(403, 'backoffice.not_authorized');
  return event;
}
