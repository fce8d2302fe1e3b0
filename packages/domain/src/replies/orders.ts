/** The registration and order calls' replies. */
import { z } from 'zod';
import { COUPON_DISCOUNT_TYPES, ORDER_STATUSES } from '../constants';
import { bodyReply, successReply, yn } from './common';
import { supportContactsSchema } from './site';

/** POST /v1/order/create: 201 a new order, 200 the order an earlier submit with the same key made. */
export const orderCreatedReplySchema = successReply({
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

/** POST /v1/order/check-participate-limit: may the form be filled (places left and sold-out sizes, at most 0.5 s old)? */
export const participateLimitReplySchema = successReply({
  can_create_order: yn,
  /** Places left, or null when the event has no limit. */
  places_left: z.number().int().nullable(),
  /** Shirt sizes whose stock active orders hold in full: not to be offered. */
  sold_out_shirt_ids: z.array(z.number().int()).optional(),
  /** Places left in each race type with a limit of its own (a race type not listed has none). */
  run_type_places: z.array(z.object({ id: z.number().int(), places_left: z.number().int() })).optional(),
  /** Why not, in the caller's language, when the event is full. */
  message: z.string().optional(),
});
export type CheckParticipateLimitReply = z.infer<typeof participateLimitReplySchema>;

/** POST /v1/order/coupon: the code's discount, or why it does not apply (in both languages). */
export const couponReplySchema = successReply({
  is_found_coupon: yn,
  discount_type: z.enum(COUPON_DISCOUNT_TYPES).optional(),
  /** Percent for PERCENTAGE; baht (the price that replaces the entries' total) for AMOUNT. */
  discount: z.number().optional(),
  description: z.string(),
  description_en: z.string(),
});
export type CouponReply = z.infer<typeof couponReplySchema>;

/** POST /v1/order/is_exiting_runner (the seed's spelling): is this ID registered for the race type? */
export const existingRunnerReplySchema = successReply({
  exiting_runner: yn,
  /** The answer as a sentence, in the caller's language. */
  message: z.string(),
});
export type ExistingRunnerReply = z.infer<typeof existingRunnerReplySchema>;

// ---- the order page: POST /v1/order/inquiry (orders/order-view.ts) -------------------------

const orderStatus = z.enum(ORDER_STATUSES);

/**
 * One person of an order as its page lists them. Mobiles and ID cards are always masked; for a
 * visitor holding only the link (MASKED) the e-mail is masked and dob, blood group and the emergency
 * contact are ''.
 */
export const orderApplicantSchema = z.object({
  id_card: z.string(),
  fname: z.string(),
  lname: z.string(),
  sex: z.string(),
  dob: z.string(),
  nationality: z.string(),
  mobile_no: z.string(),
  email: z.string(),
  blood_group: z.string(),
  emergency_name: z.string(),
  emergency_relation: z.string(),
  emergency_mobile_no: z.string(),
  run_type_name: z.string(),
  /** Baht. */
  run_type_price: z.number(),
  run_type_description: z.string(),
  run_model_name: z.string(),
  runner_team: z.string(),
  t_shirt_name: z.string(),
  additional1_name: z.string(),
  additional2_name: z.string(),
  is_main_register: yn,
  /** 1 for an individual entry or a team's captain; 2, 3... for the captain's members. */
  team_position: z.number().int(),
});
export type OrderApplicant = z.infer<typeof orderApplicantSchema>;

/** The address an order's kit is sent to, when its pickup method needs one. */
export const deliveryAddressFields = {
  delivery_add_name: z.string(),
  delivery_add_mobile_no: z.string(),
  delivery_add_no: z.string(),
  delivery_add_sub_district: z.string(),
  delivery_add_district: z.string(),
  delivery_add_province: z.string(),
  delivery_add_postcode: z.string(),
};

/** One runner's kit pick-up code (orders/pickup-codes.ts): `RDP1.<runner>.<signature>`. */
export const pickupCodeSchema = z.object({
  fname: z.string(),
  lname: z.string(),
  /** In the caller's language; may hold organizer markup. */
  run_type_name: z.string(),
  team_position: z.number().int(),
  code: z.string(),
});
export type PickupCode = z.infer<typeof pickupCodeSchema>;

/**
 * The order as its page shows it; amounts in baht. MASKED (a visitor holding only the link): e-mails
 * masked; birth dates, blood groups, emergency contacts, the street address and the slip image ''.
 */
export const orderViewSchema = z.object({
  uuid: z.string(),
  /** FULL for the order's owner and the event's staff; MASKED for anyone else holding the link. */
  personal_data: z.enum(['FULL', 'MASKED']),
  /** Only for the order's owner (e.g. the signed-in member who placed it): the browser keeps it. */
  access_key: z.string().optional(),
  event_key: z.string(),
  event_title: z.string(),
  event_title_en: z.string().nullable(),
  /** EXPIRED: the hold ran out and the places were released; it cannot be paid. */
  status: orderStatus,
  /** FREE | DIRECT | PP_<provider> | CC_<provider> */
  payment_method: z.string(),
  /** What the runner pays: amount + payment fee. */
  paid_amount: z.number(),
  /** Items - discount + shipping + system fee. */
  amount: z.number(),
  items_amount: z.number(),
  discount_amount: z.number(),
  shipping_amount: z.number(),
  system_fee_amt: z.number(),
  is_system_fee: yn,
  is_free_payment_fee: yn,
  payment_fee_amount: z.number(),
  coupon_code: z.string(),
  /** A signed, expiring link to the slip image, for the owner and staff only ('' otherwise). */
  payment_slip_url: z.string(),
  /** Whether a slip was uploaded, whoever looks. */
  has_slip: yn,
  payment_slip_time: z.string(),
  payment_slip_uploaded_at: z.string().nullable(),
  payment_account_no: z.string(),
  payment_account_name: z.string(),
  payment_bank_name: z.string(),
  /** PromptPay: the EMVCo payload the page draws as a QR code. */
  qrcode_payload: z.string(),
  /** PromptPay: an image of the code when the provider serves one. */
  qrcode_url: z.string(),
  /** Sandbox only: the stand-in banking app that "scans" the code. */
  qrcode_scan_url: z.string(),
  qrcode_expires_at: z.string().nullable(),
  payment_status: z.string().nullable(),
  /** The payment provider could not be reached just now; the order stays payable. */
  payment_unavailable: z.boolean(),
  payment_failure: z.string().nullable(),
  /** INITIAL: until when the places are held (ISO), and the same in the caller's language. */
  expires_at: z.string().nullable(),
  expires_at_txt: z.string(),
  coverurl: z.string(),
  create_date: z.string(),
  create_date_txt: z.string(),
  paid_at: z.string().nullable(),
  paid_at_txt: z.string(),
  remark: z.string().nullable(),
  email: z.string(),
  mobile: z.string(),
  id_card: z.string(),
  fname: z.string(),
  lname: z.string(),
  delivery_type_is_require_address: yn,
  delivery_type_name: z.string(),
  runner_delivery_type_name: z.string(),
  ...deliveryAddressFields,
  organizer_info: z.string(),
  organizer_info_en: z.string(),
  runner_count: z.number().int(),
  /** The applicants (orderApplicantSchema) as a JSON string, as the seed carries them. */
  runner_json: z.string(),
  /** What happened to the order, oldest first. */
  history: z.array(z.object({ at: z.string(), action: z.string() })),
  /**
   * A PAID order seen unmasked (owner, event staff): each active runner's kit pick-up code, which
   * the page draws as a QR for the bib desk to scan; [] otherwise.
   */
  pickup: z.array(pickupCodeSchema),
  /**
   * For the order's owner while it is unpaid (orders/order-owner.ts): the ways the event accepts to
   * pay it (POST /v1/order/payment-method switches among them; [] when there is no other), and
   * whether they may cancel it (POST /v1/order/cancel). Absent / [] and false for anyone else.
   */
  payment_methods: z.array(z.string()),
  can_cancel: z.boolean(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** One open order of the asker in an event (POST /v1/order/mine): this browser's, or the member's. */
export const ownOrderSchema = z.object({
  uuid: z.string(),
  /** The key that opens it in full; the browser keeps it. */
  access_key: z.string(),
  status: z.enum(['INITIAL', 'PAID']),
  payment_method: z.string(),
  /** Baht. */
  paid_amount: z.number(),
  runner_count: z.number().int(),
  /** INITIAL: until when its places are held. */
  expires_at: z.string().nullable(),
  /** One of its runners has the ID card asked about. */
  has_id_card: z.boolean(),
});
export type OwnOrder = z.infer<typeof ownOrderSchema>;
export const ownOrdersReplySchema = bodyReply(z.array(ownOrderSchema));

/** The payment provider the order page talks to (its public key; null for the sandbox). */
export const paymentProviderInfoSchema = z.object({ name: z.string(), public_key: z.string().nullable() });
export type PaymentProviderInfo = z.infer<typeof paymentProviderInfoSchema>;

export const orderInquiryReplySchema = successReply({
  body: orderViewSchema,
  support: supportContactsSchema,
  payment_provider: paymentProviderInfoSchema,
});
export type OrderInquiryReply = z.infer<typeof orderInquiryReplySchema>;

// ---- public lookups: find my orders, check an event's participants --------------------------

/** One order of the runner's mobile (POST /v1/order/find-order). */
export const foundOrderSchema = z.object({
  /** The order's uuid when the ID card searched with proves the order is the searcher's; '' otherwise. */
  order_id: z.string(),
  /** With order_id: the key that opens the order in full; kept by the browser. */
  access_key: z.string().optional(),
  create_date: z.string(),
  create_date_txt: z.string(),
  title: z.string(),
  title_en: z.string().nullable(),
  status: orderStatus,
  /** FREE orders read 'registered' rather than 'paid'. */
  payment_method: z.string(),
});
export type FoundOrder = z.infer<typeof foundOrderSchema>;
export const foundOrdersReplySchema = bodyReply(z.array(foundOrderSchema));

/** A runner and their entry, as the participant check and the bib desk list them. */
export const runnerEntrySchema = z.object({
  fname: z.string(),
  lname: z.string(),
  /** On race day. */
  age: z.number().int(),
  mobile_no: z.string(),
  run_type_name: z.string(),
  run_model_name: z.string(),
  t_shirt_name: z.string(),
});

/** One entry of an event's public participant check: mobile masked, no order link. */
export const participantRowSchema = runnerEntrySchema.extend({
  order_status: orderStatus,
  create_date_txt: z.string(),
  /** '' until numbers are given. */
  bib_no: z.string(),
});
export type ParticipantRow = z.infer<typeof participantRowSchema>;
export const participantsReplySchema = bodyReply(z.array(participantRowSchema));
