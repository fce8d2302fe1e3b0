/** Request schemas of the organizer and admin calls (seed 001 §5, §7). */
import { z } from 'zod';
import {
  ALL_ADMIN_KEY,
  BACKOFFICE_SEARCH_MIN,
  CHECKBIB_FILTER_TYPES,
  EMAIL_KINDS,
  EMAIL_STATUSES,
  ORDER_BUTTON_FILTERS,
  ORDER_FILTER_TYPES,
  ORDER_PAGE_SIZE,
  ORDER_PAGE_SIZE_MAX,
  ORDER_STATUSES,
} from './constants';
import { apiLanguageSchema, eventKeySchema, LIMITS_SCHEMA, singleLine } from './schemas';

const orderUuid = z.uuid({ message: 'v.order_uuid' });
const language = apiLanguageSchema.optional();
const searchText = z.string().trim().max(100).default('');

function searchSchema<
  K extends z.ZodType<string>,
  T extends readonly [string, ...string[]],
  Extra extends z.ZodRawShape = Record<never, never>,
>(key: K, types: T, defaultType: T[number], noTextTypes: readonly string[] = [], extra?: Extra) {
  return z
    .strictObject({
      event_key: key,
      order_filter_type: z.enum(types).default(defaultType as never),
      order_filter_value: searchText,
      language,
      ...(extra as Extra),
    })
    .superRefine((search, ctx) => {
      const s = search as { order_filter_type: string; order_filter_value: string };
      const text = s.order_filter_value;
      if (noTextTypes.includes(s.order_filter_type) || text === '') return;
      if (text.length < BACKOFFICE_SEARCH_MIN) {
        ctx.addIssue({ code: 'custom', path: ['order_filter_value'], message: 'v.search_min' });
      } else if (
        s.order_filter_type === 'status' &&
        !(ORDER_STATUSES as readonly string[]).includes(text.toUpperCase())
      ) {
        ctx.addIssue({
          code: 'invalid_value',
          path: ['order_filter_value'],
          values: [...ORDER_STATUSES],
          message: '',
        });
      }
    });
}

/** The order list's pages: newest first, `page_size` orders a page (default 50, at most 500). */
const orderPaging = {
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).default(ORDER_PAGE_SIZE),
};

/** POST /v1/organizer/report-order-latest */
export const orderSearchSchema = searchSchema(
  eventKeySchema,
  ORDER_FILTER_TYPES,
  'mobile',
  ORDER_BUTTON_FILTERS,
  orderPaging,
);
/** POST /v1/organizer/report-order-latest-admin: every event. */
export const adminOrderSearchSchema = searchSchema(
  z.literal(ALL_ADMIN_KEY),
  ORDER_FILTER_TYPES,
  'mobile',
  ORDER_BUTTON_FILTERS,
  orderPaging,
);
export type OrderSearchInput = z.infer<typeof orderSearchSchema>;

/** POST /v1/organizer/checkbib-search */
export const checkbibSearchSchema = searchSchema(eventKeySchema, CHECKBIB_FILTER_TYPES, 'mobile_no');
export type CheckbibSearchInput = z.infer<typeof checkbibSearchSchema>;

/** direct-notify, delete-order, order-detail: one order of one event. */
export const orderActionSchema = z.strictObject({ event_key: eventKeySchema, uuid: orderUuid, language });

/**
 * POST /v1/organizer/release-held: the unpaid orders without a slip that one client address holds
 * in this event are withdrawn. `holder` is the short label the report headline shows for it.
 */
export const releaseHeldSchema = z.strictObject({
  event_key: eventKeySchema,
  holder: z.string().regex(/^[A-Za-z0-9_-]{8}$/),
  language,
});

/**
 * POST /v1/organizer/refund-order: money given back, all or part. Online payments go back through the
 * provider; a bank transfer is refunded by hand and recorded with the transfer's reference. `cancel`
 * also cancels a paid order (its places return).
 */
export const refundOrderSchema = orderActionSchema
  .extend({
    /** Baht, up to two decimals; at most what was paid and not refunded yet. */
    amount: z.number().positive().max(10_000_000).multipleOf(0.01, { message: 'v.baht' }),
    note: z.string().trim().max(300).default(''),
    /** The bank transfer's reference (required for a refund by hand). */
    reference: singleLine().max(100).default(''),
    cancel: z.boolean().default(false),
  })
  .strict();
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;

/** An EMS tracking number as Thailand Post prints it: EF123456789TH (spaces and case forgiven). */
export const trackingNoSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{9}[A-Z]{2}$/, { message: 'v.tracking_no' }));

/**
 * POST /v1/organizer/order-tracking: the EMS number of a paid order sent by post ('' removes it); the
 * runner is mailed it.
 */
export const orderTrackingSchema = orderActionSchema
  .extend({ tracking_no: z.union([z.literal(''), trackingNoSchema]) })
  .strict();
export type OrderTrackingInput = z.infer<typeof orderTrackingSchema>;

/** POST /v1/organizer/cancel-order: a paid order withdrawn; its places return, its money stays until refunded. */
export const cancelOrderSchema = orderActionSchema
  .extend({ note: z.string().trim().max(300).default('') })
  .strict();
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/**
 * POST /v1/organizer/resend-email: the order's mail of its current state again (written in the
 * order's language; `language` is the caller's, for the reply).
 */
export const resendEmailSchema = orderActionSchema;
export type ResendEmailInput = z.infer<typeof resendEmailSchema>;

/** direct-notify-checking: the seed also sends the main registrant's ID. */
export const directCheckSchema = orderActionSchema
  .extend({ id_card: z.string().max(40).optional() })
  .strict();

/** POST /v1/organizer/checkbib-checking */
export const checkbibCheckSchema = z.strictObject({
  event_key: eventKeySchema,
  order_uuid: orderUuid,
  runner_id: LIMITS_SCHEMA.id,
  /** The kit went to someone else (a friend): their name, as the desk writes it; '' or absent: the runner. */
  collected_by: singleLine().max(100).optional(),
  language,
});

/** POST /v1/organizer/checkbib-scan: the text of a runner's pick-up QR (orders/pickup-codes.ts). */
export const checkbibScanSchema = z.strictObject({
  event_key: eventKeySchema,
  code: z.string().trim().min(1).max(200),
  language,
});

/** POST /v1/order/update: each runner is checked against the event's rules by the server. */
export const orderUpdateSchema = z.strictObject({
  event_key: eventKeySchema,
  uuid: orderUuid,
  /** The seed's fixed access key: accepted and ignored (the Bearer token decides). */
  key: z.string().max(200).optional(),
  runner_list: z.array(z.record(z.string(), z.unknown())).min(1).max(60),
  language,
});
export type OrderUpdateRequest = z.input<typeof orderUpdateSchema>;

/** POST /v1/organizer/bib-plan */
export const bibPlanSchema = z.strictObject({ event_key: eventKeySchema, language });

/**
 * POST /v1/organizer/assign-bibs: numbers from `start` (its digit count is the width: '0001' gives
 * 0001, 0002, ...) after an optional prefix of up to 4 capital letters or digits ('M', 'HM'). Either
 * left out: the race type's stored bib_prefix / bib_start (setup).
 */
export const assignBibsSchema = z.strictObject({
  event_key: eventKeySchema,
  run_type_id: LIMITS_SCHEMA.id,
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{0,4}$/, { message: 'v.bib_prefix' })
    .optional(),
  start: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, { message: 'v.bib_start' })
    .optional(),
  language,
});
export type AssignBibsInput = z.infer<typeof assignBibsSchema>;

/** GET /v1/admin/outbox: the newest 100 e-mails, of one kind and status when asked. */
export const outboxQuerySchema = z.strictObject({
  kind: z.enum(EMAIL_KINDS).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** GET /v1/admin/outbox/{id} */
export const outboxMailParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
