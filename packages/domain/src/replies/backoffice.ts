/**
 * The back office's replies (seed 001 §2): the organizer's events, reports, order search and
 * actions, bib numbers and the pick-up check. Staff see their runners' data unmasked. Money in baht.
 */
import { z } from 'zod';
import {
  EMAIL_KINDS,
  EMAIL_STATUSES,
  LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_FLAGS,
  PAYMENT_METHODS,
} from '../constants';
import { bodyReply, successReply, yn } from './common';
import { deliveryAddressFields, runnerEntrySchema } from './orders';
import { staffRoleSchema } from '../staff';

const orderStatus = z.enum(ORDER_STATUSES);

/** POST /v1/organizer/event: the events this person runs (every event for the super-admin). */
export const organizerEventSchema = z.object({
  title: z.string(),
  title_en: z.string().nullable(),
  event_key: z.string(),
  event_date: z.string(),
  event_date_text: z.string(),
  registration_start_text: z.string(),
  registration_end_text: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  is_enable_checkbib_function: yn,
  /** What this person may do there: everything (`organizer`; the super-admin too) or the bib check (`desk`). */
  role: staffRoleSchema,
});
export type OrganizerEvent = z.infer<typeof organizerEventSchema>;
export const organizerEventsReplySchema = bodyReply(z.array(organizerEventSchema));

/** POST /v1/organizer/authorization: may this person open this event's back office? */
export const authorizationReplySchema = successReply({ message: z.object({ is_authorization: yn }) });
export type AuthorizationReply = z.infer<typeof authorizationReplySchema>;

// ---- reports (seed 001 §2.6): one list per report, names in the caller's language ---------------

export const runnerTypeRowSchema = z.object({
  /** May hold organizer markup. */
  run_type_name: z.string(),
  count_number: z.number().int(),
  paid_number: z.number().int(),
});
export const runnerTypeSexRowSchema = z.object({
  run_type_name: z.string(),
  sex: z.string(),
  count_number: z.number().int(),
});
export const shirtRowSchema = z.object({ t_shirt_name: z.string(), count_number: z.number().int() });
export const runnerTypeShirtRowSchema = z.object({
  run_type_name: z.string(),
  t_shirt_name: z.string(),
  count_number: z.number().int(),
});
/** Orders (not people) per status; every status is listed. */
export const orderCountRowSchema = z.object({ status: orderStatus, count_number: z.number().int() });
/**
 * The sets of orders the revenue report sums: PAID ones (the first row), INITIAL ones, both, and both
 * split by pick-up (posted to an address or not). Each is the order set of one applicant spreadsheet,
 * whose money columns sum to the row: `unpaid` report-order-unpaid, `all` report-order-excel-all,
 * `delivery` and `self` report-order-excel-delivery and -self.
 */
export const REVENUE_ORDER_SETS = ['paid', 'unpaid', 'all', 'delivery', 'self'] as const;
export type RevenueOrderSet = (typeof REVENUE_ORDER_SETS)[number];
/**
 * The money of one set of orders, in baht. For every order items − discount + shipping + system fee =
 * its amount (`total` here); the runner pays amount + payment fee; `received_amount` is what PAID
 * orders paid (0 for the others). `amount` is `total` less shipping (the seeds' field).
 */
export const orderAmountRowSchema = z.object({
  orders: z.enum(REVENUE_ORDER_SETS),
  order_count: z.number().int(),
  amount: z.number(),
  delivery_type_price: z.number(),
  total: z.number(),
  items_amount: z.number(),
  discount_amount: z.number(),
  system_fee_amount: z.number(),
  payment_fee_amount: z.number(),
  received_amount: z.number(),
  /** What was given back to these orders (refunds of paid orders; money after close is apart). */
  refunded_amount: z.number(),
});
/** The per-order money fields of a revenue row, each the sum of one spreadsheet column. */
export type OrderMoneyField = Exclude<keyof OrderAmountRow, 'orders' | 'order_count' | 'amount'>;
export type RunnerTypeRow = z.infer<typeof runnerTypeRowSchema>;
export type RunnerTypeSexRow = z.infer<typeof runnerTypeSexRowSchema>;
export type ShirtRow = z.infer<typeof shirtRowSchema>;
export type RunnerTypeShirtRow = z.infer<typeof runnerTypeShirtRowSchema>;
export type OrderCountRow = z.infer<typeof orderCountRowSchema>;
export type OrderAmountRow = z.infer<typeof orderAmountRowSchema>;

/** Each report's row, by the path after /v1/organizer/. */
export const REPORT_ROWS = {
  'report-runner-type': runnerTypeRowSchema,
  'report-runner-type-sex': runnerTypeSexRowSchema,
  'report-runner-tshirt': shirtRowSchema,
  'report-runner-type-tshirt': runnerTypeShirtRowSchema,
  'report-order-count': orderCountRowSchema,
  'report-order-amt': orderAmountRowSchema,
} as const;
export type ReportName = keyof typeof REPORT_ROWS;

/**
 * POST /v1/organizer/report-headline: the report page's headline figures. People are active runner
 * rows (a team member is one) of INITIAL and PAID orders; money in baht, of PAID orders. "Today"
 * starts at 00:00 in Bangkok.
 */
export const reportHeadlineSchema = z.object({
  /** People registered: INITIAL and PAID orders. */
  runners: z.number().int(),
  paid_runners: z.number().int(),
  /** People of INITIAL orders. */
  waiting_runners: z.number().int(),
  /** Bank-transfer orders with a slip, not yet confirmed (INITIAL). */
  slips_to_check: z.number().int(),
  /** Sum of the PAID orders' paid amount, with the online payment fees in it (`fees`). */
  received: z.number(),
  fees: z.number(),
  /**
   * Money in, out and kept, as the payout counts them (services/money/payouts.ts): every payment received
   * (orders paid, paid then cancelled, and money that arrived after an order closed), every refund,
   * and `money_net` = `money_in` − `money_refunded`.
   */
  money_in: z.number(),
  money_refunded: z.number(),
  money_net: z.number(),
  /** The event's participant limit; null without one (then `places_left` is null too). */
  places_limit: z.number().int().nullable(),
  places_left: z.number().int().nullable(),
  /** People of orders placed today (still INITIAL or PAID), and the money of orders paid today. */
  today_runners: z.number().int(),
  today_received: z.number(),
  /** Places of unpaid (INITIAL) orders: a team entry counts its members. */
  held_places: z.number().int(),
  /**
   * The client addresses holding the most unpaid places, most first (at most 5). `holder` is a short
   * opaque label (never the address); `releasable_orders` are its unpaid orders without a slip,
   * which POST /v1/organizer/release-held withdraws.
   */
  top_holders: z.array(
    z.object({
      holder: z.string(),
      places: z.number().int(),
      orders: z.number().int(),
      releasable_orders: z.number().int(),
    }),
  ),
});
export type ReportHeadline = z.infer<typeof reportHeadlineSchema>;
export const reportHeadlineReplySchema = bodyReply(reportHeadlineSchema);
export type ReportRow<Name extends ReportName> = z.infer<(typeof REPORT_ROWS)[Name]>;

// ---- orders -----------------------------------------------------------------------------------

/** One order of the back-office list, newest first. */
export const reportOrderRowSchema = z.object({
  uuid: z.string(),
  status: orderStatus,
  create_date: z.string(),
  /** A signed link that expires; null without a slip. */
  payment_slip_url: z.string().nullable(),
  /** 'HH:mm' as the runner gave it. */
  payment_slip_time: z.string().nullable(),
  /**
   * The slip carries a bank mini-QR of a transfer no other order used (true), or not (false:
   * unverified, it did not extend the hold); null without a slip.
   */
  payment_slip_verified: z.boolean().nullable(),
  /** Until when an unpaid order holds its places (ISO); null once paid or closed. */
  expires_at: z.string().nullable(),
  payment_date: z.string().nullable(),
  amount: z.number(),
  paid_amount: z.number(),
  id_card: z.string(),
  mobile: z.string(),
  fname: z.string(),
  lname: z.string(),
  delivery_add_name: z.string(),
  email: z.string(),
  runner_count: z.number().int(),
  delivery_type_name: z.string(),
  /** The kit goes by post (a delivery with an address): an EMS tracking number can be recorded. */
  delivery_by_post: z.boolean(),
  /** The EMS number the organizer recorded; null before the kit was posted. */
  tracking_no: z.string().nullable(),
  /** FREE | DIRECT | PP_<provider> | CC_<provider> */
  payment_method: z.string(),
  payment_ref: z.string().nullable(),
  /** Money to look at (PAYMENT_FLAGS). */
  payment_flags: z.array(z.enum(PAYMENT_FLAGS)),
  /** Baht given back so far. */
  refunded_amount: z.number(),
  /** Baht that can still be refunded (a paid or cancelled order's money, or money after close). */
  refundable_amount: z.number(),
  /** A PromptPay or card charge of this unpaid order is still open: the runner may be paying now. */
  open_charge: z.boolean(),
  event_key: z.string(),
  title: z.string(),
  title_en: z.string().nullable(),
});
export type ReportOrderRow = z.infer<typeof reportOrderRowSchema>;

/**
 * POST /v1/organizer/report-order-latest(-admin): one page of the matches, newest first, and the
 * count of every match (`total`); the page asked for and its size.
 */
export const orderListReplySchema = successReply({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  body: z.array(reportOrderRowSchema),
});
export type OrderListReply = z.infer<typeof orderListReplySchema>;

/** POST /v1/organizer/direct-notify-checking: may the transfer be confirmed, or why not. */
export const transferCheckReplySchema = z.discriminatedUnion('status', [
  successReply({}),
  z.object({ status: z.literal('duplicate'), message: z.string() }),
]);
export type TransferCheckReply = z.infer<typeof transferCheckReplySchema>;

/** One person of an order as the edit page shows them (ids 0 = none chosen). */
export const orderEditRunnerSchema = z.object({
  runner_id: z.number().int(),
  team_position: z.number().int(),
  register_type: z.string(),
  fname: z.string(),
  lname: z.string(),
  sex: z.string(),
  dob: z.string(),
  nationality: z.string(),
  id_card: z.string(),
  email: z.string(),
  mobile_no: z.string(),
  health_problem: z.string(),
  blood_group: z.string(),
  emergency_name: z.string(),
  emergency_relation: z.string(),
  emergency_mobile_no: z.string(),
  runner_team: z.string(),
  run_type_id: z.number().int(),
  run_type_name: z.string(),
  run_model_id: z.number().int(),
  run_model_name: z.string(),
  t_shirt_id: z.number().int(),
  t_shirt_name: z.string(),
  additional1: z.number().int(),
  additional2: z.number().int(),
  additional3: z.number().int(),
  additional4: z.number().int(),
  custom_field1: z.string(),
});
export type OrderEditRunner = z.infer<typeof orderEditRunnerSchema>;

/** POST /v1/organizer/order-detail: the order and its people, unmasked, for the edit page. */
export const orderEditSchema = z.object({
  uuid: z.string(),
  status: orderStatus,
  payment_method: z.string(),
  paid_amount: z.number(),
  amount: z.number(),
  create_date: z.string(),
  delivery_type_name: z.string(),
  delivery_type_is_require_address: yn,
  ...deliveryAddressFields,
  runners: z.array(orderEditRunnerSchema),
});
export type OrderEdit = z.infer<typeof orderEditSchema>;
export const orderEditReplySchema = bodyReply(orderEditSchema);

// ---- bib numbers and the pick-up check --------------------------------------------------------

/** One race type of the bib plan: people of PAID orders only (a team counts each member). */
export const bibPlanRowSchema = z.object({
  run_type_id: z.number().int(),
  /** In the caller's language; may hold organizer markup. */
  run_type_name: z.string(),
  paid_runners: z.number().int(),
  with_bib: z.number().int(),
  without_bib: z.number().int(),
  first_bib: z.string().nullable(),
  last_bib: z.string().nullable(),
  /** The race type's stored numbering (setup): its prefix, and its start as the assignment takes it
   * (bib_start with the width its places need, '001'), null when setup gave none. */
  bib_prefix: z.string(),
  bib_start: z.string().nullable(),
});
export type BibPlanRow = z.infer<typeof bibPlanRowSchema>;
export const bibPlanReplySchema = bodyReply(z.array(bibPlanRowSchema));

/** POST /v1/organizer/assign-bibs: how many got a number, and the first and last given. */
export const bibsAssignedSchema = z.object({
  assigned: z.number().int(),
  first_bib: z.string().nullable(),
  last_bib: z.string().nullable(),
});
export const bibsAssignedReplySchema = successReply({ message: z.string(), body: bibsAssignedSchema });
export type BibsAssignedReply = z.infer<typeof bibsAssignedReplySchema>;

/**
 * One runner as the expo desk looks them up: of any order still holding them (paid, not paid yet) or
 * cancelled; only a PAID order's runner is handed a kit, and not one whose kit was posted.
 */
export const checkbibRunnerSchema = runnerEntrySchema.extend({
  order_status: orderStatus,
  /** The order's delivery choice in the caller's language. */
  delivery_type_name: z.string(),
  /** The kit is sent by post (EMS); `tracking_no` once it was posted (then it is not handed over here). */
  delivery_by_post: z.boolean(),
  tracking_no: z.string().nullable(),
  runner_id: z.number().int(),
  sex: z.string(),
  dob: z.string(),
  bib_no: z.string().nullable(),
  is_checkbib: yn,
  checkbib_at: z.string().nullable(),
  /** When the kit was handed over, in the caller's language; '' before. */
  checkbib_at_txt: z.string(),
  /** Who collected the kit when it was not the runner (a friend's name as the desk wrote it); null: the runner. */
  checkbib_collected_by: z.string().nullable(),
  team_position: z.number().int(),
  event_key: z.string(),
  order_uuid: z.string(),
});
export type CheckbibRunner = z.infer<typeof checkbibRunnerSchema>;
export const checkbibSearchReplySchema = bodyReply(z.array(checkbibRunnerSchema));
/** POST /v1/organizer/checkbib-scan: the one runner whose pick-up QR was scanned. */
export const checkbibScanReplySchema = bodyReply(checkbibRunnerSchema);
/**
 * POST /v1/organizer/checkbib-checking: done; `bib_no` is the number the runner was given at the desk
 * (they had none and their race type is numbered), for the desk to hand over; null otherwise.
 */
export const checkbibCheckReplySchema = successReply({ message: z.string(), bib_no: z.string().nullable() });
export type CheckbibCheckReply = z.infer<typeof checkbibCheckReplySchema>;

/** POST /v1/organizer/order-tracking-upload: how many orders got their tracking number (and a mail). */
export const trackingUploadReplySchema = successReply({ message: z.string(), saved: z.number().int() });
export type TrackingUploadReply = z.infer<typeof trackingUploadReplySchema>;

// ---- the super-admin's e-mail outbox (issue 12) ---------------------------------------------------

/** One e-mail of the queue; `recipient` and `subject` are '' until it has been rendered. */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EMAIL_KINDS),
  order_uuid: z.string().nullable(),
  language: z.enum(LANGUAGES),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  /** A short technical reason of the last failure. */
  last_error: z.string().nullable(),
  /** smtp, or outbox (kept here, never sent: no SMTP_URL). */
  transport: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxListReplySchema = bodyReply(z.array(outboxMailSchema));
export type OutboxListReply = z.infer<typeof outboxListReplySchema>;

/** One e-mail with what it says: the HTML (show it sandboxed) and the plain text. */
export const outboxMailDetailSchema = outboxMailSchema.extend({ html: z.string(), text: z.string() });
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>;
export const outboxMailReplySchema = bodyReply(outboxMailDetailSchema);
export type OutboxMailReply = z.infer<typeof outboxMailReplySchema>;
