/**
 * Test data for every kind of test: valid runner and order payloads (POST /v1/order/create) built from
 * an event as GET /v1/events/{key} shows it. The server tests, the e2e specs, the benches and the web
 * tests import this one builder, so a field the order gains is added here once.
 *
 * Only the domain is imported (no node or browser globals): the file is type-checked by the domain,
 * server, web-test, e2e and bench projects alike.
 */
import type { EventDetail, RunTypeOption } from '../src/api';
import { thaiIdCheckDigit } from '../src/thai-id';

/** A valid Thai national ID from its first 12 digits: the 13th is their mod-11 check digit. */
export function thaiIdFrom(first12: string): string {
  return `${first12}${thaiIdCheckDigit(first12)}`;
}

/** Distinct valid Thai IDs: `prefix`, then a counter zero-padded to 12 digits, then the check digit. */
export function thaiIdSequence(prefix: string): () => string {
  let serial = 0;
  return () => {
    serial++;
    return thaiIdFrom(`${prefix}${String(serial).padStart(12 - prefix.length, '0')}`);
  };
}

// Starts at a random point, so two copies of this module (two test files, two processes) rarely meet.
const defaultIds = thaiIdSequence(`3${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`);

/** A fresh, valid Thai national ID each call (13 digits, starting with 3). */
export function nextThaiId(): string {
  return defaultIds();
}

export interface RunnerOptions {
  /** The race to enter; the first one-person run type by default. Its shirt and run model follow it. */
  runType?: RunTypeOption;
}

/**
 * One runner the event accepts: a Thai adult with every contact and health field filled, the run
 * type's first shirt (of every run type or its own), its first run model when the event has models,
 * and the first option of every required additional select. `over` replaces any field.
 */
export function runnerFor(e: EventDetail, over: Record<string, unknown> = {}, opts: RunnerOptions = {}) {
  const runType = opts.runType ?? e.run_type.find((r) => r.team_size === 1)!;
  const shirt = e.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runType.id)!;
  const model = e.run_model.find((m) => m.run_type_id === runType.id);
  return {
    register_type: 'MYSELF',
    fname: 'สมชาย',
    lname: 'ใจดี',
    sex: 'MALE',
    dob: '1990-05-17',
    nationality: 'THAI',
    id_card: nextThaiId(),
    email: 'somchai@example.com',
    mobile_no: '0812345678',
    health_problem: 'ไม่มี',
    blood_group: 'O',
    emergency_name: 'สมศรี ใจดี',
    emergency_relation: 'ภรรยา',
    emergency_mobile_no: '0898765432',
    run_type_id: runType.id,
    run_model_id: e.is_run_model === 'Y' ? (model?.id ?? 0) : 0,
    t_shirt_id: shirt.id,
    ...Object.fromEntries(
      e.additional_selects
        .filter((a) => a.is_require === 'Y')
        .map((a) => [`additional${a.slot}`, a.options[0]!.id]),
    ),
    ...over,
  };
}

/** Bangkok, Pathum Wan, Rong Mueang: a real address of the address data set (postcode 10330). */
export const PATHUM_WAN = {
  delivery_add_name: 'สมชาย ใจดี',
  delivery_add_mobile_no: '0812345678',
  delivery_add_no: '99/1 ถนนพระราม 1',
  delivery_add_postcode: '10330',
  delivery_add_sub_district: 'รองเมือง',
  delivery_add_district: 'ปทุมวัน',
  delivery_add_province: 'กรุงเทพมหานคร',
};

/**
 * The order of `runnerList`: the first runner is the main registrant, the kit is picked up (no
 * address), PromptPay when the event takes online payments, terms and the event's own conditions
 * accepted. `over` replaces any field (a delivery address, a coupon, another payment method...).
 */
export function orderFor(
  e: EventDetail,
  runnerList: Record<string, unknown>[],
  over: Record<string, unknown> = {},
) {
  const pickup = e.delivery_type.find((d) => d.is_require_address === 'N')!;
  return {
    event_key: e.event_key,
    runner_list: runnerList,
    is_main_register: runnerList[0]?.id_card ?? '',
    delivery_type_id: pickup.id,
    ...(e.payment_method === 'OPN' ? { payment_method: 'PP_OPN' } : {}),
    is_accept_terms: 'Y',
    ...(e.condition !== 'N' ? { is_accept_condition: 'Y' } : {}),
    ...over,
  };
}
