/**
 * Event setup: an organizer creates an event as a draft, sets every field and option of it, previews
 * and publishes it, and opens or closes registration by hand. Every change is checked with the same
 * schema whichever fields it touches (the change is merged into the current values first), runs in one
 * transaction with its entry in the event's change history, and drops the event's prepared public
 * replies at once. Orders keep what they were sold: they store their names and prices, and an option
 * they use is hidden, never removed.
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { registrationState, toBaht, type EventDetail, type Language } from '@raceday/domain';
import type { eventDuplicateSchema } from '@raceday/domain/validation';
import {
  eventSettingsCheckedSchema,
  eventSettingsSchema,
  setupPartSchemas,
  type EventCreate,
  type EventSettings,
  type SetupEventView,
  type SetupPart,
} from '@raceday/domain/validation';
import type { Db, Tx } from '../../db/client';
import {
  additionalOptions,
  additionalSelects,
  coupons,
  deliveryTypes,
  eventPlaces,
  events,
  orders,
  organizerEvents,
  priceTiers,
  runModels,
  runners,
  runTypePlaces,
  runTypes,
  shirts,
  type EventRow,
} from '../../db/schema';
import { AppError, invalid, pgError, PG, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../people/accounts';
import { catalogFor } from './event-catalog';
import { recordChange } from './event-changes';
import { loadEvent, toEventDetail } from './events';
import { eventForUser } from './organizers';
import { addStaff } from '../people/staff';

// ---- names between the API (snake_case, baht, ISO) and the rows (camelCase, satang, Date) -------------

const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/(\D)(\d)/g, '$1$2');

/** Money fields: satang in rows, baht in the API. */
const MONEY = new Set(['price', 'additional_price', 'price_additional', 'system_fee_amt']);
/** Texts of organizer HTML: sanitized before they are stored. */
const HTML = new Set([
  'content',
  'content_en',
  'organizer_info',
  'organizer_info_en',
  'condition',
  'condition_en',
]);

/** A path of this site (`/media/covers/...`): not another host, nor `//host` or `/\host`. */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * What an organizer may put in a page: text formatting, lists, links, images, tables; no scripts or
 * styles. A link opens in a new tab without the page as its opener or referrer. An image is kept only
 * from this site (a path, e.g. an uploaded cover's /media/...): one from another host would tell it who
 * reads the page (a tracking pixel), and the pages' CSP (img-src) would not show it anyway.
 */
export function sanitizeOrganizerHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'u', 's']),
    // rel and target are set below; listed here so the attribute filter, which runs after, keeps them.
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !SITE_PATH.test(frame.attribs.src ?? ''),
  });
}

/** A row as the API shows it: snake_case names, baht, ISO moments; the event id left out. */
function apiView(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'eventId' || k === 'createdAt' || k === 'updatedAt' || k === 'contentVersion') continue;
    const name = snake(k);
    out[name] =
      v instanceof Date ? v.toISOString() : MONEY.has(name) && typeof v === 'number' ? toBaht(v) : v;
  }
  return out;
}

/** Checked input as row values: camelCase names; money is already satang (bahtSchema), HTML sanitized. */
function rowValues(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    out[camel(k)] = HTML.has(k) && typeof v === 'string' ? sanitizeOrganizerHtml(v) : v;
  }
  return out;
}

/** The current values merged with a change, each field as the schema takes it (money back in baht). */
function merged(schema: z.ZodObject, current: Record<string, unknown>, change: unknown): unknown {
  if (typeof change !== 'object' || change === null || Array.isArray(change))
    throw new ValidationFailure([{ code: 'invalid_type', expected: 'object', path: [], message: '' }]);
  const base: Record<string, unknown> = {};
  for (const k of Object.keys(schema.shape)) if (k in current) base[k] = current[k];
  return { ...base, ...change };
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new ValidationFailure(r.error.issues);
  return r.data;
}

// ---- the setup view -------------------------------------------------------------------------------

const SETTINGS_KEYS = Object.keys(eventSettingsSchema.shape) as (keyof EventSettings)[];

function settingsOf(e: EventRow): Record<string, unknown> {
  const all = apiView(e as unknown as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const k of SETTINGS_KEYS) out[k] = all[k];
  return out;
}

/** Everything the setup page edits, as stored now. */
export async function setupView(db: Db | Tx, eventId: number, now = new Date()): Promise<SetupEventView> {
  const [e] = await db.select().from(events).where(eq(events.id, eventId));
  if (!e) throw new AppError(404, 'event.not_found');
  const types = await db
    .select({ t: runTypes, taken: runTypePlaces.taken })
    .from(runTypes)
    .leftJoin(runTypePlaces, eq(runTypePlaces.runTypeId, runTypes.id))
    .where(eq(runTypes.eventId, eventId))
    .orderBy(asc(runTypes.sortOrder), asc(runTypes.id));
  const typeIds = types.map((t) => t.t.id);
  const selects = await db
    .select()
    .from(additionalSelects)
    .where(eq(additionalSelects.eventId, eventId))
    .orderBy(asc(additionalSelects.slot));
  const options = selects.length
    ? await db
        .select()
        .from(additionalOptions)
        .where(
          inArray(
            additionalOptions.selectId,
            selects.map((x) => x.id),
          ),
        )
        .orderBy(asc(additionalOptions.sortOrder), asc(additionalOptions.id))
    : [];
  const [tiers, models, shirtRows, deliveries, couponRows, [placesRow]] = await Promise.all([
    typeIds.length
      ? db
          .select()
          .from(priceTiers)
          .where(inArray(priceTiers.runTypeId, typeIds))
          .orderBy(asc(priceTiers.startsAt))
      : [],
    typeIds.length
      ? db
          .select()
          .from(runModels)
          .where(inArray(runModels.runTypeId, typeIds))
          .orderBy(asc(runModels.sortOrder), asc(runModels.id))
      : [],
    db
      .select({
        s: shirts,
        taken: sql<number>`(select count(*)::int from runners r where r.shirt_id = shirts.id and r.is_active)`,
      })
      .from(shirts)
      .where(eq(shirts.eventId, eventId))
      .orderBy(asc(shirts.sortOrder), asc(shirts.id)),
    db
      .select()
      .from(deliveryTypes)
      .where(eq(deliveryTypes.eventId, eventId))
      .orderBy(asc(deliveryTypes.sortOrder), asc(deliveryTypes.id)),
    db.select().from(coupons).where(eq(coupons.eventId, eventId)).orderBy(asc(coupons.id)),
    db.select({ taken: eventPlaces.taken }).from(eventPlaces).where(eq(eventPlaces.eventId, eventId)),
  ]);
  const state = registrationState(e, now);
  const placesTaken = placesRow?.taken ?? 0;
  const full = e.isLimitParticipate && e.participantLimit !== null && placesTaken >= e.participantLimit;
  return {
    event_key: e.eventKey,
    is_published: e.isPublished,
    is_registration_closed: e.isRegistrationClosed,
    registration_status: state.event_status === 'OPEN' && full ? 'FULL' : state.event_status,
    cover_url: e.coverUrl,
    places_taken: placesTaken,
    settings: settingsOf(e) as SetupEventView['settings'],
    'run-types': types.map((t) => ({
      ...apiView(t.t),
      places_taken: t.taken ?? 0,
    })) as SetupEventView['run-types'],
    'price-tiers': tiers.map(apiView) as unknown as SetupEventView['price-tiers'],
    'run-models': models.map(apiView) as unknown as SetupEventView['run-models'],
    shirts: shirtRows.map((s) => ({ ...apiView(s.s), taken: s.taken })) as SetupEventView['shirts'],
    'delivery-types': deliveries.map(apiView) as unknown as SetupEventView['delivery-types'],
    coupons: couponRows.map((c) => {
      const v = apiView(c);
      return { ...v, discount: c.discountType === 'AMOUNT' ? toBaht(c.discount) : c.discount };
    }) as unknown as SetupEventView['coupons'],
    'additional-selects': selects.map(apiView) as unknown as SetupEventView['additional-selects'],
    'additional-options': options.map(apiView) as unknown as SetupEventView['additional-options'],
  };
}

/** Runs a change in one transaction with its history entry, then drops the event's public replies. */
async function change<T>(db: Db, eventId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const result = await db.transaction(work);
    catalogFor(db).invalidate(eventId);
    return result;
  } catch (err) {
    const pg = pgError(err);
    if (pg?.code === PG.UNIQUE_VIOLATION && pg.constraint === 'events_event_key_unique')
      throw invalid(['event_key'], 'v.event_key_taken');
    if (pg?.code === PG.UNIQUE_VIOLATION && pg.constraint === 'coupons_event_code_uq')
      throw invalid(['code'], 'v.coupon_taken');
    if (pg?.code === PG.UNIQUE_VIOLATION && pg.constraint === 'additional_selects_event_slot_uq')
      throw invalid(['slot'], 'v.slot_taken');
    throw err;
  }
}

// ---- the event ------------------------------------------------------------------------------------

/**
 * Setting up a new event (from nothing or as a copy) is the super-admin's, or an organizer account the
 * super-admin allowed (users.can_create_events): a staff link, or having had one, gives no such right.
 */
function assertMayCreateEvents(user: UserRow): void {
  if (user.role !== 'ssadmin' && !(user.role === 'organizer' && user.canCreateEvents))
    throw new AppError(403, 'backoffice.not_authorized');
}

/**
 * A new draft. An organizer runs the events they create. The super-admin may name the organizer by
 * e-mail: an existing account becomes the event's organizer, a new person gets an account and an
 * invitation to set a password (services/people/staff.ts), as when staff are added.
 */
export async function createEvent(
  db: Db,
  user: UserRow,
  input: EventCreate,
  opts: { lang: Language; baseUrl: string },
): Promise<SetupEventView> {
  assertMayCreateEvents(user);
  if (input.organizer_email !== undefined && user.role !== 'ssadmin')
    throw new AppError(403, 'backoffice.not_authorized');
  const id = await change(db, 0, async (tx) => {
    const [e] = await tx
      .insert(events)
      .values({
        eventKey: input.event_key,
        title: input.title,
        titleEn: input.title_en,
        eventDate: input.event_date,
        registrationStartAt: input.registration_start_at,
        registrationEndAt: input.registration_end_at,
        paymentMethod: input.payment_method,
        isPublished: false,
      })
      .returning({ id: events.id });
    if (user.role === 'organizer')
      await tx.insert(organizerEvents).values({ userId: user.id, eventId: e!.id, role: 'organizer' });
    await recordChange(tx, {
      eventId: e!.id,
      user,
      action: 'event.created',
      detail: { event_key: input.event_key, organizer: input.organizer_email ?? null },
    });
    return e!.id;
  });
  if (input.organizer_email)
    await addStaff(
      db,
      user,
      { event_key: input.event_key, email: input.organizer_email, role: 'organizer' },
      opts,
    );
  return setupView(db, id);
}

export async function getSetup(db: Db, user: UserRow, eventKey: string): Promise<SetupEventView> {
  const e = await eventForUser(db, user, eventKey);
  return setupView(db, e.id);
}

/** Changes any settings of the event; a participant limit below the places taken is refused. */
export async function updateEvent(
  db: Db,
  user: UserRow,
  eventKey: string,
  body: unknown,
): Promise<SetupEventView> {
  const e = await eventForUser(db, user, eventKey);
  const before = settingsOf(e);
  const next = parse(eventSettingsCheckedSchema, merged(eventSettingsSchema, before, body));
  const values = rowValues(next);
  const changed = changedFields(before, settingsOf({ ...e, ...values } as EventRow), body);
  return change(db, e.id, async (tx) => {
    if (next.is_limit_participate && next.participant_limit !== null) {
      // Orders take places under this row's lock: lock it too, so none slips in between.
      const [places] = await tx
        .select({ taken: eventPlaces.taken })
        .from(eventPlaces)
        .where(eq(eventPlaces.eventId, e.id))
        .for('update');
      const taken = places?.taken ?? 0;
      if (next.participant_limit < taken)
        throw new ValidationFailure([
          { code: 'too_small', path: ['participant_limit'], minimum: taken, message: 'v.limit_below_taken' },
        ]);
    }
    await tx.update(events).set(values).where(eq(events.id, e.id));
    if (Object.keys(changed).length)
      await recordChange(tx, { eventId: e.id, user, action: 'event.updated', detail: changed });
    return setupView(tx, e.id);
  });
}

/** Puts a draft on the public site: it needs at least a race type, a shirt and a delivery type. */
export async function publishEvent(db: Db, user: UserRow, eventKey: string): Promise<SetupEventView> {
  const e = await eventForUser(db, user, eventKey);
  const view = await setupView(db, e.id);
  const offered = <T extends { is_hidden?: boolean }>(rows: T[]) => rows.filter((r) => !r.is_hidden).length;
  if (!offered(view['run-types'])) throw new AppError(409, 'setup.needs_run_type');
  if (!offered(view.shirts)) throw new AppError(409, 'setup.needs_shirt');
  if (!offered(view['delivery-types'])) throw new AppError(409, 'setup.needs_delivery');
  if (e.isPublished) return view;
  return change(db, e.id, async (tx) => {
    await tx.update(events).set({ isPublished: true }).where(eq(events.id, e.id));
    await recordChange(tx, { eventId: e.id, user, action: 'event.published' });
    return setupView(tx, e.id);
  });
}

/** Opens or closes registration by hand; the public page and order creation obey at once. */
export async function switchRegistration(
  db: Db,
  user: UserRow,
  eventKey: string,
  open: boolean,
): Promise<SetupEventView> {
  const e = await eventForUser(db, user, eventKey);
  return change(db, e.id, async (tx) => {
    await tx.update(events).set({ isRegistrationClosed: !open }).where(eq(events.id, e.id));
    await recordChange(tx, {
      eventId: e.id,
      user,
      action: open ? 'registration.opened' : 'registration.closed',
    });
    return setupView(tx, e.id);
  });
}

/** The public page as it will look, draft or not. */
export async function previewEvent(db: Db, user: UserRow, eventKey: string): Promise<EventDetail> {
  const e = await eventForUser(db, user, eventKey);
  return toEventDetail(await loadEvent(db, String(e.id)), new Date());
}

// ---- the parts ------------------------------------------------------------------------------------

type PartTable =
  | typeof additionalSelects
  | typeof additionalOptions
  | typeof runTypes
  | typeof priceTiers
  | typeof runModels
  | typeof shirts
  | typeof deliveryTypes
  | typeof coupons;

const PART_TABLES: Record<SetupPart, PartTable> = {
  'run-types': runTypes,
  'price-tiers': priceTiers,
  'run-models': runModels,
  shirts,
  'delivery-types': deliveryTypes,
  coupons,
  'additional-selects': additionalSelects,
  'additional-options': additionalOptions,
};

/** The part's row values from its checked input, with its references checked against this event. */
async function partValues(
  tx: Tx,
  part: SetupPart,
  eventId: number,
  input: Record<string, unknown>,
  id: number | null,
): Promise<Record<string, unknown>> {
  const eventTypes = (
    await tx.select({ id: runTypes.id }).from(runTypes).where(eq(runTypes.eventId, eventId))
  ).map((r) => r.id);
  const ofEvent = (field: string, runTypeId: unknown) => {
    if (runTypeId !== null && runTypeId !== undefined && !eventTypes.includes(runTypeId as number))
      throw invalid([field], 'v.not_in_event');
  };
  const values = rowValues(input);
  switch (part) {
    case 'price-tiers': {
      ofEvent('run_type_id', input.run_type_id);
      const others = await tx
        .select()
        .from(priceTiers)
        .where(eq(priceTiers.runTypeId, input.run_type_id as number));
      const starts = input.starts_at as Date;
      const ends = input.ends_at as Date;
      if (others.some((t) => t.id !== id && t.startsAt < ends && starts < t.endsAt))
        throw invalid(['starts_at'], 'v.tier_overlap');
      return values;
    }
    case 'run-models':
    case 'shirts':
      ofEvent('run_type_id', input.run_type_id);
      return { ...values, ...(id === null ? { eventId } : {}) };
    case 'additional-options': {
      const [select] = await tx
        .select({ eventId: additionalSelects.eventId })
        .from(additionalSelects)
        .where(eq(additionalSelects.id, input.select_id as number));
      if (select?.eventId !== eventId) throw invalid(['select_id'], 'v.not_in_event');
      return values;
    }
    case 'coupons': {
      for (const [i, t] of ((input.run_type_ids as number[] | null) ?? []).entries())
        ofEvent(`run_type_ids.${i}`, t);
      const discount = input.discount as number;
      if (input.discount_type === 'PERCENTAGE' && !Number.isInteger(discount))
        throw new ValidationFailure([
          { code: 'invalid_type', expected: 'int', path: ['discount'], message: '' },
        ]);
      return {
        ...values,
        discount: input.discount_type === 'AMOUNT' ? Math.round(discount * 100) : discount,
        ...(id === null ? { eventId } : {}),
      };
    }
    default:
      return { ...values, ...(id === null ? { eventId } : {}) };
  }
}

/** Is a part's row of this event? Price tiers and run models belong through their race type. */
async function partRow(
  tx: Tx | Db,
  part: SetupPart,
  eventId: number,
  id: number,
): Promise<Record<string, unknown>> {
  const table = PART_TABLES[part];
  const [row] = await tx
    .select()
    .from(table as typeof runTypes)
    .where(eq((table as typeof runTypes).id, id));
  const r = row as Record<string, unknown> | undefined;
  if (r) {
    const owner = 'eventId' in r ? r.eventId : await ownerEvent(tx, r);
    if (owner === eventId) return r;
  }
  throw new AppError(404, 'setup.part_not_found');
}

/** One row of an event's setup part, as a route names it (`/:key/:part/:id`). */
export interface PartRef {
  key: string;
  part: SetupPart;
  id: number;
}

/** The caller's event and the row of its part (404 when the row is not the event's). */
async function eventPart(db: Db, user: UserRow, ref: PartRef) {
  const e = await eventForUser(db, user, ref.key);
  return { e, row: await partRow(db, ref.part, e.id, ref.id) };
}

/** Hides a part from new orders, or offers it again. */
async function setHidden(tx: Tx, { part, id }: PartRef, isHidden: boolean) {
  const table = PART_TABLES[part] as typeof runTypes;
  await tx
    .update(table)
    .set({ isHidden } as never)
    .where(eq(table.id, id));
}

/** The event of a part that belongs to it through its race type or its select. */
async function ownerEvent(tx: Tx | Db, r: Record<string, unknown>): Promise<number | undefined> {
  if ('selectId' in r) {
    const [s] = await tx
      .select({ e: additionalSelects.eventId })
      .from(additionalSelects)
      .where(eq(additionalSelects.id, r.selectId as number));
    return s?.e;
  }
  const [t] = await tx
    .select({ e: runTypes.eventId })
    .from(runTypes)
    .where(eq(runTypes.id, r.runTypeId as number));
  return t?.e;
}

/** Adds a race type, price tier, run model, shirt, delivery type or coupon. */
export async function addPart(
  db: Db,
  user: UserRow,
  eventKey: string,
  part: SetupPart,
  body: unknown,
): Promise<SetupEventView> {
  const e = await eventForUser(db, user, eventKey);
  const input = parse(setupPartSchemas[part] as z.ZodType<Record<string, unknown>>, body);
  return change(db, e.id, async (tx) => {
    const values = await partValues(tx, part, e.id, input, null);
    const table = PART_TABLES[part] as typeof runTypes;
    const [row] = await tx
      .insert(table)
      .values(values as never)
      .returning({ id: table.id });
    await recordChange(tx, {
      eventId: e.id,
      user,
      action: `${part}.added`,
      detail: { id: row!.id, ...jsonSafe(input) },
    });
    return setupView(tx, e.id);
  });
}

/** Changes a part; a race type's own limit below its places taken is refused. */
export async function changePart(
  db: Db,
  user: UserRow,
  ref: PartRef,
  body: unknown,
): Promise<SetupEventView> {
  const { part, id } = ref;
  const { e, row: current } = await eventPart(db, user, ref);
  const schema = setupPartSchemas[part] as unknown as z.ZodObject;
  const currentInput = apiView(current);
  if (part === 'coupons' && current.discountType === 'AMOUNT')
    currentInput.discount = toBaht(current.discount as number);
  const input = parse(schema as z.ZodType<Record<string, unknown>>, merged(schema, currentInput, body));
  return change(db, e.id, async (tx) => {
    if (part === 'run-types' && input.participant_limit !== null) {
      const [places] = await tx
        .select({ taken: runTypePlaces.taken })
        .from(runTypePlaces)
        .where(eq(runTypePlaces.runTypeId, id))
        .for('update');
      const taken = places?.taken ?? 0;
      if ((input.participant_limit as number) < taken)
        throw new ValidationFailure([
          { code: 'too_small', path: ['participant_limit'], minimum: taken, message: 'v.limit_below_taken' },
        ]);
    }
    const values = await partValues(tx, part, e.id, input, id);
    const table = PART_TABLES[part] as typeof runTypes;
    await tx
      .update(table)
      .set(values as never)
      .where(eq(table.id, id));
    const changed = changedFields(currentInput, jsonSafe(input), body);
    await recordChange(tx, { eventId: e.id, user, action: `${part}.changed`, detail: { id, ...changed } });
    return setupView(tx, e.id);
  });
}

/**
 * Removes a part. One that placed orders use (a race type, run model, shirt, delivery type or coupon
 * they hold) is hidden instead (a coupon made inactive): the orders keep it, new orders cannot choose it.
 */
export async function removePart(db: Db, user: UserRow, ref: PartRef): Promise<SetupEventView> {
  const { part, id } = ref;
  const { e } = await eventPart(db, user, ref);
  return change(db, e.id, async (tx) => {
    const used = await isUsed(tx, part, id);
    const table = PART_TABLES[part] as typeof runTypes;
    if (used && part === 'coupons')
      await tx.update(coupons).set({ isActive: false }).where(eq(coupons.id, id));
    else if (used) await setHidden(tx, ref, true);
    else await tx.delete(table).where(eq(table.id, id));
    await recordChange(tx, {
      eventId: e.id,
      user,
      action: used ? `${part}.hidden` : `${part}.removed`,
      detail: { id },
    });
    return setupView(tx, e.id);
  });
}

/** Offers a hidden part to new orders again (a coupon is made active again by editing it). */
export async function showPart(db: Db, user: UserRow, ref: PartRef): Promise<SetupEventView> {
  const { e, row } = await eventPart(db, user, ref);
  if (!('isHidden' in row)) throw new AppError(404, 'http.not_found');
  if (!row.isHidden) return setupView(db, e.id);
  return change(db, e.id, async (tx) => {
    await setHidden(tx, ref, false);
    await recordChange(tx, { eventId: e.id, user, action: `${ref.part}.shown`, detail: { id: ref.id } });
    return setupView(tx, e.id);
  });
}

async function isUsed(tx: Tx, part: SetupPart, id: number): Promise<boolean> {
  const n = async (q: Promise<{ n: number }[]>) => ((await q)[0]?.n ?? 0) > 0;
  switch (part) {
    case 'run-types':
      return n(tx.select({ n: count() }).from(runners).where(eq(runners.runTypeId, id)));
    case 'run-models':
      return n(tx.select({ n: count() }).from(runners).where(eq(runners.runModelId, id)));
    case 'shirts':
      return n(tx.select({ n: count() }).from(runners).where(eq(runners.shirtId, id)));
    case 'delivery-types':
      return n(tx.select({ n: count() }).from(orders).where(eq(orders.deliveryTypeId, id)));
    case 'coupons':
      return n(tx.select({ n: count() }).from(orders).where(eq(orders.couponId, id)));
    case 'additional-options':
      // Runners keep the option's name with its id in additional_choices (no foreign key).
      return n(
        tx
          .select({ n: count() })
          .from(runners)
          .where(sql`${runners.additionalChoices} @> ${JSON.stringify([{ optionId: id }])}::jsonb`),
      );
    default:
      return false;
  }
}

/** For the change history: each field the caller sent whose value moved, as [before, after]. */
function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  sent: unknown,
): Record<string, [unknown, unknown]> {
  return Object.fromEntries(
    Object.keys(sent as object)
      .filter((k) => k in after && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) => [k, [before[k], after[k]]]),
  );
}

/** Input as JSON for the history (moments as ISO strings). */
function jsonSafe(input: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
}

// ---- duplicate --------------------------------------------------------------------------------------

/**
 * A new draft with every setting and offered option of this event (last year's race as a start):
 * dates, the registration window, price tiers and coupon windows moved by `shift_days`; no orders, no
 * places taken, coupons unused; the same staff.
 */
export async function duplicateEvent(
  db: Db,
  user: UserRow,
  eventKey: string,
  body: z.output<typeof eventDuplicateSchema>,
): Promise<SetupEventView> {
  assertMayCreateEvents(user);
  const from = await eventForUser(db, user, eventKey);
  const shift = (d: Date) => new Date(d.getTime() + body.shift_days * 86_400_000);
  const shiftDay = (day: string) =>
    shift(new Date(`${day}T00:00:00Z`))
      .toISOString()
      .slice(0, 10);
  return change(db, 0, async (tx) => {
    const { id: _id, createdAt: _c, updatedAt: _u, contentVersion: _v, ...settings } = from;
    const [e] = await tx
      .insert(events)
      .values({
        ...settings,
        eventKey: body.event_key,
        title: body.title,
        titleEn: body.title_en,
        eventDate: shiftDay(from.eventDate),
        // Organizer wording of dates belongs to last year's dates: computed again from the new ones.
        eventDateText: '',
        eventDateTextEn: '',
        registrationStartTxtTh: '',
        registrationStartTxtEn: '',
        registrationStartAt: shift(from.registrationStartAt),
        registrationEndAt: shift(from.registrationEndAt),
        isRegistrationClosed: false,
        isPublished: false,
      })
      .returning({ id: events.id });
    const eventId = e!.id;
    const offered = <T extends { isHidden: boolean }>(rows: T[]) => rows.filter((r) => !r.isHidden);
    const types = offered(await tx.select().from(runTypes).where(eq(runTypes.eventId, from.id)));
    const typeIds = new Map<number, number>();
    for (const { id, eventId: _e, ...t } of types) {
      const [row] = await tx
        .insert(runTypes)
        .values({ ...t, eventId })
        .returning({ id: runTypes.id });
      typeIds.set(id, row!.id);
    }
    const oldTypeIds = [...typeIds.keys()];
    if (oldTypeIds.length) {
      for (const { id: _i, runTypeId, ...m } of offered(
        await tx.select().from(runModels).where(inArray(runModels.runTypeId, oldTypeIds)),
      ))
        await tx.insert(runModels).values({ ...m, runTypeId: typeIds.get(runTypeId)! });
      for (const { id: _i, runTypeId, startsAt, endsAt, ...p } of await tx
        .select()
        .from(priceTiers)
        .where(inArray(priceTiers.runTypeId, oldTypeIds)))
        await tx.insert(priceTiers).values({
          ...p,
          runTypeId: typeIds.get(runTypeId)!,
          startsAt: shift(startsAt),
          endsAt: shift(endsAt),
        });
    }
    for (const { id: _i, eventId: _e, runTypeId, ...s } of offered(
      await tx.select().from(shirts).where(eq(shirts.eventId, from.id)),
    )) {
      if (runTypeId !== null && !typeIds.has(runTypeId)) continue;
      await tx
        .insert(shirts)
        .values({ ...s, eventId, runTypeId: runTypeId === null ? null : typeIds.get(runTypeId)! });
    }
    for (const { id: _i, eventId: _e, ...d } of offered(
      await tx.select().from(deliveryTypes).where(eq(deliveryTypes.eventId, from.id)),
    ))
      await tx.insert(deliveryTypes).values({ ...d, eventId });
    for (const { id: selectId, eventId: _e, ...sel } of await tx
      .select()
      .from(additionalSelects)
      .where(eq(additionalSelects.eventId, from.id))) {
      const [row] = await tx
        .insert(additionalSelects)
        .values({ ...sel, eventId })
        .returning({ id: additionalSelects.id });
      for (const { id: _i, selectId: _s, ...o } of offered(
        await tx.select().from(additionalOptions).where(eq(additionalOptions.selectId, selectId)),
      ))
        await tx.insert(additionalOptions).values({ ...o, selectId: row!.id });
    }
    for (const { id: _i, eventId: _e, usedCount: _n, validFrom, validUntil, runTypeIds, ...c } of await tx
      .select()
      .from(coupons)
      .where(eq(coupons.eventId, from.id)))
      await tx.insert(coupons).values({
        ...c,
        eventId,
        validFrom: validFrom && shift(validFrom),
        validUntil: validUntil && shift(validUntil),
        runTypeIds: runTypeIds && runTypeIds.filter((t) => typeIds.has(t)).map((t) => typeIds.get(t)!),
      });
    const staff = await tx.select().from(organizerEvents).where(eq(organizerEvents.eventId, from.id));
    for (const s of staff) await tx.insert(organizerEvents).values({ ...s, eventId });
    if (user.role === 'organizer' && !staff.some((s) => s.userId === user.id))
      await tx.insert(organizerEvents).values({ userId: user.id, eventId, role: 'organizer' });
    await recordChange(tx, {
      eventId,
      user,
      action: 'event.duplicated',
      detail: { from: from.eventKey, shift_days: body.shift_days },
    });
    return setupView(tx, eventId);
  });
}
