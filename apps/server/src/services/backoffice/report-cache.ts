/**
 * The back-office screens of an event (the report page's headline and lists, the payout, the order
 * list's counts), kept while the event's data has not changed. Each screen is computed over every
 * order or runner of the event (100-300 ms at 50,000 runners); opening the page again answers from
 * here in a few milliseconds.
 *
 * Right after a change, on every process: the key is the event's data version, read from the database
 * on every call. Triggers add 1 to one of the event's `report_versions` shards in the same transaction
 * as any change of its orders, runners, payments, refunds or order history (migration 0020), and
 * `events.content_version` moves with any change of its setup (race types, shirts, ...). The version
 * is read BEFORE the screen is computed: a change committed in between makes the screen newer than
 * its version, never older, and the next call (which sees the higher version) computes it again.
 * Anything else a screen shows (today's date, the language) is part of its key.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, type EventRow } from '../../db/schema';

/** Screens kept per database; the oldest goes first beyond this. */
const MAX_ENTRIES = 2000;

interface Entry {
  version: string;
  value: unknown;
}

// One cache per database client: tests (and a process) may hold several databases with the same ids.
const caches = new WeakMap<object, Map<string, Entry>>();

/** The event's data version now: its setup's content version and the sum of its change shards. */
export async function eventDataVersion(db: Db, event: Pick<EventRow, 'id'>): Promise<string> {
  const [row] = await db
    .select({
      content: events.contentVersion,
      changes: sql<
        string | null
      >`(select sum(v.version)::text from report_versions v where v.event_id = ${event.id})`,
    })
    .from(events)
    .where(eq(events.id, event.id));
  return `${row?.content ?? 0}:${row?.changes ?? 0}`;
}

/**
 * `compute()`'s answer for this event and key, computed again only when the event's data changed
 * since it was kept. The value is shared between callers: they must not change it.
 */
export async function cachedScreen<T>(
  db: Db,
  event: Pick<EventRow, 'id'>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const fullKey = `${event.id}\u0000${key}`;
  const version = await eventDataVersion(db, event);
  const kept = cache.get(fullKey);
  if (kept && kept.version === version) {
    // Most recently used last: the oldest entries go first.
    cache.delete(fullKey);
    cache.set(fullKey, kept);
    return kept.value as T;
  }
  const value = await compute();
  cache.delete(fullKey);
  cache.set(fullKey, { version, value });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}
