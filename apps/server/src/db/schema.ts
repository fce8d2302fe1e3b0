/**
 * The product's tables (Drizzle, pg-core). Money columns are integer satang.
 * Migrations are generated from this file with `npm run db:generate` and committed.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** When a row was made and last changed. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const eventPaymentMethod = pgEnum('event_payment_method', ['OPN', 'DIRECT', 'FREE']);
/** EXPIRED: an unpaid order whose hold ran out; its places went back (orders/holds.ts). */
export const orderStatus = pgEnum('order_status', ['INITIAL', 'PAID', 'DELETE', 'CANCEL', 'EXPIRED']);
export const userRole = pgEnum('user_role', ['member', 'organizer', 'ssadmin']);
export const couponDiscountType = pgEnum('coupon_discount_type', ['PERCENTAGE', 'AMOUNT']);
/** An event's staff: organizer (everything of that event) or desk (the bib check only). */
export const staffRole = pgEnum('staff_role', ['organizer', 'desk']);

/** Hidden options stay for the orders that use them but are no longer offered to new orders. */
const isHidden = () => boolean('is_hidden').notNull().default(false);

/** A row of an event's setup (a race type, a shirt, a coupon...): it goes when its event goes. */
const eventOption = () =>
  integer('event_id')
    .notNull()
    .references((): AnyPgColumn => events.id, { onDelete: 'cascade' });

/** A part of an order (its people, charges, history): it goes when its order goes. */
const orderPart = () =>
  integer('order_id')
    .notNull()
    .references((): AnyPgColumn => orders.id, { onDelete: 'cascade' });

/** An option's Thai and English name and description (race types, delivery types). */
const namesAndDescriptions = () => ({
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
});

/** An option's English name beside its Thai `name`, and its place in the organizer's order. */
const englishNameAndOrder = () => ({
  nameEn: text('name_en').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    eventKey: text('event_key').notNull().unique(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    /** Race day, a calendar date in Bangkok. */
    eventDate: date('event_date').notNull(),
    /** Organizer's own wording of the race day; computed from event_date when empty. */
    eventDateText: text('event_date_text').notNull().default(''),
    eventDateTextEn: text('event_date_text_en').notNull().default(''),
    location: text('location').notNull().default(''),
    locationEn: text('location_en').notNull().default(''),
    registrationStartAt: timestamp('registration_start_at', { withTimezone: true }).notNull(),
    registrationEndAt: timestamp('registration_end_at', { withTimezone: true }).notNull(),
    /** Organizer's own wording of the opening; computed from registration_start_at when empty. */
    registrationStartTxtTh: text('registration_start_txt_th').notNull().default(''),
    registrationStartTxtEn: text('registration_start_txt_en').notNull().default(''),
    /** Closed by hand before registration_end_at. */
    isRegistrationClosed: boolean('is_registration_closed').notNull().default(false),
    content: text('content').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    organizerInfo: text('organizer_info').notNull().default(''),
    organizerInfoEn: text('organizer_info_en').notNull().default(''),
    isProductionMode: boolean('is_production_mode').notNull().default(true),
    isLimitParticipate: boolean('is_limit_participate').notNull().default(false),
    participantLimit: integer('participant_limit'),
    isRequireIdCard: boolean('is_require_id_card').notNull().default(true),
    validateIdcard: text('validate_idcard').notNull().default(''),
    validateEmail: boolean('validate_email').notNull().default(true),
    /** Any ID of one character or more ('-' when blank): the seeds' 'sichon16' case as a setting. */
    isRelaxedId: boolean('is_relaxed_id').notNull().default(false),
    isRequireHealthProblem: boolean('is_require_health_problem').notNull().default(false),
    isRequireBloodGroup: boolean('is_require_blood_group').notNull().default(false),
    isRequireEmergencyName: boolean('is_require_emergency_name').notNull().default(false),
    isRequireEmergencyRelation: boolean('is_require_emergency_relation').notNull().default(false),
    isRequireEmergencyMobileNo: boolean('is_require_emergency_mobile_no').notNull().default(false),
    isRunModel: boolean('is_run_model').notNull().default(false),
    isCustomField1: boolean('is_custom_field1').notNull().default(false),
    customField1Name: text('custom_field1_name').notNull().default(''),
    customField1NameEn: text('custom_field1_name_en').notNull().default(''),
    isCustomField1Require: boolean('is_custom_field1_require').notNull().default(false),
    paymentMethod: eventPaymentMethod('payment_method').notNull(),
    isFreePaymentFee: boolean('is_free_payment_fee').notNull().default(false),
    isSystemFee: boolean('is_system_fee').notNull().default(false),
    systemFeeAmt: integer('system_fee_amt').notNull().default(0),
    maxRunnerRegisterPerOrder: integer('max_runner_register_per_order').notNull().default(5),
    isCoupon: boolean('is_coupon').notNull().default(false),
    condition: text('condition').notNull().default(''),
    conditionEn: text('condition_en').notNull().default(''),
    paymentAccountNo: text('payment_account_no').notNull().default(''),
    paymentAccountName: text('payment_account_name').notNull().default(''),
    paymentBankName: text('payment_bank_name').notNull().default(''),
    txtMessageRegisted: text('txt_message_registed').notNull().default(''),
    txtMessageRegistedEn: text('txt_message_registed_en').notNull().default(''),
    isEnableCheckbibFunction: boolean('is_enable_checkbib_function').notNull().default(false),
    /**
     * A verified bank-transfer slip keeps the order's places at most this many hours from the order
     * (services/money/slips.ts); after that the hold sweep expires it like any other unpaid order.
     */
    slipHoldHours: integer('slip_hold_hours').notNull().default(72),
    /**
     * Runners' personal data is purged this many days after race day (services/people/purge.ts), by the
     * periodic job; null: never automatically (the organizer may still purge by hand after race day).
     */
    purgeAfterDays: integer('purge_after_days').default(90),
    /**
     * A draft (false) is seen only by its staff, through the setup preview: not listed, not found by
     * its key, not open for orders. Events made before the setup pages are published.
     */
    isPublished: boolean('is_published').notNull().default(true),
    /**
     * Bumped by triggers (migration 0005) whenever what the public sees of the event changes: its own
     * columns, or any of its race types, run models, shirts, deliveries and selects.
     * Each process's prepared replies (services/events/event-catalog.ts) are rebuilt when it moves.
     */
    contentVersion: integer('content_version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check('events_system_fee_nonneg', sql`${t.systemFeeAmt} >= 0`),
    check('events_max_runner_positive', sql`${t.maxRunnerRegisterPerOrder} >= 1`),
    check('events_registration_window', sql`${t.registrationEndAt} > ${t.registrationStartAt}`),
    check('events_slip_hold_hours', sql`${t.slipHoldHours} between 1 and 720`),
    check('events_purge_after_days', sql`${t.purgeAfterDays} between 1 and 3650`),
  ],
);

export const runTypes = pgTable(
  'run_types',
  {
    id: serial('id').primaryKey(),
    eventId: eventOption(),
    ...namesAndDescriptions(),
    price: integer('price').notNull(),
    /** 1 = individual; a team entry takes team_size places. */
    teamSize: integer('team_size').notNull().default(1),
    /** Optional cap for this run type alone, in places. */
    participantLimit: integer('participant_limit'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Bib numbers of this race type: prefix + a running number from bib_start (services/backoffice/bibs.ts). */
    bibPrefix: text('bib_prefix').notNull().default(''),
    bibStart: integer('bib_start'),
    /** Optional age limits in whole years, the age reached on race day (domain age.ts); null = none. */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    /** Start time on race day, "HH:MM" Bangkok time; '' = not given. */
    startTime: text('start_time').notNull().default(''),
    isHidden: isHidden(),
  },
  (t) => [
    index('run_types_event_idx').on(t.eventId),
    check('run_types_price_nonneg', sql`${t.price} >= 0`),
    check('run_types_team_size', sql`${t.teamSize} between 1 and 10`),
    check(
      'run_types_age_limits',
      sql`(${t.minAge} is null or ${t.minAge} between 0 and 120) and (${t.maxAge} is null or ${t.maxAge} between 0 and 120) and (${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge})`,
    ),
  ],
);

/**
 * Places held by active orders, one narrow row per event and per race type, apart from the wide rows
 * they count for: every order updates them, and a small row keeps each update on its page (HOT, low
 * fillfactor) without rewriting the event's texts or waking its content triggers (migration 0007).
 * Rows are created by triggers when an event or race type is inserted; changed only by
 * orders/places-taken.ts and raceday_place_order.
 */
export const eventPlaces = pgTable(
  'event_places',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [check('event_places_taken_nonneg', sql`${t.taken} >= 0`)],
);

/**
 * A version of the data the back-office screens read, per event (services/backoffice/report-cache.ts): triggers
 * (migration 0020) add 1 to one of the event's shards in the same transaction as any change of its
 * orders, runners, payments, refunds or order history. The sum of the shards grows with every
 * committed change, so a screen computed at a sum is still right while the sum is the same. Sharded
 * by backend (pg_backend_pid() % 64) so that concurrent transactions rarely wait on the same row.
 */
export const reportVersions = pgTable(
  'report_versions',
  {
    eventId: integer('event_id').notNull(),
    shard: integer('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.shard] })],
);

export const runTypePlaces = pgTable(
  'run_type_places',
  {
    runTypeId: integer('run_type_id')
      .primaryKey()
      .references(() => runTypes.id, { onDelete: 'cascade' }),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [check('run_type_places_taken_nonneg', sql`${t.taken} >= 0`)],
);

/**
 * The places one client holds in unpaid orders, per client key ('address:' or 'device:' and the
 * order's keyed hash, orders.address_key / device_key): the placing function takes them within the
 * bound in O(1) (db/functions/place_order.sql), a trigger gives them back when the order leaves
 * INITIAL (migration 0023). Also counts holds past their deadline not expired yet: an upper bound the
 * placing function sets right when it says "over".
 */
export const heldPlaces = pgTable(
  'held_places',
  {
    clientKey: text('client_key').primaryKey(),
    places: integer('places').notNull().default(0),
  },
  (t) => [check('held_places_nonneg', sql`${t.places} >= 0`)],
);

export const runModels = pgTable(
  'run_models',
  {
    id: serial('id').primaryKey(),
    runTypeId: integer('run_type_id')
      .notNull()
      .references(() => runTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...englishNameAndOrder(),
    isHidden: isHidden(),
  },
  (t) => [index('run_models_run_type_idx').on(t.runTypeId)],
);

export const shirts = pgTable(
  'shirts',
  {
    id: serial('id').primaryKey(),
    eventId: eventOption(),
    /** Null = offered with every run type (the API shows 0). */
    runTypeId: integer('run_type_id').references(() => runTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** English name; '' = none (pages in English show the Thai name). */
    nameEn: text('name_en').notNull().default(''),
    additionalPrice: integer('additional_price').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Optional: how many of this size there are; sold out when active orders hold them all. */
    stock: integer('stock'),
    isHidden: isHidden(),
  },
  (t) => [
    index('shirts_event_idx').on(t.eventId),
    check('shirts_price_nonneg', sql`${t.additionalPrice} >= 0`),
  ],
);

export const deliveryTypes = pgTable(
  'delivery_types',
  {
    id: serial('id').primaryKey(),
    eventId: eventOption(),
    ...namesAndDescriptions(),
    price: integer('price').notNull().default(0),
    priceAdditional: integer('price_additional').notNull().default(0),
    isRequireAddress: boolean('is_require_address').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isHidden: isHidden(),
  },
  (t) => [
    index('delivery_types_event_idx').on(t.eventId),
    check('delivery_types_price_nonneg', sql`${t.price} >= 0 and ${t.priceAdditional} >= 0`),
  ],
);

/** The seeds' additional1..additional4 selects of an event. */
export const additionalSelects = pgTable(
  'additional_selects',
  {
    id: serial('id').primaryKey(),
    eventId: eventOption(),
    slot: integer('slot').notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en').notNull().default(''),
    isRequire: boolean('is_require').notNull().default(false),
  },
  (t) => [
    uniqueIndex('additional_selects_event_slot_uq').on(t.eventId, t.slot),
    check('additional_selects_slot', sql`${t.slot} between 1 and 4`),
  ],
);

export const additionalOptions = pgTable(
  'additional_options',
  {
    id: serial('id').primaryKey(),
    selectId: integer('select_id')
      .notNull()
      .references(() => additionalSelects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...englishNameAndOrder(),
    isHidden: isHidden(),
  },
  (t) => [index('additional_options_select_idx').on(t.selectId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    eventId: eventOption(),
    code: text('code').notNull(),
    discountType: couponDiscountType('discount_type').notNull(),
    /** Percent (0-100) for PERCENTAGE; satang for AMOUNT (the price that replaces the entry total). */
    discount: integer('discount').notNull(),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** The race types it applies to; null = every race type of the event. */
    runTypeIds: integer('run_type_ids').array(),
  },
  (t) => [
    uniqueIndex('coupons_event_code_uq').on(t.eventId, sql`upper(${t.code})`),
    check('coupons_discount_nonneg', sql`${t.discount} >= 0`),
    check('coupons_percentage_range', sql`${t.discountType} <> 'PERCENTAGE' or ${t.discount} <= 100`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    displayName: text('display_name').notNull().default(''),
    mobileNo: text('mobile_no').notNull().default(''),
    role: userRole('role').notNull().default('member'),
    /** Carried in every token; bumped by logout-everywhere, a password change or a role change. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * May set up new events (the super-admin always may). Set by the super-admin (`user:create` /
     * `user:role --can-create-events`), never by a staff link: back-office rights come from the links.
     */
    canCreateEvents: boolean('can_create_events').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** Who may run which event, and how much of it (the super-admin runs every event). */
export const organizerEvents = pgTable(
  'organizer_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: eventOption(),
    role: staffRole('role').notNull().default('organizer'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

/**
 * An invitation to an event's staff, by e-mail (services/people/staff.ts): nothing changes for the person,
 * with or without an account, until they accept it (the link plus their login, or a new password).
 * Only a hash of the token is stored. One open invitation per event and e-mail; adding the e-mail
 * again renews it (a new token, the role asked now).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    eventId: eventOption(),
    /** Lower case, as typed by the inviter. */
    email: text('email').notNull(),
    role: staffRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('staff_invitations_hash_uq').on(t.tokenHash),
    uniqueIndex('staff_invitations_open_uq')
      .on(t.eventId, t.email)
      .where(sql`${t.acceptedAt} is null`),
  ],
);

/**
 * A race type's price by date (early bird, regular, late): the tier whose window holds the moment of
 * the order sets the entry price; outside every tier the race type's own price applies. Windows of
 * one race type never overlap (services/events/event-setup.ts refuses it).
 */
export const priceTiers = pgTable(
  'price_tiers',
  {
    id: serial('id').primaryKey(),
    runTypeId: integer('run_type_id')
      .notNull()
      .references(() => runTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    price: integer('price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('price_tiers_run_type_idx').on(t.runTypeId),
    check('price_tiers_price_nonneg', sql`${t.price} >= 0`),
    check('price_tiers_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * An event whose runners' personal data was purged after the race (services/people/purge.ts): one row per
 * event, so a second purge finds it and changes nothing. `counts` says how many rows were blanked.
 */
export const personalDataPurges = pgTable('personal_data_purges', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** Who ran it; null for the scheduled job (actor 'system') or an account since removed. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  actor: text('actor').notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
});

/** Every change to an event's setup or staff: who, when, what (shown as the event's change history). */
export const eventChanges = pgTable(
  'event_changes',
  {
    id: serial('id').primaryKey(),
    eventId: eventOption(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account's e-mail at the time, kept if the account goes. */
    actor: text('actor').notNull(),
    /** e.g. event.created, event.updated, run_type.added, staff.added, registration.closed. */
    action: text('action').notNull(),
    /** The fields changed, each with its value before and after. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('event_changes_event_idx').on(t.eventId, t.at)],
);

/**
 * One-use links sent by e-mail (a staff invitation that lets a new person set a password). Only a
 * hash of the token is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    check('account_tokens_purpose', sql`${t.purpose} in ('invitation', 'password_reset')`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /** The member who created it while logged in, if any. */
    userId: integer('user_id').references(() => users.id),
    status: orderStatus('status').notNull().default('INITIAL'),
    /** FREE, DIRECT, PP_OPN (PromptPay) or CC_OPN (card). */
    paymentMethod: text('payment_method').notNull(),
    itemsAmount: integer('items_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    shippingAmount: integer('shipping_amount').notNull().default(0),
    systemFeeAmount: integer('system_fee_amount').notNull().default(0),
    /** items - discount + shipping + system fee: the seeds' `amount`. */
    amount: integer('amount').notNull(),
    onlineFeeAmount: integer('online_fee_amount').notNull().default(0),
    /** amount + online fee: what the runner pays, the seeds' `paid_amount`. */
    paidAmount: integer('paid_amount').notNull(),
    /** Money given back so far (the sum of the order's refunds); never above what was paid. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    runnerCount: integer('runner_count').notNull(),
    /** Places this order holds (a team entry counts each member). */
    placesCount: integer('places_count').notNull(),
    idCard: text('id_card').notNull(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    deliveryTypeId: integer('delivery_type_id').references(() => deliveryTypes.id),
    deliveryTypeName: text('delivery_type_name').notNull().default(''),
    deliveryTypeIsRequireAddress: boolean('delivery_type_is_require_address').notNull().default(false),
    deliveryAddName: text('delivery_add_name').notNull().default(''),
    deliveryAddMobileNo: text('delivery_add_mobile_no').notNull().default(''),
    deliveryAddNo: text('delivery_add_no').notNull().default(''),
    deliveryAddSubDistrict: text('delivery_add_sub_district').notNull().default(''),
    deliveryAddDistrict: text('delivery_add_district').notNull().default(''),
    deliveryAddProvince: text('delivery_add_province').notNull().default(''),
    deliveryAddPostcode: text('delivery_add_postcode').notNull().default(''),
    remark: text('remark').notNull().default(''),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the create request: a replay with another body under the same key is refused. */
    idempotencyRequestHash: text('idempotency_request_hash'),
    /** An unpaid order holds its places until then; null while a slip waits for a check, or once paid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paymentRef: text('payment_ref'),
    paymentSlipUrl: text('payment_slip_url'),
    paymentSlipTime: text('payment_slip_time'),
    paymentSlipSha256: text('payment_slip_sha256'),
    /** From the Thai bank mini-QR printed on the slip, when it could be read. */
    paymentSlipBank: text('payment_slip_bank'),
    paymentSlipTransRef: text('payment_slip_trans_ref'),
    paymentSlipAt: timestamp('payment_slip_at', { withTimezone: true }),
    /**
     * The slip carries a Thai bank mini-QR of a transfer no other order used (true: it may extend the
     * hold), or not (false: unverified, the deadline stays); null without a slip.
     */
    paymentSlipVerified: boolean('payment_slip_verified'),
    /**
     * Who placed it, as lib/client-identity.ts keys them: a keyed hash of the client address (never
     * the address itself) and of the browser's device id; bounds the places one client holds unpaid.
     */
    addressKey: text('address_key'),
    deviceKey: text('device_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The EMS tracking number of a kit sent by post (delivery with an address), once the organizer posted it. */
    trackingNo: text('tracking_no'),
    /** The language of the request that created it: its e-mails are written in it (th or en). */
    language: text('language').notNull().default('th'),
    ...timestamps(),
  },
  (t) => [
    check('orders_language', sql`${t.language} in ('th', 'en')`),
    index('orders_event_status_idx').on(t.eventId, t.status),
    index('orders_mobile_idx').on(t.mobile),
    index('orders_user_idx').on(t.userId),
    index('orders_slip_sha_idx').on(t.paymentSlipSha256),
    index('orders_slip_ref_idx').on(t.paymentSlipBank, t.paymentSlipTransRef),
    // The hold-expiry job's queue: unpaid orders by deadline.
    index('orders_hold_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'INITIAL' and ${t.expiresAt} is not null`),
    // The places one client holds unpaid (orders/place-order.ts, the report's top holders).
    index('orders_held_by_address_idx')
      .on(t.addressKey)
      .where(sql`${t.status} = 'INITIAL' and ${t.addressKey} is not null`),
    index('orders_held_by_device_idx')
      .on(t.deviceKey)
      .where(sql`${t.status} = 'INITIAL' and ${t.deviceKey} is not null`),
    check(
      'orders_amounts_nonneg',
      sql`${t.itemsAmount} >= 0 and ${t.amount} >= 0 and ${t.paidAmount} >= ${t.amount} and ${t.discountAmount} >= 0`,
    ),
    check('orders_refund_within_paid', sql`${t.refundedAmount} between 0 and ${t.paidAmount}`),
  ],
);

/**
 * Every person of an order, one row each: individual runners, team captains, and team members
 * (members point to their captain). One partial unique index then guards everyone, each person gets
 * a bib, and an event's places taken equal its active rows.
 */
export const runners = pgTable(
  'runners',
  {
    id: serial('id').primaryKey(),
    orderId: orderPart(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    runTypeId: integer('run_type_id')
      .notNull()
      .references(() => runTypes.id),
    runModelId: integer('run_model_id').references(() => runModels.id),
    shirtId: integer('shirt_id').references(() => shirts.id),
    registerType: text('register_type').notNull().default('MYSELF'),
    isMainRegister: boolean('is_main_register').notNull().default(false),
    idCard: text('id_card').notNull(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    sex: text('sex').notNull(),
    dob: date('dob').notNull(),
    nationality: text('nationality').notNull().default('THAI'),
    email: text('email').notNull().default(''),
    mobileNo: text('mobile_no').notNull(),
    healthProblem: text('health_problem').notNull().default('-'),
    runnerTeam: text('runner_team').notNull().default(''),
    bloodGroup: text('blood_group').notNull().default(''),
    emergencyName: text('emergency_name').notNull().default(''),
    emergencyRelation: text('emergency_relation').notNull().default(''),
    emergencyMobileNo: text('emergency_mobile_no').notNull().default(''),
    /** Names and prices as they were when the order was placed. */
    runTypeName: text('run_type_name').notNull(),
    runTypePrice: integer('run_type_price').notNull(),
    runModelName: text('run_model_name').notNull().default('-'),
    shirtName: text('shirt_name').notNull().default(''),
    shirtPrice: integer('shirt_price').notNull().default(0),
    /** additional1..4 choices: [{slot, option_id, name}]. */
    additionalChoices: jsonb('additional_choices')
      .$type<{ slot: number; optionId: number; name: string }[]>()
      .notNull()
      .default([]),
    customField1: text('custom_field1').notNull().default(''),
    /** Set on team members 2..n: the runner row of their captain (who carries the entry's price). */
    teamCaptainId: integer('team_captain_id').references((): AnyPgColumn => runners.id, {
      onDelete: 'cascade',
    }),
    /** 1 for a runner or captain; 2..n for team members. */
    teamPosition: integer('team_position').notNull().default(1),
    bibNo: text('bib_no'),
    isCheckbib: boolean('is_checkbib').notNull().default(false),
    checkbibAt: timestamp('checkbib_at', { withTimezone: true }),
    /** Who collected the bib when it was not the runner (a friend's name as the desk wrote it); null: the runner. */
    checkbibCollectedBy: text('checkbib_collected_by'),
    /** False once its order is deleted or cancelled; only active entries count as registered. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('runners_order_idx').on(t.orderId),
    // An event's people in id order: the exports page through them 2,000 at a time.
    index('runners_event_id_idx').on(t.eventId, t.id),
    index('runners_captain_idx').on(t.teamCaptainId),
    index('runners_event_fname_idx').on(t.eventId, t.fname),
    index('runners_event_mobile_idx').on(t.eventId, t.mobileNo),
    // A bib number belongs to one person of the event.
    uniqueIndex('runners_event_bib_uq')
      .on(t.eventId, t.bibNo)
      .where(sql`${t.bibNo} is not null`),
    // Shirts of a stocked size held by active orders (counted under the shirt's row lock at order time).
    index('runners_active_shirt_idx')
      .on(t.shirtId)
      .where(sql`${t.isActive}`),
    // One active entry per person, event and run type.
    uniqueIndex('runners_active_person_uq')
      .on(t.eventId, t.runTypeId, t.idCard)
      .where(sql`${t.isActive}`),
  ],
);

/** A charge at a payment provider for an order: PromptPay QR or card. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: orderPart(),
    /** 'sandbox' or 'opn'. */
    provider: text('provider').notNull(),
    /** Null while a card charge is being created at the provider (status 'creating'). */
    providerChargeId: text('provider_charge_id'),
    /** 'promptpay' or 'card'. */
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('thb'),
    /**
     * pending, successful, failed, expired, reversed, refunded: as the provider last said; ours:
     * 'creating' (asked the provider, no answer yet), 'abandoned' (a card attempt left pending too long).
     */
    status: text('status').notNull().default('pending'),
    /** The request that made a card charge (order + card token): a replay finds its charge. */
    requestKey: text('request_key'),
    /** The EMVCo payload of a PromptPay QR, when we know it. */
    qrPayload: text('qr_payload'),
    /** An image of the QR served by the provider (Opn), when it has one. */
    qrImageUrl: text('qr_image_url'),
    authorizeUri: text('authorize_uri'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_provider_charge_uq').on(t.provider, t.providerChargeId),
    index('payments_order_idx').on(t.orderId),
    // One live card charge per order: a second card payment waits until the first has an outcome.
    uniqueIndex('payments_one_live_card_uq')
      .on(t.orderId)
      .where(sql`${t.method} = 'card' and ${t.status} in ('creating', 'pending')`),
    uniqueIndex('payments_request_key_uq').on(t.requestKey),
  ],
);

/** One-time card tokens of the sandbox provider's test card form. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Charges of the sandbox provider (what a real provider would keep on its side). */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  method: text('method').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('pending'),
  idempotencyKey: text('idempotency_key').unique(),
  returnUri: text('return_uri'),
  qrPayload: text('qr_payload'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/**
 * Money given back for an order: through the provider (a card or PromptPay charge, `payment_id` and
 * the provider's refund id) or by hand (a bank transfer: the organizer's transfer reference and note).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: orderPart(),
    /** The charge refunded through the provider; null for a refund made by hand. */
    paymentId: integer('payment_id').references(() => payments.id),
    amount: integer('amount').notNull(),
    /** 'provider' or 'manual'. */
    method: text('method').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** The bank transfer's reference of a refund made by hand. */
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Why: 'refund' (the organizer's), 'paid_after_close', 'paid_twice'. */
    reason: text('reason').notNull().default('refund'),
    /**
     * 'pending' while the provider is asked (the amount is already held, so two refunds at once cannot
     * give back more than was paid), 'done' once it answered; a refund by hand is done at once.
     */
    status: text('status').notNull().default('done'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_method', sql`${t.method} in ('provider', 'manual')`),
    check('refunds_status', sql`${t.status} in ('pending', 'done')`),
  ],
);

/** Every status change of an order: who, when, what. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: orderPart(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'system', 'provider:<name>' or 'user:<id>'. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

/**
 * The e-mails to send (services/mail/emails.ts), a durable queue: triggers on `orders` (migration 0006)
 * add a row in the same transaction as the order change, so a mail is as durable as its order and
 * the order's path pays one INSERT. The sender renders the mail from the order as it is at send
 * time, then fills recipient, subject and bodies. `last_error` is a short technical reason only.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * order_created, payment_confirmed, slip_received, order_closed (deleted or expired), for an
     * order; staff_invitation, for a person (recipient and payload filled when queued).
     */
    kind: text('kind').notNull(),
    /** What a mail without an order is made from (an invitation's link, event and role). */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('th'),
    /** Filled at send time from the order. */
    recipient: text('recipient').notNull().default(''),
    subject: text('subject').notNull().default(''),
    textBody: text('text_body').notNull().default(''),
    htmlBody: text('html_body').notNull().default(''),
    /** QUEUED, SENT, FAILED (after the last attempt), SKIPPED (the order has no e-mail address). */
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    /** Not picked before then: the retry backoff, and the lease of a sender that is sending it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** smtp, or outbox (no SMTP_URL: rendered by nodemailer and kept here only). */
    transport: text('transport'),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_order_idx').on(t.orderId),
    check(
      'email_outbox_kind',
      sql`${t.kind} in ('order_created', 'payment_confirmed', 'slip_received', 'order_closed', 'staff_invitation', 'password_reset', 'refund_issued', 'paid_after_close', 'entry_confirmed', 'tracking_number')`,
    ),
    check('email_outbox_status', sql`${t.status} in ('QUEUED', 'SENT', 'FAILED', 'SKIPPED')`),
    check('email_outbox_language', sql`${t.language} in ('th', 'en')`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type PriceTierRow = typeof priceTiers.$inferSelect;
export type EventChangeRow = typeof eventChanges.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type RunTypeRow = typeof runTypes.$inferSelect;
export type RunModelRow = typeof runModels.$inferSelect;
export type ShirtRow = typeof shirts.$inferSelect;
export type DeliveryTypeRow = typeof deliveryTypes.$inferSelect;
