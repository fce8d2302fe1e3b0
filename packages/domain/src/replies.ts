/**
 * The replies of the /v1 calls, as zod schemas: the server declares them as each route's
 * `schema.response` (so the OpenAPI document shows them and a reply that drifts is caught), and the
 * web imports their types instead of writing its own. Issue 11 moves the remaining replies here.
 */
import { z } from 'zod';
import { COUPON_DISCOUNT_TYPES } from './constants';
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

/** The error replies a route may give, by status, for its schema.response. */
export const errorReplies = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
