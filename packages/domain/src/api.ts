/**
 * Shapes of the /v1 replies the web reads. Field names are the seeds' (snake_case, Y/N flags,
 * amounts in baht with 2 decimals); the server builds them from its rows, the web only reads them.
 */
import type { z } from 'zod';
import type { ApiLanguage } from './constants';
import type { eventDetailSchema, eventSummarySchema } from './replies/index';

export interface ApiSuccess<T = undefined> {
  status: 'success';
  message?: string;
  body?: T;
}
export interface ApiError {
  status: 'error';
  /**
   * Stable and machine-readable: what a page decides on (e.g. `event.full`, `runner.exists`,
   * `validation.invalid` for a 400 naming fields, `http.busy` for a 503). The list is in docs/API.md.
   */
  code: string;
  /** For people, in the caller's language: shown, never compared. */
  message: string;
  /** The field a 400 is about, as named in the request (e.g. "event_key", "runner_list.0.fname"). */
  field?: string;
  /** Every problem of a 400, field by field. */
  errors?: { field: string; message: string }[];
}

// The event replies are zod schemas in replies/events.ts; these are their types.
export type EventSummary = z.infer<typeof eventSummarySchema>;
/** GET /v1/events/{event_key}: everything the detail and registration pages read. */
export type EventDetail = z.infer<typeof eventDetailSchema>;
// The options an event offers, as items of its detail's lists.
export type RunTypeOption = EventDetail['run_type'][number];
export type RunModelOption = EventDetail['run_model'][number];
export type ShirtOption = EventDetail['t_shirt'][number];
export type DeliveryTypeOption = EventDetail['delivery_type'][number];
export type AdditionalSelect = EventDetail['additional_selects'][number];

/** POST /v1/order/check-participate-limit */
export interface CheckParticipateLimitRequest {
  event_key: string;
  language?: ApiLanguage;
}
export type { CheckParticipateLimitReply } from './replies/index';
