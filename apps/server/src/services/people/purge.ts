/**
 * Personal data after the race (issue 25 item 4; Thailand PDPA, storage limitation): an event's
 * runners' ID cards, birth dates, mobiles, e-mails, delivery addresses, emergency contacts, health
 * notes and blood groups, and the orders' payment slips, are blanked some days after race day, by
 * the scheduled job (`events.purge_after_days`, null = never automatically) or by hand (the event's
 * organizer or the super-admin, typing the event key to confirm). Only after race day.
 *
 * What stays: names, sex, race types, shirts, bibs, kit pick-up, statuses, amounts, payments and
 * refunds, so the reports, the headline and the payout read exactly as before. Placeholders keep
 * every constraint valid: an ID card becomes `PURGED-<row id>` (the one-entry-per-person index stays
 * unique), a birth date 1900-01-01 (the column is NOT NULL; the product accepts no year before 1934),
 * a slip's stored key `purged` (the order still counts as "has a slip"; no link can be made of it).
 *
 * One transaction per event, under the event row's lock: the blanking, the purge record
 * (personal_data_purges, one per event: a second purge changes nothing) and a line in the event's
 * change history. The slip files are deleted from storage after the commit.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bangkokDay } from '@raceday/domain';
import type { PurgeCounts, PurgeState } from '@raceday/domain/validation';
import type { Db, Tx } from '../../db/client';
import { events, orders, personalDataPurges, type EventRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { runEvery } from '../../lib/periodic';
import { storedKeyOf, type FileStorage } from '../../storage/storage';
import type { UserRow } from './accounts';
import { recordChange } from '../events/event-changes';
import { eventForUser } from '../events/organizers';

/** What a purged birth date reads (NOT NULL column; no real runner is born before 1934 here). */
export const PURGED_DOB = '1900-01-01';
/** What a purged slip's stored key reads: the order keeps "has a slip", no file is behind it. */
export const PURGED_SLIP = 'purged';

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) plus `days`, as YYYY-MM-DD. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Race day is over in Bangkok. */
const afterRaceDay = (event: Pick<EventRow, 'eventDate'>, now: Date) => bangkokDay(now) > event.eventDate;

async function stateOf(db: Db | Tx, event: EventRow, now = new Date()): Promise<PurgeState> {
  const [record] = await db.select().from(personalDataPurges).where(eq(personalDataPurges.eventId, event.id));
  return {
    event_key: event.eventKey,
    event_date: event.eventDate,
    purge_after_days: event.purgeAfterDays,
    purge_on: event.purgeAfterDays === null || record ? null : addDays(event.eventDate, event.purgeAfterDays),
    can_purge: afterRaceDay(event, now) && !record,
    purged: record
      ? { at: record.at.toISOString(), actor: record.actor, counts: record.counts as PurgeCounts }
      : null,
  };
}

/** POST /v1/organizer/purge-personal-data/status: the schedule, and whether (and when) it ran. */
export async function purgeState(db: Db, user: UserRow, eventKey: string): Promise<PurgeState> {
  return stateOf(db, await eventForUser(db, user, eventKey));
}

/**
 * POST /v1/organizer/purge-personal-data/schedule: how many days after race day the job purges
 * (null: never automatically); recorded in the event's change history.
 */
export async function setPurgeSchedule(
  db: Db,
  user: UserRow,
  eventKey: string,
  days: number | null,
): Promise<PurgeState> {
  const event = await eventForUser(db, user, eventKey);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ purgeAfterDays: days })
      .where(eq(events.id, event.id))
      .returning();
    if (event.purgeAfterDays !== days)
      await recordChange(tx, {
        eventId: event.id,
        user,
        action: 'event.updated',
        detail: { purge_after_days: [event.purgeAfterDays, days] },
      });
    return row!;
  });
  return stateOf(db, updated);
}

interface Purged {
  counts: PurgeCounts;
  /** Stored slip files to delete once the transaction has committed. */
  slipKeys: string[];
}

/**
 * Blanks one event's personal data in the caller's transaction, or does nothing (null) when it was
 * purged before or (skipLocked) another process holds the event right now.
 */
async function purgeInTx(
  tx: Tx,
  eventId: number,
  by: { user: Pick<UserRow, 'id' | 'email'> | null },
  skipLocked: boolean,
): Promise<Purged | null> {
  const locked = await tx.execute(
    skipLocked
      ? sql`select id from events where id = ${eventId} for update skip locked`
      : sql`select id from events where id = ${eventId} for update`,
  );
  if (rowsOf(locked).length === 0) return null;
  const [done] = await tx
    .select({ id: personalDataPurges.id })
    .from(personalDataPurges)
    .where(eq(personalDataPurges.eventId, eventId));
  if (done) return null;

  const slips = await tx
    .select({ url: orders.paymentSlipUrl })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), isNotNull(orders.paymentSlipUrl)));
  const slipKeys = slips.flatMap((s) => {
    const key = storedKeyOf(s.url);
    return key ? [key] : [];
  });

  const runnerRows = rowsOf(
    await tx.execute(sql`
      update runners set
        id_card = 'PURGED-' || id, dob = ${PURGED_DOB}::date, email = '', mobile_no = '',
        health_problem = '-', blood_group = '',
        emergency_name = '', emergency_relation = '', emergency_mobile_no = ''
      where event_id = ${eventId}
      returning id`),
  );
  const orderRows = rowsOf(
    await tx.execute(sql`
      update orders set
        id_card = 'PURGED-' || id, mobile = '', email = '',
        delivery_add_name = '', delivery_add_mobile_no = '', delivery_add_no = '',
        delivery_add_sub_district = '', delivery_add_district = '', delivery_add_province = '',
        delivery_add_postcode = '',
        payment_slip_url = case when payment_slip_url is null then null else ${PURGED_SLIP} end
      where event_id = ${eventId}
      returning id`),
  );
  // The outbox's copies of the event's order mails: the address and the bodies (names, addresses).
  const emailRows = rowsOf(
    await tx.execute(sql`
      update email_outbox set recipient = '', text_body = '', html_body = ''
      where order_id in (select id from orders where event_id = ${eventId})
        and (recipient <> '' or text_body <> '' or html_body <> '')
      returning id`),
  );
  const counts: PurgeCounts = {
    runners: runnerRows.length,
    orders: orderRows.length,
    slips: slips.length,
    emails: emailRows.length,
  };
  const actor = by.user ?? { id: null, email: 'system' };
  await tx.insert(personalDataPurges).values({ eventId, userId: actor.id, actor: actor.email, counts });
  if (by.user) {
    await recordChange(tx, { eventId, user: by.user, action: 'personal_data.purged', detail: counts });
  } else {
    await tx.execute(sql`
      insert into event_changes (event_id, user_id, actor, action, detail)
      values (${eventId}, null, 'system', 'personal_data.purged', ${JSON.stringify(counts)}::jsonb)`);
  }
  return { counts, slipKeys };
}

/** Deletes the purged slips' files (after the commit); a failure is logged by its code only. */
async function removeSlips(storage: FileStorage, keys: string[], log?: FastifyBaseLogger): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (err) {
      log?.error(
        { code: (err as { code?: string }).code ?? 'storage' },
        'purge: a slip file was not deleted',
      );
    }
  }
}

/**
 * POST /v1/organizer/purge-personal-data: the event's organizer or the super-admin purges now.
 * `confirm` must be the event key (400 purge.confirm_mismatch, field confirm); not before race day
 * is over (409 purge.before_race_day). A second purge changes nothing (purged_now false).
 */
export async function purgePersonalData(
  db: Db,
  storage: FileStorage,
  user: UserRow,
  input: { eventKey: string; confirm: string },
  log?: FastifyBaseLogger,
): Promise<PurgeState & { purged_now: boolean }> {
  const event = await eventForUser(db, user, input.eventKey);
  if (input.confirm !== event.eventKey) throw new AppError(400, 'purge.confirm_mismatch', {}, 'confirm');
  const before = await stateOf(db, event);
  if (before.purged) return { ...before, purged_now: false };
  if (!afterRaceDay(event, new Date())) throw new AppError(409, 'purge.before_race_day');
  const purged = await db.transaction((tx) => purgeInTx(tx, event.id, { user }, false));
  if (purged) await removeSlips(storage, purged.slipKeys, log);
  return { ...(await stateOf(db, event)), purged_now: purged !== null };
}

/**
 * The scheduled purge: every event whose race day + purge_after_days has come (in Bangkok) and that
 * was not purged yet, each in its own transaction; an event another process is purging is skipped.
 * Returns the events purged.
 */
export async function purgeDueEvents(
  db: Db,
  storage: FileStorage,
  opts: { now?: Date; log?: FastifyBaseLogger; limit?: number } = {},
): Promise<number> {
  const today = bangkokDay(opts.now ?? new Date());
  const due = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        isNotNull(events.purgeAfterDays),
        sql`${events.eventDate} + ${events.purgeAfterDays} <= ${today}::date`,
        sql`not exists (select 1 from personal_data_purges p where p.event_id = ${events.id})`,
      ),
    )
    .orderBy(events.id)
    .limit(opts.limit ?? 20);
  let count = 0;
  for (const { id } of due) {
    const purged = await db.transaction((tx) => purgeInTx(tx, id, { user: null }, true));
    if (!purged) continue;
    count++;
    await removeSlips(storage, purged.slipKeys, opts.log);
  }
  return count;
}

/** Runs purgeDueEvents every `everySeconds` in this process until `stop()`. */
export function startPurgeJob(
  db: Db,
  storage: FileStorage,
  everySeconds: number,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  return runEvery(everySeconds, () => purgeDueEvents(db, storage, { log }), log, {
    done: (events) => {
      if (events) log.info({ events }, 'personal data purged after the race');
    },
    failed: 'personal data purge failed; retrying next time',
  });
}

/** node-postgres gives {rows}, PGlite an array-like result with rows too. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? []);
}
