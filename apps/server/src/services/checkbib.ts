/**
 * The bib and shirt pick-up at the race expo (seed 001 §2.7): find a paid runner, hand over the
 * bib once. Only events with the check switched on; only people of PAID orders.
 */
import { and, asc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import { formatDateTime, type Language } from '@raceday/domain';
import {
  ageOn,
  normalizeIdCard,
  type CheckbibRunner,
  type CheckbibSearchInput,
} from '@raceday/domain/validation';
import type { Db } from '../db/client';
import { orders, runners, type EventRow } from '../db/schema';
import { AppError, conflict, notFound } from '../lib/errors';
import { eventForUser } from './organizers';
import { paidPeopleOf } from './people';
import { giveLateBibs } from './bibs';
import type { PickupCodes } from './pickup-codes';
import type { UserRow } from './accounts';

export const CHECKBIB_LIST_LIMIT = 200;

type RunnerRow = typeof runners.$inferSelect;

async function checkbibEvent(db: Db, user: UserRow, eventKey: string): Promise<EventRow> {
  const event = await eventForUser(db, user, eventKey);
  if (!event.isEnableCheckbibFunction) throw new AppError(403, 'checkbib.disabled');
  return event;
}

function runnerFilter(input: CheckbibSearchInput): SQL | undefined {
  const text = input.order_filter_value;
  if (text === '') return undefined;
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  switch (input.order_filter_type) {
    case 'mobile_no':
      return ilike(runners.mobileNo, `%${escaped}%`);
    case 'fname':
      return ilike(sql`${runners.fname} || ' ' || ${runners.lname}`, `%${escaped}%`);
    case 'id_card':
      return eq(runners.idCard, normalizeIdCard(text));
    case 'order_uuid':
      return sql`${orders.uuid}::text like ${`${text.toLowerCase().replace(/[\\%_]/g, '')}%`}`;
    case 'email':
      return ilike(runners.email, `%${escaped}%`);
  }
}

/** POST /v1/organizer/checkbib-search */
export async function searchRunnersForBib(db: Db, user: UserRow, input: CheckbibSearchInput, lang: Language) {
  const event = await checkbibEvent(db, user, input.event_key);
  const rows = await db
    .select({ r: runners, uuid: orders.uuid })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .where(paidPeopleOf(event.id, runnerFilter(input)))
    .orderBy(asc(runners.fname), asc(runners.id))
    .limit(CHECKBIB_LIST_LIMIT);
  return rows.map(({ r, uuid }) => cardRow(r, uuid, event, lang));
}

/** One runner as the desk's card shows them (a row of checkbib-search, the reply of checkbib-scan). */
function cardRow(r: RunnerRow, uuid: string, event: EventRow, lang: Language): CheckbibRunner {
  return {
    runner_id: r.id,
    fname: r.fname,
    lname: r.lname,
    mobile_no: r.mobileNo,
    sex: r.sex,
    dob: r.dob,
    age: ageOn(r.dob, event.eventDate),
    run_type_name: r.runTypeName,
    run_model_name: r.runModelName,
    t_shirt_name: r.shirtName,
    bib_no: r.bibNo,
    is_checkbib: r.isCheckbib ? ('Y' as const) : ('N' as const),
    checkbib_at: r.checkbibAt?.toISOString() ?? null,
    checkbib_at_txt: r.checkbibAt ? formatDateTime(r.checkbibAt, lang) : '',
    checkbib_collected_by: r.checkbibCollectedBy,
    team_position: r.teamPosition,
    event_key: event.eventKey,
    order_uuid: uuid,
  };
}

/**
 * POST /v1/organizer/checkbib-scan: the runner a scanned pick-up QR names (services/pickup-codes.ts),
 * as their card. 400 naming `code` for anything that is not a genuine code; 404 for a runner of
 * another event (or one no longer registered); 409 when their order is not paid.
 */
export async function scanRunnerForBib(
  db: Db,
  user: UserRow,
  codes: PickupCodes,
  input: { eventKey: string; code: string },
  lang: Language,
): Promise<CheckbibRunner> {
  const event = await checkbibEvent(db, user, input.eventKey);
  const runnerId = codes.runnerOf(input.code);
  if (runnerId === null) throw new AppError(400, 'checkbib.code_invalid', {}, 'code');
  const [row] = await db
    .select({ r: runners, uuid: orders.uuid, status: orders.status })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .where(eq(runners.id, runnerId));
  if (!row || row.r.eventId !== event.id) throw notFound('checkbib.code_other_event');
  if (!row.r.isActive) throw notFound('backoffice.runner_not_found');
  if (row.status !== 'PAID') throw conflict('checkbib.not_paid');
  return cardRow(row.r, row.uuid, event, lang);
}

/**
 * POST /v1/organizer/checkbib-checking: N -> Y, once, with who collected when it was not the runner; a
 * second hand-over is refused with when. A runner of a numbered race type never leaves with a blank:
 * one without a number gets the next number of their race type here (returned, for the desk to hand
 * over). A race type with no numbers at all (a kids' run without timing, say) hands its kits over as
 * they are.
 */
export async function checkBib(
  db: Db,
  user: UserRow,
  input: { eventKey: string; orderUuid: string; runnerId: number; collectedBy?: string },
  lang: Language,
): Promise<{ bibGiven: string | null }> {
  const event = await checkbibEvent(db, user, input.eventKey);
  const [row] = await db
    .select({ r: runners, status: orders.status })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .where(
      and(eq(runners.id, input.runnerId), eq(orders.uuid, input.orderUuid), eq(runners.eventId, event.id)),
    );
  if (!row || !row.r.isActive) throw notFound('backoffice.runner_not_found');
  if (row.status !== 'PAID') throw conflict('checkbib.not_paid');
  let bibGiven: string | null = null;
  if (row.r.bibNo === null && (await eventGivesBibs(db, event.id))) {
    bibGiven = await db.transaction(async (tx) => {
      await giveLateBibs(tx, event.id, row.r.orderId, row.r.id);
      const [now] = await tx.select({ bib: runners.bibNo }).from(runners).where(eq(runners.id, row.r.id));
      return now?.bib ?? null;
    });
  }
  const now = new Date();
  const done = await db
    .update(runners)
    .set({ isCheckbib: true, checkbibAt: now, checkbibCollectedBy: input.collectedBy?.trim() || null })
    .where(and(eq(runners.id, row.r.id), eq(runners.isCheckbib, false)))
    .returning({ id: runners.id });
  if (!done.length) {
    const [again] = await db.select({ at: runners.checkbibAt }).from(runners).where(eq(runners.id, row.r.id));
    throw conflict('checkbib.already', { at: again?.at ? formatDateTime(again.at, lang) : '-' });
  }
  return { bibGiven };
}

/** Does the event number its runners (has anyone a bib)? */
async function eventGivesBibs(db: Db, eventId: number): Promise<boolean> {
  const [any] = await db
    .select({ id: runners.id })
    .from(runners)
    .where(and(eq(runners.eventId, eventId), isNotNull(runners.bibNo)))
    .limit(1);
  return Boolean(any);
}
