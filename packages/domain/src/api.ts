/**
 * Shapes of the /v1 replies the web reads. Field names are the seeds' (snake_case, Y/N flags,
 * amounts in baht with 2 decimals); the server builds them from its rows, the web only reads them.
 */
import type { ApiLanguage } from './constants';

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

// The event replies are zod schemas in replies/events.ts, each with its type beside it.
export type {
  AdditionalSelect,
  DeliveryTypeOption,
  EventDetail,
  EventSummary,
  RunModelOption,
  RunTypeOption,
  ShirtOption,
} from './replies/index';

/** POST /v1/order/check-participate-limit */
export interface CheckParticipateLimitRequest {
  event_key: string;
  language?: ApiLanguage;
}
export type { CheckParticipateLimitReply } from './replies/index';
