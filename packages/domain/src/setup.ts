/**
 * Request schemas of the event setup calls (`/v1/organizer/setup/...`): an organizer's own events, the
 * super-admin's all. Money is entered in baht (at most 2 decimals) and stored in satang; moments are
 * ISO date-times with an offset; texts come in Thai and English. A change (PATCH) is merged into the
 * current values and the whole checked with the same schema. The server checks what needs the database
 * (a duplicate key, a limit below the places taken, overlapping price tiers).
 */
import { z } from 'zod';
import { RESERVED_EVENT_KEYS } from './constants';
import { AGE_LIMIT_MAX, AGE_LIMIT_MIN } from './age';
import { fromBaht } from './money';
import { eventKeySchema, singleLine } from './schemas';

/** A key for a new event: slug-shaped and not the name of a page of the product. */
export const newEventKeySchema = eventKeySchema.refine(
  (k) => !(RESERVED_EVENT_KEYS as readonly string[]).includes(k),
  { message: 'v.event_key_reserved' },
);

/**
 * The highest prices the setup takes, in baht, so that no order passes 2^31 satang (21,474,836.47 baht,
 * the orders table's integer columns): a race type (a team's price is for the whole team) or its price
 * tier up to 200,000; a shirt's extra, a delivery price, its per-runner extra and the system fee up to
 * 20,000. The dearest order (20 entries of a team of 10, each in the dearest shirt, posted, with the
 * system fee, paid by card at 5%) comes to 9,240,000 baht.
 */
export const MAX_ENTRY_PRICE_BAHT = 200_000;
export const MAX_EXTRA_PRICE_BAHT = 20_000;

/** Baht with at most two decimals, never negative, at most `max` baht: satang. */
const bahtUpTo = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), { message: 'v.baht' })
    .transform((n) => fromBaht(n));
/** A race type's or price tier's price. */
export const bahtSchema = bahtUpTo(MAX_ENTRY_PRICE_BAHT);
/** A shirt's extra, a delivery price and the system fee. */
const extraBahtSchema = bahtUpTo(MAX_EXTRA_PRICE_BAHT);

const moment = z.iso.datetime({ offset: true, message: 'v.moment' }).transform((s) => new Date(s));
const day = z.iso.date({ message: 'v.date' });
/** One line: names, titles, places, labels, bank details (schemas.ts#singleLine). */
const title = singleLine().min(1).max(200);
const shortText = (max = 200) => singleLine().max(max);
/** Text that may hold line breaks: the registration message, the race and delivery descriptions. */
const linesText = (max: number) => z.string().trim().max(max);
const longText = z.string().max(100_000);
const limit = z.number().int().min(1).max(1_000_000).nullable();

export const PAYMENT_METHODS = ['OPN', 'DIRECT', 'FREE'] as const;

/** Every field of an event an organizer sets; PATCH takes any of them. */
export const eventSettingsSchema = z.strictObject({
  title,
  title_en: shortText(),
  event_date: day,
  event_date_text: shortText(),
  event_date_text_en: shortText(),
  location: shortText(300),
  location_en: shortText(300),
  registration_start_at: moment,
  registration_end_at: moment,
  content: longText,
  content_en: longText,
  organizer_info: longText,
  organizer_info_en: longText,
  is_production_mode: z.boolean(),
  is_limit_participate: z.boolean(),
  participant_limit: limit,
  is_require_id_card: z.boolean(),
  is_relaxed_id: z.boolean(),
  validate_email: z.boolean(),
  is_require_health_problem: z.boolean(),
  is_require_blood_group: z.boolean(),
  is_require_emergency_name: z.boolean(),
  is_require_emergency_relation: z.boolean(),
  is_require_emergency_mobile_no: z.boolean(),
  is_run_model: z.boolean(),
  is_custom_field1: z.boolean(),
  custom_field1_name: shortText(),
  custom_field1_name_en: shortText(),
  is_custom_field1_require: z.boolean(),
  payment_method: z.enum(PAYMENT_METHODS),
  is_free_payment_fee: z.boolean(),
  is_system_fee: z.boolean(),
  system_fee_amt: extraBahtSchema,
  max_runner_register_per_order: z.number().int().min(1).max(20),
  is_coupon: z.boolean(),
  condition: longText,
  condition_en: longText,
  payment_account_no: shortText(40),
  payment_account_name: shortText(),
  payment_bank_name: shortText(),
  txt_message_registed: linesText(2000),
  txt_message_registed_en: linesText(2000),
  is_enable_checkbib_function: z.boolean(),
  /** A verified transfer slip keeps the order's places at most this many hours from the order. */
  slip_hold_hours: z.number().int().min(1).max(720),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** The registration window must end after it starts (checked on the merged settings). */
function windowRefine(
  s: { registration_start_at?: Date; registration_end_at?: Date },
  ctx: z.RefinementCtx,
): void {
  if (s.registration_start_at && s.registration_end_at && s.registration_end_at <= s.registration_start_at)
    ctx.addIssue({ code: 'custom', path: ['registration_end_at'], message: 'v.end_before_start' });
}

/**
 * An event's settings as stored after a change: PATCH merges the fields sent into the current ones and
 * checks the whole, so a rule across fields holds whichever of them changed.
 */
export const eventSettingsCheckedSchema = eventSettingsSchema.superRefine(windowRefine);

/** POST /v1/organizer/setup/events: a new draft. The super-admin names the organizer who runs it. */
export const eventCreateSchema = z
  .strictObject({
    event_key: newEventKeySchema,
    title,
    title_en: shortText().default(''),
    event_date: day,
    registration_start_at: moment,
    registration_end_at: moment,
    payment_method: z.enum(PAYMENT_METHODS).default('OPN'),
    organizer_email: z.email({ message: 'v.email' }).trim().toLowerCase().optional(),
  })
  .superRefine(windowRefine);
export type EventCreate = z.infer<typeof eventCreateSchema>;

/** POST .../duplicate: a new draft with every setting and option of this one, dates moved. */
export const eventDuplicateSchema = z.strictObject({
  event_key: newEventKeySchema,
  title,
  title_en: shortText().default(''),
  /** Days to move the race day, registration window and price tiers by (e.g. 364 for next year). */
  shift_days: z.number().int().min(-3660).max(3660).default(0),
});

/** POST .../registration: open or close registration by hand. */
export const registrationSwitchSchema = z.strictObject({ open: z.boolean() });

const names = { name: title, name_en: shortText().default('') };
const descriptions = {
  description: linesText(2000).default(''),
  description_en: linesText(2000).default(''),
};
/** A coupon's description is one line: the cart shows it as the coupon's sentence. */
const couponDescriptions = {
  description: shortText(2000).default(''),
  description_en: shortText(2000).default(''),
};
const sortOrder = { sort_order: z.number().int().min(0).max(1000).default(0) };
const BIB_PREFIX = /^[A-Za-z0-9]{0,4}$/;
const ageLimit = z.number().int().min(AGE_LIMIT_MIN).max(AGE_LIMIT_MAX).nullable();

/** The parts of an event's setup, each added, changed and removed the same way. */
export const setupPartSchemas = {
  'run-types': z
    .strictObject({
      ...names,
      ...descriptions,
      ...sortOrder,
      price: bahtSchema,
      team_size: z.number().int().min(1).max(10).default(1),
      participant_limit: limit.default(null),
      bib_prefix: z.string().trim().regex(BIB_PREFIX, { message: 'v.bib_prefix' }).default(''),
      bib_start: z.number().int().min(1).max(999_999).nullable().default(null),
      /** Age limits in whole years on race day (age.ts); null = none. */
      min_age: ageLimit.default(null),
      max_age: ageLimit.default(null),
      /** Start on race day, "HH:MM" Bangkok time; '' = not given. */
      start_time: z
        .string()
        .trim()
        .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/, { message: 'v.start_time' })
        .default(''),
    })
    .superRefine((t, ctx) => {
      if (t.min_age !== null && t.max_age !== null && t.min_age > t.max_age)
        ctx.addIssue({ code: 'custom', path: ['min_age'], message: 'v.age_limits' });
    }),
  'price-tiers': z
    .strictObject({
      run_type_id: z.number().int().positive(),
      ...names,
      price: bahtSchema,
      starts_at: moment,
      ends_at: moment,
    })
    .superRefine((t, ctx) => {
      if (t.ends_at <= t.starts_at)
        ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'v.end_before_start' });
    }),
  'run-models': z.strictObject({ run_type_id: z.number().int().positive(), ...names, ...sortOrder }),
  shirts: z.strictObject({
    ...names,
    ...sortOrder,
    /** null = offered with every race type. */
    run_type_id: z.number().int().positive().nullable().default(null),
    additional_price: extraBahtSchema.default(0),
    stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
  }),
  'delivery-types': z.strictObject({
    ...names,
    ...descriptions,
    ...sortOrder,
    price: extraBahtSchema.default(0),
    price_additional: extraBahtSchema.default(0),
    is_require_address: z.boolean().default(false),
  }),
  coupons: z
    .strictObject({
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{8}$/, { message: 'v.coupon_code' })
        .transform((c) => c.toUpperCase()),
      discount_type: z.enum(['PERCENTAGE', 'AMOUNT']),
      /** Percent for PERCENTAGE, baht for AMOUNT. */
      discount: z.number().min(0).max(1_000_000),
      ...couponDescriptions,
      usage_limit: limit.default(null),
      valid_from: moment.nullable().default(null),
      valid_until: moment.nullable().default(null),
      is_active: z.boolean().default(true),
      run_type_ids: z.array(z.number().int().positive()).max(50).nullable().default(null),
    })
    .superRefine((c, ctx) => {
      if (c.discount_type === 'PERCENTAGE' && c.discount > 100)
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: 100,
          inclusive: true,
          path: ['discount'],
          message: '',
        });
      if (c.valid_from && c.valid_until && c.valid_until <= c.valid_from)
        ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'v.end_before_start' });
    }),
  /** The seeds' additional1..additional4 selects of the runner form. */
  'additional-selects': z.strictObject({
    slot: z.number().int().min(1).max(4),
    label: title,
    label_en: shortText().default(''),
    is_require: z.boolean().default(false),
  }),
  'additional-options': z.strictObject({
    select_id: z.number().int().positive(),
    ...names,
    ...sortOrder,
  }),
} as const;
export type SetupPart = keyof typeof setupPartSchemas;
export const SETUP_PARTS = Object.keys(setupPartSchemas) as SetupPart[];
export type SetupPartInput<P extends SetupPart> = z.output<(typeof setupPartSchemas)[P]>;

/** The `:part` path parameter of the setup part calls. */
export const setupPartParamSchema = z.enum(SETUP_PARTS as [SetupPart, ...SetupPart[]]);
export const setupIdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

// ---- replies ------------------------------------------------------------------------------------

const hidden = { is_hidden: z.boolean() };
const nameFields = { name: z.string(), name_en: z.string() };
const descriptionFields = { description: z.string(), description_en: z.string() };

/** Parts of the setup as the setup page shows them: the fields sent, money in baht, moments ISO. */
export const setupRunTypeSchema = z.object({
  id: z.number().int(),
  ...nameFields,
  ...descriptionFields,
  sort_order: z.number().int(),
  price: z.number(),
  team_size: z.number().int(),
  participant_limit: z.number().int().nullable(),
  bib_prefix: z.string(),
  bib_start: z.number().int().nullable(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  start_time: z.string(),
  ...hidden,
  /** Places held by active orders. */
  places_taken: z.number().int(),
});
export const setupPriceTierSchema = z.object({
  id: z.number().int(),
  run_type_id: z.number().int(),
  ...nameFields,
  price: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export const setupRunModelSchema = z.object({
  id: z.number().int(),
  run_type_id: z.number().int(),
  ...nameFields,
  sort_order: z.number().int(),
  ...hidden,
});
export const setupShirtSchema = z.object({
  id: z.number().int(),
  ...nameFields,
  sort_order: z.number().int(),
  run_type_id: z.number().int().nullable(),
  additional_price: z.number(),
  stock: z.number().int().nullable(),
  /** Shirts of this size held by active orders. */
  taken: z.number().int(),
  ...hidden,
});
export const setupDeliveryTypeSchema = z.object({
  id: z.number().int(),
  ...nameFields,
  ...descriptionFields,
  sort_order: z.number().int(),
  price: z.number(),
  price_additional: z.number(),
  is_require_address: z.boolean(),
  ...hidden,
});
export const setupCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_type: z.enum(['PERCENTAGE', 'AMOUNT']),
  discount: z.number(),
  ...descriptionFields,
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  is_active: z.boolean(),
  run_type_ids: z.array(z.number().int()).nullable(),
});
export const setupAdditionalSelectSchema = z.object({
  id: z.number().int(),
  slot: z.number().int(),
  label: z.string(),
  label_en: z.string(),
  is_require: z.boolean(),
});
export const setupAdditionalOptionSchema = z.object({
  id: z.number().int(),
  select_id: z.number().int(),
  ...nameFields,
  sort_order: z.number().int(),
  ...hidden,
});
export type SetupAdditionalSelect = z.infer<typeof setupAdditionalSelectSchema>;
export type SetupAdditionalOption = z.infer<typeof setupAdditionalOptionSchema>;
export type SetupRunType = z.infer<typeof setupRunTypeSchema>;
export type SetupPriceTier = z.infer<typeof setupPriceTierSchema>;
export type SetupRunModel = z.infer<typeof setupRunModelSchema>;
export type SetupShirt = z.infer<typeof setupShirtSchema>;
export type SetupDeliveryType = z.infer<typeof setupDeliveryTypeSchema>;
export type SetupCoupon = z.infer<typeof setupCouponSchema>;

/**
 * GET /v1/organizer/setup/events/{key}: everything the setup page edits. `settings` holds every field
 * of eventSettingsSchema (moments as ISO strings, money in baht).
 */
export const setupEventViewSchema = z.object({
  event_key: z.string(),
  is_published: z.boolean(),
  /** Closed by hand (registration_start_at/end_at still apply when open). */
  is_registration_closed: z.boolean(),
  /** OPEN, SOON, CLOSED or FULL, as the public page would show now. */
  registration_status: z.string(),
  cover_url: z.string(),
  places_taken: z.number().int(),
  settings: z.record(z.string(), z.unknown()),
  'run-types': z.array(setupRunTypeSchema),
  'price-tiers': z.array(setupPriceTierSchema),
  'run-models': z.array(setupRunModelSchema),
  shirts: z.array(setupShirtSchema),
  'delivery-types': z.array(setupDeliveryTypeSchema),
  coupons: z.array(setupCouponSchema),
  'additional-selects': z.array(setupAdditionalSelectSchema),
  'additional-options': z.array(setupAdditionalOptionSchema),
});
export type SetupEventView = Omit<z.infer<typeof setupEventViewSchema>, 'settings'> & {
  settings: Record<keyof EventSettings, unknown>;
};
export const setupEventReplySchema = z.object({ status: z.literal('success'), body: setupEventViewSchema });

/** GET .../changes: the event's change history, newest first. */
export const eventChangeViewSchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type EventChangeView = z.infer<typeof eventChangeViewSchema>;
export const eventChangesReplySchema = z.object({
  status: z.literal('success'),
  body: z.array(eventChangeViewSchema),
});
