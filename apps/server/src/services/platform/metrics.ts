/**
 * The business figures /metrics shows (plugins/metrics.ts), read from the database at scrape time:
 * a few small indexed queries, cached for a few seconds and shared by scrapes that arrive together,
 * so a scrape storm costs the database one read per interval. Nothing here names a person: events by
 * their public key, e-mails and payments by status only.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exactNumber } from '../../db/sums';

export interface OpenEventFigures {
  eventKey: string;
  /** Places in unpaid orders that still hold them (status INITIAL). */
  heldUnpaid: number;
  /** Places left under the event's participant limit; null when the event has none. */
  placesLeft: number | null;
  /** Orders of the event whose hold ran out unpaid (status EXPIRED). */
  holdsExpired: number;
}

export interface BusinessFigures {
  openEvents: OpenEventFigures[];
  /** E-mails by status (QUEUED, SENT, FAILED, SKIPPED). */
  emails: Record<string, number>;
  /** Age of the oldest queued e-mail in seconds; 0 when none waits. */
  oldestQueuedEmailSeconds: number;
  /** Payments by provider and status as the provider last said. */
  payments: { provider: string; status: string; count: number }[];
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export async function readBusinessFigures(db: Db): Promise<BusinessFigures> {
  // Open: published, not closed by hand, inside its registration window. The per-event counts use
  // orders_event_status_idx (event_id, status).
  const events = rowsOf<{ event_key: string; held: unknown; expired: unknown; places_left: unknown }>(
    await db.execute(sql`
      select e.event_key,
        (select coalesce(sum(o.places_count), 0)::bigint from orders o
          where o.event_id = e.id and o.status = 'INITIAL') as held,
        (select count(*) from orders o where o.event_id = e.id and o.status = 'EXPIRED') as expired,
        case when e.is_limit_participate and e.participant_limit is not null
          then e.participant_limit - coalesce(p.taken, 0) end as places_left
      from events e left join event_places p on p.event_id = e.id
      where e.is_published and not e.is_registration_closed
        and now() >= e.registration_start_at and now() < e.registration_end_at
      order by e.id`),
  );
  // email_outbox_due_idx (status, next_attempt_at) serves both.
  const emails = rowsOf<{ status: string; n: unknown }>(
    await db.execute(sql`select status, count(*) as n from email_outbox group by status`),
  );
  const oldest = rowsOf<{ age: unknown }>(
    await db.execute(
      sql`select coalesce(floor(extract(epoch from now() - min(created_at))), 0)::bigint as age
          from email_outbox where status = 'QUEUED'`,
    ),
  );
  const payments = rowsOf<{ provider: string; status: string; n: unknown }>(
    await db.execute(sql`select provider, status, count(*) as n from payments group by provider, status`),
  );
  return {
    openEvents: events.map((e) => ({
      eventKey: e.event_key,
      heldUnpaid: exactNumber(e.held),
      holdsExpired: exactNumber(e.expired),
      placesLeft: e.places_left === null || e.places_left === undefined ? null : exactNumber(e.places_left),
    })),
    emails: Object.fromEntries(emails.map((r) => [r.status, exactNumber(r.n)])),
    oldestQueuedEmailSeconds: Math.max(0, exactNumber(oldest[0]?.age ?? 0)),
    payments: payments.map((p) => ({ provider: p.provider, status: p.status, count: exactNumber(p.n) })),
  };
}

/**
 * readBusinessFigures at most once per `maxAgeMs`; scrapes arriving while a read runs share it. A
 * failed read is not kept (the next scrape tries again) and the error goes to the caller.
 */
export function cachedBusinessFigures(
  db: Db,
  maxAgeMs: number,
  now: () => number = Date.now,
): () => Promise<BusinessFigures> {
  let last: { at: number; figures: Promise<BusinessFigures> } | undefined;
  return () => {
    if (last && now() - last.at < maxAgeMs) return last.figures;
    const entry = { at: now(), figures: readBusinessFigures(db) };
    entry.figures.catch(() => {
      if (last === entry) last = undefined;
    });
    last = entry;
    return entry.figures;
  };
}
