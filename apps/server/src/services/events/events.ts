/**
 * Events as the public sees them: list, detail with every option, and whether places are left.
 * Registration state (OPEN/SOON/CLOSED) is derived here from dates and flags, never stored.
 */
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  formatDate,
  formatDateTime,
  registrationState,
  toBaht,
  yn,
  type EventDetail,
  type EventSummary,
} from '@raceday/domain';
import type { Db } from '../../db/client';
import {
  additionalOptions,
  additionalSelects,
  deliveryTypes,
  eventPlaces,
  events,
  priceTiers,
  runModels,
  runTypes,
  shirts,
  type DeliveryTypeRow,
  type PriceTierRow,
  type EventRow,
  type RunModelRow,
  type RunTypeRow,
  type ShirtRow,
} from '../../db/schema';
import { notFound } from '../../lib/errors';

/** Whether every place of a limited event is taken (`taken` from event_places). */
export function isEventFull(
  e: Pick<EventRow, 'isLimitParticipate' | 'participantLimit'>,
  taken: number,
): boolean {
  return e.isLimitParticipate && e.participantLimit !== null && taken >= e.participantLimit;
}

export function toEventSummary(e: EventRow, now: Date, full = false): EventSummary {
  const state = registrationState(
    {
      registrationStartAt: e.registrationStartAt,
      registrationEndAt: e.registrationEndAt,
      isRegistrationClosed: e.isRegistrationClosed,
    },
    now,
  );
  return {
    id: e.id,
    event_key: e.eventKey,
    title: e.title,
    title_en: e.titleEn,
    coverurl: e.coverUrl,
    event_date: e.eventDate,
    event_date_text: e.eventDateText || formatDate(e.eventDate, 'th'),
    event_date_text_en: e.eventDateTextEn || formatDate(e.eventDate, 'en'),
    location: e.location,
    location_en: e.locationEn,
    ...state,
    registration_start_at: e.registrationStartAt.toISOString(),
    registration_end_at: e.registrationEndAt.toISOString(),
    registration_start_txt_th: e.registrationStartTxtTh || formatDateTime(e.registrationStartAt, 'th'),
    registration_start_txt_en: e.registrationStartTxtEn || formatDateTime(e.registrationStartAt, 'en'),
    registration_end_txt_th: formatDateTime(e.registrationEndAt, 'th'),
    registration_end_txt_en: formatDateTime(e.registrationEndAt, 'en'),
    is_limit_participate: yn(e.isLimitParticipate),
    is_full: yn(full),
  };
}

/** Every event, newest race day first; the home page groups them by event_status. */
/** Published events (drafts are seen only through their setup preview). */
export async function listEvents(db: Db, now = new Date()): Promise<EventSummary[]> {
  const rows = await db
    .select({ event: events, taken: eventPlaces.taken })
    .from(events)
    .leftJoin(eventPlaces, eq(eventPlaces.eventId, events.id))
    .where(eq(events.isPublished, true))
    .orderBy(desc(events.eventDate), asc(events.id));
  return rows.map((r) => toEventSummary(r.event, now, isEventFull(r.event, r.taken ?? 0)));
}

/** Looks an event up by its key, or by its numeric id (the seeds' {event_id}). */
async function findEvent(db: Db, keyOrId: string): Promise<EventRow> {
  const asId = /^\d{1,9}$/.test(keyOrId) ? Number(keyOrId) : undefined;
  const [row] = await db
    .select()
    .from(events)
    .where(
      asId === undefined
        ? eq(events.eventKey, keyOrId)
        : or(eq(events.eventKey, keyOrId), eq(events.id, asId)),
    )
    .limit(1);
  if (!row) throw notFound('event.not_found');
  return row;
}

/** An event with every option of its registration form, as stored (amounts in satang). */
export interface LoadedEvent {
  event: EventRow;
  /** Offered race types (hidden ones left out, as for every option below). */
  runTypes: RunTypeRow[];
  /** Price tiers of those race types, by start. */
  priceTiers: PriceTierRow[];
  runModels: RunModelRow[];
  shirts: ShirtRow[];
  deliveryTypes: DeliveryTypeRow[];
  additionalSelects: (typeof additionalSelects.$inferSelect & {
    options: (typeof additionalOptions.$inferSelect)[];
  })[];
}

/**
 * A race type's entry price at a moment: the price tier whose window holds it (early bird, regular,
 * late), else the race type's own price. The server prices every order at the moment it is placed.
 */
export function priceAt(loaded: Pick<LoadedEvent, 'priceTiers'>, runType: RunTypeRow, now: Date): number {
  const t = now.getTime();
  const tier = loaded.priceTiers.find(
    (p) => p.runTypeId === runType.id && p.startsAt.getTime() <= t && t < p.endsAt.getTime(),
  );
  return tier ? tier.price : runType.price;
}

/**
 * What a runner weighs before paying: the tier in force and, when the price changes before
 * registration closes, the next price and the moment it applies (early bird ends, late entry begins).
 */
function priceOutlook(loaded: LoadedEvent, runType: RunTypeRow, now: Date) {
  const t = now.getTime();
  const tiers = loaded.priceTiers.filter((p) => p.runTypeId === runType.id);
  const current = tiers.find((p) => p.startsAt.getTime() <= t && t < p.endsAt.getTime());
  const price = current ? current.price : runType.price;
  const closes = loaded.event.registrationEndAt.getTime();
  const moments = [...new Set(tiers.flatMap((p) => [p.startsAt.getTime(), p.endsAt.getTime()]))]
    .filter((m) => m > t && m < closes)
    .sort((a, b) => a - b);
  const change = moments.find((m) => priceAt(loaded, runType, new Date(m)) !== price);
  return {
    price_name: current?.name ?? '',
    price_name_en: current ? current.nameEn || current.name : '',
    next_price: change === undefined ? null : toBaht(priceAt(loaded, runType, new Date(change))),
    next_price_at: change === undefined ? null : new Date(change).toISOString(),
  };
}

/** A runner's choice of one of the event's additional1..4 selects, as the runner row keeps it. */
export interface AdditionalChoice {
  slot: number;
  optionId: number;
  name: string;
}

/**
 * A runner's additional1..4 choices among the event's select options (0 or none = no choice);
 * `notOffered` hears of each field whose choice the event does not offer.
 */
export function additionalChoicesOf(
  loaded: LoadedEvent,
  chosen: Partial<Record<`additional${1 | 2 | 3 | 4}`, number>>,
  notOffered: (field: `additional${1 | 2 | 3 | 4}`) => void,
): AdditionalChoice[] {
  const choices: AdditionalChoice[] = [];
  for (const slot of [1, 2, 3, 4] as const) {
    const optionId = chosen[`additional${slot}`];
    if (!optionId) continue;
    const option = loaded.additionalSelects
      .find((s) => s.slot === slot)
      ?.options.find((o) => o.id === optionId);
    if (!option) notOffered(`additional${slot}`);
    else choices.push({ slot, optionId, name: option.name });
  }
  return choices;
}

/** The organizer's own order of an event's options: sort order, then id (the order they were added). */
export const organizerOrder = (options: { sortOrder: AnyPgColumn; id: AnyPgColumn }) => [
  asc(options.sortOrder),
  asc(options.id),
];

/** The rows `read` finds for these parents; none, and no query, when there are no parents. */
const ofParents = async <Row>(parents: { id: number }[], read: (ids: number[]) => Promise<Row[]>) =>
  parents.length ? read(parents.map((p) => p.id)) : [];

export async function loadEvent(db: Db, keyOrId: string): Promise<LoadedEvent> {
  const e = await findEvent(db, keyOrId);
  /** The event's rows of a part that new orders may choose, in the organizer's order. */
  const offered = <T extends typeof runTypes | typeof shirts | typeof deliveryTypes>(part: T) =>
    db
      .select()
      .from(part as typeof runTypes)
      .where(and(eq(part.eventId, e.id), eq(part.isHidden, false)))
      .orderBy(...organizerOrder(part)) as unknown as Promise<T['$inferSelect'][]>;
  const [types, shirtRows, deliveries, selects] = await Promise.all([
    offered(runTypes),
    offered(shirts),
    offered(deliveryTypes),
    db
      .select()
      .from(additionalSelects)
      .where(eq(additionalSelects.eventId, e.id))
      .orderBy(asc(additionalSelects.slot)),
  ]);
  const [models, options, tiers] = await Promise.all([
    ofParents(types, (ids) =>
      db
        .select()
        .from(runModels)
        .where(and(inArray(runModels.runTypeId, ids), eq(runModels.isHidden, false)))
        .orderBy(...organizerOrder(runModels)),
    ),
    ofParents(selects, (ids) =>
      db
        .select()
        .from(additionalOptions)
        .where(and(inArray(additionalOptions.selectId, ids), eq(additionalOptions.isHidden, false)))
        .orderBy(...organizerOrder(additionalOptions)),
    ),
    ofParents(types, (ids) =>
      db
        .select()
        .from(priceTiers)
        .where(inArray(priceTiers.runTypeId, ids))
        .orderBy(asc(priceTiers.startsAt)),
    ),
  ]);
  return {
    event: e,
    runTypes: types,
    priceTiers: tiers,
    runModels: models,
    shirts: shirtRows,
    deliveryTypes: deliveries,
    additionalSelects: selects.map((s) => ({ ...s, options: options.filter((o) => o.selectId === s.id) })),
  };
}

export async function getEventDetail(db: Db, keyOrId: string, now = new Date()): Promise<EventDetail> {
  return toEventDetail(await loadEvent(db, keyOrId), now);
}

/** `full`: every place of the event is taken (the catalog knows it from its stamps). */
export function toEventDetail(loaded: LoadedEvent, now: Date, full = false): EventDetail {
  const {
    event: e,
    runTypes: types,
    runModels: models,
    shirts: shirtRows,
    deliveryTypes: deliveries,
  } = loaded;
  return {
    ...toEventSummary(e, now, full),
    content: e.content,
    content_en: e.contentEn,
    organizer_info: e.organizerInfo,
    organizer_info_en: e.organizerInfoEn,
    is_production_mode: yn(e.isProductionMode),
    participant_limit: e.isLimitParticipate ? e.participantLimit : null,
    is_require_id_card: yn(e.isRequireIdCard),
    validate_idcard: e.validateIdcard,
    validate_email: yn(e.validateEmail),
    is_relaxed_id: yn(e.isRelaxedId),
    is_require_health_problem: yn(e.isRequireHealthProblem),
    is_require_blood_group: yn(e.isRequireBloodGroup),
    is_require_emergency_name: yn(e.isRequireEmergencyName),
    is_require_emergency_relation: yn(e.isRequireEmergencyRelation),
    is_require_emergency_mobile_no: yn(e.isRequireEmergencyMobileNo),
    is_run_model: yn(e.isRunModel),
    is_custom_field1: yn(e.isCustomField1),
    is_custom_field1_name: e.customField1Name,
    is_custom_field1_name_en: e.customField1NameEn,
    is_custom_field1_require: yn(e.isCustomField1Require),
    additional_selects: loaded.additionalSelects.map((s) => ({
      slot: s.slot,
      label: s.label,
      label_en: s.labelEn,
      is_require: yn(s.isRequire),
      options: s.options.map((o) => ({ id: o.id, name: o.name, name_en: o.nameEn })),
    })),
    run_type: types.map((t) => ({
      id: t.id,
      name: t.name,
      name_en: t.nameEn,
      description: t.description,
      description_en: t.descriptionEn,
      price: toBaht(priceAt(loaded, t, now)),
      team_size: t.teamSize,
      min_age: t.minAge,
      max_age: t.maxAge,
      start_time: t.startTime,
      ...priceOutlook(loaded, t, now),
    })),
    run_model: models.map((m) => ({ id: m.id, run_type_id: m.runTypeId, name: m.name, name_en: m.nameEn })),
    t_shirt: shirtRows.map((s) => ({
      id: s.id,
      name: s.name,
      name_en: s.nameEn,
      additional_price: toBaht(s.additionalPrice),
      run_type_id: s.runTypeId ?? 0,
    })),
    delivery_type: deliveries.map((d) => ({
      id: d.id,
      name: d.name,
      name_en: d.nameEn,
      description: d.description,
      description_en: d.descriptionEn,
      price: toBaht(d.price),
      price_additional: toBaht(d.priceAdditional),
      is_require_address: yn(d.isRequireAddress),
    })),
    payment_method: e.paymentMethod,
    is_free_payment_fee: yn(e.isFreePaymentFee),
    is_system_fee: yn(e.isSystemFee),
    system_fee_amt: toBaht(e.systemFeeAmt),
    max_runner_register_per_order: e.maxRunnerRegisterPerOrder,
    is_coupon: yn(e.isCoupon),
    condition: e.condition || 'N',
    condition_en: e.conditionEn || e.condition || 'N',
    payment_account_no: e.paymentAccountNo,
    payment_account_name: e.paymentAccountName,
    payment_bank_name: e.paymentBankName,
    txt_message_registed: e.txtMessageRegisted,
    txt_message_registed_en: e.txtMessageRegistedEn,
    is_enable_checkbib_function: yn(e.isEnableCheckbibFunction),
  };
}
