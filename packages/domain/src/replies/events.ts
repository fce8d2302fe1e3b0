import { z } from 'zod';
import { EVENT_STATUSES, PAYMENT_METHODS } from '../constants';
import { bodyReply, yn } from './common';

// ---- events: GET /v1/events, /v1/events/{event_key}, /v1/events/initial/{event_id} -------------
// Served as prepared bytes (services/events/event-catalog.ts): these schemas document them, and
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
  /** 'Y' once every place of a limited event is taken: pages read it as full, not open. */
  is_full: yn,
});

/** An option with its Thai and English name and description (race types, delivery types). */
const describedOption = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
});

export const runTypeOptionSchema = describedOption.extend({
  /** Baht. */
  price: z.number(),
  /** 1 for an individual entry; a team entry takes team_size places and carries team_size - 1 members. */
  team_size: z.number().int(),
  /** Age limits in whole years, the age reached on race day (age.ts); null when none. */
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  /** Start on race day, "HH:MM" Bangkok time; '' when not given. */
  start_time: z.string(),
  /** The price tier in force (e.g. early bird); '' when the race type's own price applies. */
  price_name: z.string(),
  price_name_en: z.string(),
  /** Baht from `next_price_at` on, when the price changes before registration closes; else null. */
  next_price: z.number().nullable(),
  /** ISO instant the price changes (the current tier ends or the next begins); null when it does not. */
  next_price_at: z.string().nullable(),
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
  /** '' when the organizer gave none (pages in English then show `name`). */
  name_en: z.string(),
  /** Baht. */
  additional_price: z.number(),
  /** 0 = offered with every run type. */
  run_type_id: z.number().int(),
});
export const deliveryTypeOptionSchema = describedOption.extend({
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
export const eventInitialReplySchema = bodyReply(z.array(eventDetailSchema));
