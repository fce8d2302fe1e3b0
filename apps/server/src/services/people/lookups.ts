/**
 * Public lookups: a runner finds their orders by mobile number; anyone checks an event's participant
 * list by mobile or first name. Only the fields the seeds list leave the server, mobiles masked, and
 * never an order's UUID: the UUID opens the order page, so a lookup by a guessable value must not
 * hand it out. A runner gets the links to their own orders by adding the main registrant's ID card
 * number to the mobile, with each link's access key (orders/order-access.ts).
 */
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import { formatDateTime, maskMobile, type Language } from '@raceday/domain';
import { ageOn, normalizeIdCard } from '@raceday/domain/validation';
import type { OrderAccess } from '../../orders/order-access';
import type { Db } from '../../db/client';
import { events, orders, runners } from '../../db/schema';
import { catalogFor } from '../events/event-catalog';
import { activePeopleOf } from './people';
import { optionNamesIn } from '../events/option-names';

const MAX_ROWS = 100;

/**
 * POST /v1/order/find-order: orders whose main registrant has this mobile number; with the main
 * registrant's ID card as well, the matching ones carry their link (uuid) and access key.
 */
export async function findOrdersByMobile(
  db: Db,
  access: OrderAccess,
  input: { mobile: string; idCard?: string },
  lang: Language,
) {
  const proof = input.idCard ? normalizeIdCard(input.idCard) : null;
  const rows = await db
    .select({
      uuid: orders.uuid,
      idCard: orders.idCard,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      createdAt: orders.createdAt,
      title: events.title,
      titleEn: events.titleEn,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    // Expired orders too: a runner looking for an order must learn it expired, not that it vanished.
    .where(and(eq(orders.mobile, input.mobile), inArray(orders.status, ['INITIAL', 'PAID', 'EXPIRED'])))
    .orderBy(desc(orders.createdAt))
    .limit(MAX_ROWS);
  return rows.map((r) => {
    const proven = proof !== null && normalizeIdCard(r.idCard) === proof;
    return {
      /** The order link, only when the ID card proves the order is the searcher's; '' otherwise. */
      order_id: proven ? r.uuid : '',
      ...(proven ? { access_key: access.keyFor(r.uuid) } : {}),
      create_date: r.createdAt.toISOString(),
      create_date_txt: formatDateTime(r.createdAt, lang),
      title: r.title,
      title_en: r.titleEn,
      status: r.status,
      /** FREE orders read 'registered' rather than 'paid'. */
      payment_method: r.paymentMethod,
    };
  });
}

/** POST /v1/order/event-check: active entries of an event by mobile (exact) or first name (prefix). */
export async function eventParticipants(
  db: Db,
  input: { eventKey: string; text: string; filter: 'mobile_no' | 'fname' },
  lang: Language,
) {
  const { event } = await catalogFor(db).loaded(input.eventKey);
  const escaped = input.text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({
      status: orders.status,
      createdAt: orders.createdAt,
      fname: runners.fname,
      lname: runners.lname,
      dob: runners.dob,
      mobile: runners.mobileNo,
      runTypeId: runners.runTypeId,
      runType: runners.runTypeName,
      runModelId: runners.runModelId,
      runModel: runners.runModelName,
      shirtId: runners.shirtId,
      shirt: runners.shirtName,
      bib: runners.bibNo,
    })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .where(
      activePeopleOf(
        event.id,
        input.filter === 'mobile_no' ? eq(runners.mobileNo, input.text) : ilike(runners.fname, `${escaped}%`),
      ),
    )
    .orderBy(runners.fname, runners.id)
    .limit(MAX_ROWS);
  // Names the orders kept in Thai, in the page's language.
  const names = await optionNamesIn(db, event.id, lang);
  return rows.map((r) => ({
    order_status: r.status,
    create_date_txt: formatDateTime(r.createdAt, lang),
    fname: r.fname,
    lname: r.lname,
    // Age on race day, as race categories count it.
    age: ageOn(r.dob, event.eventDate),
    mobile_no: maskMobile(r.mobile),
    run_type_name: names.runType(r.runTypeId, r.runType),
    run_model_name: names.runModel(r.runModelId, r.runModel),
    t_shirt_name: names.shirt(r.shirtId, r.shirt),
    bib_no: r.bib ?? '',
  }));
}
