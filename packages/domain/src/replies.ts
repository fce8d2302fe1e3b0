/**
 * The replies of the /v1 calls, as zod schemas: the server declares them as each route's
 * `schema.response` (so the OpenAPI document shows them and a reply that drifts is caught), and the
 * web imports their types instead of writing its own. Issue 11 moves the remaining replies here.
 */
import { z } from 'zod';
import { COUPON_DISCOUNT_TYPES, EVENT_STATUSES, PAYMENT_METHODS } from './constants';
import { ROLES } from './accounts';

/** Every failure: a real HTTP status and this body (docs/API.md lists the codes). */
export const apiErrorSchema = z.object({
  status: z.literal('error'),
  code: z.string().meta({ description: 'Stable and machine-readable, e.g. event.full' }),
  message: z.string().meta({ description: "For people, in the caller's language" }),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** POST /v1/order/create: 201 a new order, 200 the order an earlier submit with the same key made. */
export const orderCreatedReplySchema = z.object({
  status: z.literal('success'),
  uuid: z.string(),
  /** Proves this browser created the order: the order page shows its personal data with it. */
  access_key: z.string(),
  order_status: z.enum(['INITIAL', 'PAID']),
  /** Baht, as the server priced the order. */
  total_amt: z.number(),
  paid_amt: z.number(),
  /** Until when an unpaid order holds its places (ISO); null for a free or paid order. */
  expires_at: z.string().nullable(),
});
export type OrderCreatedReply = z.infer<typeof orderCreatedReplySchema>;

const yn = z.enum(['Y', 'N']);

// ---- events: GET /v1/events, /v1/events/{event_key}, /v1/events/initial/{event_id} -------------
// Served as prepared bytes (services/event-catalog.ts): these schemas document them, and
// test/routes/event-replies.test.ts checks the bytes against them field for field.

/** An event card of the home page. */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  event_key: z.string(),
  title: z.string(),
  title_en: z.string(),
  coverurl: z.string(),
  /** ISO calendar date of the race day, e.g. "2027-03-14". */
  event_date: z.string(),
  /** The race day as Thai text with the Buddhist-era year. */
  event_date_text: z.string(),
  event_date_text_en: z.string(),
  location: z.string(),
  location_en: z.string(),
  event_status: z.enum(EVENT_STATUSES),
  is_open_register: yn,
  is_event_end: yn,
  /** ISO instants of the registration window. */
  registration_start_at: z.string(),
  registration_end_at: z.string(),
  registration_start_txt_th: z.string(),
  registration_start_txt_en: z.string(),
  registration_end_txt_th: z.string(),
  registration_end_txt_en: z.string(),
  is_limit_participate: yn,
});

export const runTypeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  /** Baht. */
  price: z.number(),
  /** 1 for an individual entry; a team entry takes team_size places and carries team_size - 1 members. */
  team_size: z.number().int(),
});
export const runModelOptionSchema = z.object({
  id: z.number().int(),
  run_type_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
});
export const shirtOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Baht. */
  additional_price: z.number(),
  /** 0 = offered with every run type. */
  run_type_id: z.number().int(),
});
export const deliveryTypeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  /** Baht for the first entry. */
  price: z.number(),
  /** Baht for each further entry of the same order. */
  price_additional: z.number(),
  is_require_address: yn,
});
export const additionalSelectSchema = z.object({
  /** 1..4, the seeds' additional1..additional4. */
  slot: z.number().int(),
  label: z.string(),
  label_en: z.string(),
  is_require: yn,
  options: z.array(z.object({ id: z.number().int(), name: z.string(), name_en: z.string() })),
});

/** Everything the detail and registration pages read. */
export const eventDetailSchema = eventSummarySchema.extend({
  content: z.string(),
  content_en: z.string(),
  organizer_info: z.string(),
  organizer_info_en: z.string(),
  is_production_mode: yn,
  participant_limit: z.number().int().nullable(),
  is_require_id_card: yn,
  /** Suffix shown after the ID-card label (e.g. "(ใช้สำหรับรับเสื้อ)"). */
  validate_idcard: z.string(),
  validate_email: yn,
  /** Replaces the seeds' hard-coded 'sichon16' case: any ID of 1+ characters, '-' when blank. */
  is_relaxed_id: yn,
  is_require_health_problem: yn,
  is_require_blood_group: yn,
  is_require_emergency_name: yn,
  is_require_emergency_relation: yn,
  is_require_emergency_mobile_no: yn,
  is_run_model: yn,
  is_custom_field1: yn,
  is_custom_field1_name: z.string(),
  is_custom_field1_name_en: z.string(),
  is_custom_field1_require: yn,
  additional_selects: z.array(additionalSelectSchema),
  run_type: z.array(runTypeOptionSchema),
  run_model: z.array(runModelOptionSchema),
  t_shirt: z.array(shirtOptionSchema),
  delivery_type: z.array(deliveryTypeOptionSchema),
  payment_method: z.enum(PAYMENT_METHODS),
  is_free_payment_fee: yn,
  is_system_fee: yn,
  /** Baht per entry. */
  system_fee_amt: z.number(),
  max_runner_register_per_order: z.number().int(),
  is_coupon: yn,
  /** 'N' when the event has no conditions of its own. */
  condition: z.string(),
  condition_en: z.string(),
  payment_account_no: z.string(),
  payment_account_name: z.string(),
  payment_bank_name: z.string(),
  txt_message_registed: z.string(),
  txt_message_registed_en: z.string(),
  is_enable_checkbib_function: yn,
});

/** GET /v1/events: a bare array (the seed reads it so), newest race day first. */
export const eventListReplySchema = z.array(eventSummarySchema);
/** GET /v1/events/{event_key}: the event's fields beside `status` (the seed reads them so). */
export const eventDetailReplySchema = eventDetailSchema.extend({ status: z.literal('success') });
/** GET /v1/events/initial/{event_id}: the seed's shape, the event as the first item of body. */
export const eventInitialReplySchema = z.object({
  status: z.literal('success'),
  body: z.array(eventDetailSchema),
});

/** POST /v1/order/check-participate-limit: may the form be filled (places left, at most 0.5 s old)? */
export const participateLimitReplySchema = z.object({
  status: z.literal('success'),
  can_create_order: yn,
  /** Places left, or null when the event has no limit. */
  places_left: z.number().int().nullable(),
  /** Why not, in the caller's language, when the event is full. */
  message: z.string().optional(),
});
export type CheckParticipateLimitReply = z.infer<typeof participateLimitReplySchema>;

/** POST /v1/order/coupon: the code's discount, or why it does not apply (in both languages). */
export const couponReplySchema = z.object({
  status: z.literal('success'),
  is_found_coupon: yn,
  discount_type: z.enum(COUPON_DISCOUNT_TYPES).optional(),
  /** Percent for PERCENTAGE; baht (the price that replaces the entries' total) for AMOUNT. */
  discount: z.number().optional(),
  description: z.string(),
  description_en: z.string(),
});
export type CouponReply = z.infer<typeof couponReplySchema>;

/** POST /v1/order/is_exiting_runner (the seed's spelling): is this ID registered for the race type? */
export const existingRunnerReplySchema = z.object({
  status: z.literal('success'),
  exiting_runner: yn,
  /** The answer as a sentence, in the caller's language. */
  message: z.string(),
});
export type ExistingRunnerReply = z.infer<typeof existingRunnerReplySchema>;

/** The site's help channels, as the server's SUPPORT_* settings say. */
export const supportContactsSchema = z.object({
  email: z.string(),
  phone: z.string(),
  line: z.string(),
  facebook: z.string(),
});
export type SupportContacts = z.infer<typeof supportContactsSchema>;

/** GET /v1/site: what every page may show about the site itself. */
export const siteReplySchema = z.object({
  status: z.literal('success'),
  body: z.object({ support: supportContactsSchema }),
});

/** One step of the address cascade; `ref` is "<id>_<Thai name>": the next lookup takes the id. */
export const addressItemSchema = z.object({
  ref: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  /** In the caller's language. */
  name: z.string(),
});
export type AddressItem = z.infer<typeof addressItemSchema>;

/** POST /v1/utils/sub-district, /district, /province: the next step of the address cascade. */
export const addressItemsReplySchema = z.object({
  status: z.literal('success'),
  body: z.array(addressItemSchema),
});

/** One run model (e.g. a shirt-and-medal package) of a race type. */
export const runModelItemSchema = z.object({
  id: z.number().int(),
  /** In the caller's language. */
  name: z.string(),
  name_th: z.string(),
  name_en: z.string(),
});
export type RunModelItem = z.infer<typeof runModelItemSchema>;

/** POST /v1/utils/run-model: the run models of one race type. */
export const runModelsReplySchema = z.object({
  status: z.literal('success'),
  body: z.array(runModelItemSchema),
});

/** A signed-in person as the browser keeps them (seed 000 §3; `name`/`sername` are the seed's too). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fname: z.string(),
  lname: z.string(),
  name: z.string(),
  sername: z.string(),
  display_name: z.string(),
  mobile_no: z.string(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A done action, said in the caller's language (sign-up, logout everywhere). */
export const messageReplySchema = z.object({ status: z.literal('success'), message: z.string() });

/** POST /v1/auth/login: the access token (JWT) and the person. */
export const loginReplySchema = z.object({
  status: z.literal('success'),
  accessToken: z.string(),
  body: publicUserSchema,
});

/** POST /v1/auth/profile (201 = the token is valid), PATCH /v1/user/profile (with a message). */
export const profileReplySchema = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  body: publicUserSchema,
});

/** POST /v1/user/password: every other session ends; this browser gets a fresh token. */
export const passwordChangedReplySchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  accessToken: z.string(),
  body: publicUserSchema,
});

/** One order of the signed-in member's dashboard (paid_amount in baht). */
export const memberOrderSchema = z.object({
  uuid: z.string(),
  event_key: z.string(),
  title: z.string(),
  title_en: z.string().nullable(),
  status: z.string(),
  create_date: z.string(),
  paid_amount: z.number(),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;

/** POST /v1/member-event/order: the member's orders, newest first (at most 200). */
export const memberOrdersReplySchema = z.object({
  status: z.literal('success'),
  body: z.array(memberOrderSchema),
});

/** POST /v1/order/cc-payment: where the browser goes for the card's 3-D Secure check. */
export const cardPaymentReplySchema = z.object({
  status: z.literal('success'),
  data: z.object({ authorize_uri: z.string() }),
});
export type CardPaymentReply = z.infer<typeof cardPaymentReplySchema>;

/** What applying a provider's charge to its order did (services/payments.ts#settleCharge). */
export const SETTLE_OUTCOMES = [
  'paid',
  'already_paid',
  'paid_twice',
  'pending',
  'failed',
  'mismatch',
  'unknown_charge',
] as const;

/** POST /v1/payments/webhook/{provider}: the charge was re-read from the provider and applied. */
export const webhookReplySchema = z.object({
  status: z.literal('success'),
  result: z.enum([...SETTLE_OUTCOMES, 'ignored']),
});

/** A sandbox charge as its own pages show it (amount in baht; qr_payload '' for a card). */
export const sandboxChargeSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'successful', 'failed', 'expired', 'reversed']),
  amount: z.number(),
  currency: z.string(),
  /** PromptPay charges: the EMVCo payload of the QR; '' for cards. */
  qr_payload: z.string(),
  expires_at: z.string().nullable(),
  order_uuid: z.string(),
});
export type SandboxCharge = z.infer<typeof sandboxChargeSchema>;

export const sandboxChargeReplySchema = z.object({ status: z.literal('success'), body: sandboxChargeSchema });

/** POST /v1/sandbox/tokens: a one-time card token for the card form. */
export const sandboxTokenReplySchema = z.object({ status: z.literal('success'), id: z.string() });

/** POST /v1/sandbox/charges/{id}/complete: the bank's answer, settled like a webhook. */
export const sandboxCompleteReplySchema = z.object({
  status: z.literal('success'),
  charge_status: sandboxChargeSchema.shape.status,
  result: z.enum(SETTLE_OUTCOMES),
  /** The order page the runner goes back to; null when the charge named none. */
  return_uri: z.string().nullable(),
});
export type CompleteChargeReply = z.infer<typeof sandboxCompleteReplySchema>;

/** The error replies a route may give, by status, for its schema.response. */
export const errorReplies = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
