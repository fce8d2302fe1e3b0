/**
 * Who may see an order's personal data. An order's UUID travels (links, chat groups, a screenshot of
 * the payment page), so knowing it is enough to see and pay the order, never to read the runners'
 * e-mails, birth dates, emergency contacts or address. Those are shown only to:
 * - the browser that created the order, which keeps the order's access key (returned once at create
 *   time; the page keeps it, and links that carry it put it in the URL fragment, never sent to a server);
 * - a runner who proves the order is theirs (mobile number and ID card, services/people/lookups.ts);
 * - the logged-in member who placed it;
 * - the event's organizers (an `organizer` link to it) and the super-admin; never its bib desk.
 *
 * The key is an HMAC of the order's UUID under a server secret, so nothing extra is stored and any
 * server process can check it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizerEvents } from '../db/schema';
import type { UserRow } from '../services/people/accounts';

export type OrderViewer = 'owner' | 'staff' | 'public';

export class OrderAccess {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so an order key can never be confused with a login token's signature.
    this.key = createHmac('sha256', secret).update('raceday order access v1').digest();
  }

  /** The order's access key: 32 URL-safe characters. */
  keyFor(uuid: string): string {
    return createHmac('sha256', this.key).update(uuid.toLowerCase()).digest('base64url').slice(0, 32);
  }

  matches(uuid: string, given: string | undefined | null): boolean {
    if (!given) return false;
    const expected = Buffer.from(this.keyFor(uuid));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

/**
 * May this user read the event's orders in full: one of its organizers (an `organizer` link to this
 * event), or the super-admin? The bib desk (a `desk` link) is not: its own calls (the bib check's
 * search, scan and hand-over) give it what the desk needs, and an order page shows it the masked view
 * anyone holding the link sees.
 */
export async function isStaffOf(db: Db, user: UserRow | null, eventId: number): Promise<boolean> {
  if (!user) return false;
  if (user.role === 'ssadmin') return true;
  if (user.role !== 'organizer') return false;
  const [link] = await db
    .select({ userId: organizerEvents.userId })
    .from(organizerEvents)
    .where(
      and(
        eq(organizerEvents.userId, user.id),
        eq(organizerEvents.eventId, eventId),
        eq(organizerEvents.role, 'organizer'),
      ),
    )
    .limit(1);
  return Boolean(link);
}

export async function viewerOf(
  db: Db,
  access: OrderAccess,
  order: { uuid: string; userId: number | null; eventId: number },
  who: { accessKey?: string | null; user: UserRow | null },
): Promise<OrderViewer> {
  if (access.matches(order.uuid, who.accessKey)) return 'owner';
  if (who.user && order.userId === who.user.id) return 'owner';
  if (await isStaffOf(db, who.user, order.eventId)) return 'staff';
  return 'public';
}
