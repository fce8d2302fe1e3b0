/**
 * The replies of the /v1 calls, as zod schemas: the server declares them as each route's
 * `schema.response` (so the OpenAPI document shows them and a reply that drifts is caught), and the
 * web imports their types instead of writing its own. Issue 11 moves the remaining replies here.
 */
import { z } from 'zod';

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

/** The error replies a route may give, by status, for its schema.response. */
export const errorReplies = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
