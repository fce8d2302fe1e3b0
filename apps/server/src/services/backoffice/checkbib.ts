/**
 * The bib and shirt pick-up at the race expo (seed 001 §2.7): find a runner, hand over the bib once.
 * Only events with the check switched on. The search finds the people of paid and of not-yet-paid
 * orders, and of closed ones (cancelled, deleted, expired), each with their order's state, so the
 * desk can tell "not registered" (nobody found) from "not paid yet" or "cancelled"; only a PAID
 * order's runner is handed a kit, and not one whose kit was posted by EMS (a tracking number is
 * recorded: services/backoffice/tracking.ts).
 */
import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { formatDateTime, type Language } from '@raceday/domain';
import {
  ageOn,
  normalizeIdCard,
  type CheckbibRunner,
  type CheckbibSearchInput,
} from '@raceday/domain/validation';
import type { Db } from '../../db/client';
import { orders, runners, type EventRow } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
import { AppError, conflict, notFound } from '../../lib/errors';
import { eventForUser } from '../events/organizers';
import { giveLateBibs } from './bibs';
import { optionNamesIn, type OptionNames } from '../events/option-names';
import type { PickupCodes } from '../../orders/pickup-codes';
import type { UserRow } from '../people/accounts';

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
    case 'fname': {
      // The name or the last name starts with what the desk typed, any case: range reads of the
      // indexes runners_event_name_prefix_idx / runners_event_lname_prefix_idx (migration 0020).
      const prefix = `${escaped.toLowerCase()}%`;
      return or(
        sql`lower(${runners.fname} || ' ' || ${runners.lname}) like ${prefix}`,
        sql`lower(${runners.lname}) like ${prefix}`,
      );
    }
    case 'id_card':
      return eq(runners.idCard, normalizeIdCard(text));
    case 'order_uuid':
      return sql`${orders.uuid}::text like ${`${text.toLowerCase().replace(/[\\%_]/g, '')}%`}`;
    case 'email':
      return ilike(runners.email, `%${escaped}%`);
  }
}

/**
 * The people the desk may find: those of live orders (paid or not yet) still on them, and those of
 * closed orders (whose people are all inactive).
 */
function deskPeopleOf(eventId: number, also: SQL | undefined): SQL {
  return and(
    eq(runners.eventId, eventId),
    or(
      and(eq(runners.isActive, true), inArray(orders.status, ['INITIAL', 'PAID'])),
      inArray(orders.status, ['CANCEL', 'DELETE', 'EXPIRED']),
    ),
    also,
  )!;
}

/** The order's part of a desk card. */
const orderPart = {
  uuid: orders.uuid,
  status: orders.status,
  deliveryTypeId: orders.deliveryTypeId,
  deliveryTypeName: orders.deliveryTypeName,
  deliveryTypeIsRequireAddress: orders.deliveryTypeIsRequireAddress,
  trackingNo: orders.trackingNo,
};
type OrderPart = Pick<
  OrderRow,
  'uuid' | 'status' | 'deliveryTypeId' | 'deliveryTypeName' | 'deliveryTypeIsRequireAddress' | 'trackingNo'
>;

/** POST /v1/organizer/checkbib-search */
export async function searchRunnersForBib(db: Db, user: UserRow, input: CheckbibSearchInput, lang: Language) {
  const event = await checkbibEvent(db, user, input.event_key);
  const rows = await db
    .select({ r: runners, o: orderPart })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .where(deskPeopleOf(event.id, runnerFilter(input)))
    // By name, but for a name search not through the index on (event_id, fname): PostgreSQL would walk
    // the whole event in name order filtering each runner, instead of reading the few that match
    // through the prefix indexes (`fname || ''` sorts the same).
    .orderBy(
      input.order_filter_type === 'fname' ? sql`${runners.fname} || ''` : asc(runners.fname),
      asc(runners.id),
    )
    .limit(CHECKBIB_LIST_LIMIT);
  const names = await optionNamesIn(db, event.id, lang);
  return rows.map(({ r, o }) => cardRow(r, o, event, lang, names));
}

/**
 * One runner as the desk's card shows them (a row of checkbib-search, the reply of checkbib-scan):
 * the race type, model, shirt and delivery in the request's language, and their order's state.
 */
function cardRow(
  r: RunnerRow,
  o: OrderPart,
  event: EventRow,
  lang: Language,
  names: OptionNames,
): CheckbibRunner {
  return {
    order_status: o.status,
    delivery_type_name: names.deliveryType(o.deliveryTypeId, o.deliveryTypeName),
    delivery_by_post: o.deliveryTypeIsRequireAddress,
    tracking_no: o.trackingNo,
    runner_id: r.id,
    fname: r.fname,
    lname: r.lname,
    mobile_no: r.mobileNo,
    sex: r.sex,
    dob: r.dob,
    age: ageOn(r.dob, event.eventDate),
    run_type_name: names.runType(r.runTypeId, r.runTypeName),
    run_model_name: names.runModel(r.runModelId, r.runModelName),
    t_shirt_name: names.shirt(r.shirtId, r.shirtName),
    bib_no: r.bibNo,
    is_checkbib: r.isCheckbib ? ('Y' as const) : ('N' as const),
    checkbib_at: r.checkbibAt?.toISOString() ?? null,
    checkbib_at_txt: r.checkbibAt ? formatDateTime(r.checkbibAt, lang) : '',
    checkbib_collected_by: r.checkbibCollectedBy,
    team_position: r.teamPosition,
    event_key: event.eventKey,
    order_uuid: o.uuid,
  };
}

/**
 * POST /v1/organizer/checkbib-scan: the runner a scanned pick-up QR names (orders/pickup-codes.ts),
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
    .select({ r: runners, o: orderPart })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .where(eq(runners.id, runnerId));
  if (!row || row.r.eventId !== event.id) throw notFound('checkbib.code_other_event');
  // A cancelled order's QR says so (its people may still be on the order), before any other refusal.
  if (row.o.status === 'CANCEL') throw conflict('checkbib.cancelled');
  if (!row.r.isActive) throw notFound('backoffice.runner_not_found');
  if (row.o.status !== 'PAID') throw conflict('checkbib.not_paid');
  return cardRow(row.r, row.o, event, lang, await optionNamesIn(db, event.id, lang));
}

/**
 * POST /v1/organizer/checkbib-checking: N -> Y, once, with who collected when it was not the runner; a
 * second hand-over is refused with when, and so is a kit already posted by EMS (with its number). A runner of a numbered race type never leaves with a blank:
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
    .select({ r: runners, status: orders.status, posted: orders.trackingNo })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .where(
      and(eq(runners.id, input.runnerId), eq(orders.uuid, input.orderUuid), eq(runners.eventId, event.id)),
    );
  if (row?.status === 'CANCEL') throw conflict('checkbib.cancelled');
  if (!row || !row.r.isActive) throw notFound('backoffice.runner_not_found');
  if (row.status !== 'PAID') throw conflict('checkbib.not_paid');
  if (row.posted) throw conflict('checkbib.posted', { tracking: row.posted });
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
