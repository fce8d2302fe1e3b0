/**
 * Shapes of the /v1 replies the web reads. Field names are the seeds' (snake_case, Y/N flags,
 * amounts in baht with 2 decimals); the server builds them from its rows, the web only reads them.
 */
import type { ApiLanguage, EventPaymentMethod, EventStatus } from './constants';
import type { YN } from './yn';

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

/** An event card of the home page (GET /v1/events). */
export interface EventSummary {
  id: number;
  event_key: string;
  title: string;
  title_en: string;
  coverurl: string;
  /** ISO calendar date of the race day, e.g. "2027-03-14". */
  event_date: string;
  /** The race day as Thai text with the Buddhist-era year. */
  event_date_text: string;
  event_date_text_en: string;
  location: string;
  location_en: string;
  event_status: EventStatus;
  is_open_register: YN;
  is_event_end: YN;
  /** ISO instants of the registration window. */
  registration_start_at: string;
  registration_end_at: string;
  registration_start_txt_th: string;
  registration_start_txt_en: string;
  registration_end_txt_th: string;
  registration_end_txt_en: string;
  is_limit_participate: YN;
}

export interface RunTypeOption {
  id: number;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  /** Baht. */
  price: number;
  /** 1 for an individual entry; a team entry takes team_size places and carries team_size - 1 members. */
  team_size: number;
}
export interface RunModelOption {
  id: number;
  run_type_id: number;
  name: string;
  name_en: string;
}
export interface ShirtOption {
  id: number;
  name: string;
  /** Baht. */
  additional_price: number;
  /** 0 = offered with every run type. */
  run_type_id: number;
}
export interface DeliveryTypeOption {
  id: number;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  /** Baht for the first entry. */
  price: number;
  /** Baht for each further entry of the same order. */
  price_additional: number;
  is_require_address: YN;
}
export interface AdditionalSelect {
  /** 1..4, the seeds' additional1..additional4. */
  slot: number;
  label: string;
  label_en: string;
  is_require: YN;
  options: { id: number; name: string; name_en: string }[];
}

/** GET /v1/events/{event_key}: everything the detail and registration pages read. */
export interface EventDetail extends EventSummary {
  content: string;
  content_en: string;
  organizer_info: string;
  organizer_info_en: string;
  is_production_mode: YN;
  participant_limit: number | null;
  is_require_id_card: YN;
  /** Suffix shown after the ID-card label (e.g. "(ใช้สำหรับรับเสื้อ)"). */
  validate_idcard: string;
  validate_email: YN;
  /** Replaces the seeds' hard-coded 'sichon16' case: any ID of 1+ characters, '-' when blank. */
  is_relaxed_id: YN;
  is_require_health_problem: YN;
  is_require_blood_group: YN;
  is_require_emergency_name: YN;
  is_require_emergency_relation: YN;
  is_require_emergency_mobile_no: YN;
  is_run_model: YN;
  is_custom_field1: YN;
  is_custom_field1_name: string;
  is_custom_field1_name_en: string;
  is_custom_field1_require: YN;
  additional_selects: AdditionalSelect[];
  run_type: RunTypeOption[];
  run_model: RunModelOption[];
  t_shirt: ShirtOption[];
  delivery_type: DeliveryTypeOption[];
  payment_method: EventPaymentMethod;
  is_free_payment_fee: YN;
  is_system_fee: YN;
  /** Baht per entry. */
  system_fee_amt: number;
  max_runner_register_per_order: number;
  is_coupon: YN;
  /** 'N' when the event has no conditions of its own. */
  condition: string;
  condition_en: string;
  payment_account_no: string;
  payment_account_name: string;
  payment_bank_name: string;
  txt_message_registed: string;
  txt_message_registed_en: string;
  is_enable_checkbib_function: YN;
}

/** POST /v1/order/check-participate-limit */
export interface CheckParticipateLimitRequest {
  event_key: string;
  language?: ApiLanguage;
}
export type { CheckParticipateLimitReply } from './replies';
