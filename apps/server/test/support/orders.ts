/** Test-data generators: valid order payloads built from an event as the API shows it. */
import { thaiIdCheckDigit, type EventDetail } from '@raceday/domain';
import type { TestApp } from '../helper';

let serial = 0;
/** A fresh, valid Thai national ID each call. */
export function nextThaiId(): string {
  serial++;
  const first12 = `3${String(10_000_000_000 + process.pid * 1000 + serial)
    .padStart(11, '0')
    .slice(-11)}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
}

export async function eventDetail(t: TestApp, key: string): Promise<EventDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/events/${key}` });
  return res.json<EventDetail>();
}

export function runnerFor(e: EventDetail, over: Record<string, unknown> = {}) {
  const runType = e.run_type.find((r) => r.team_size === 1)!;
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

/** Bangkok, Pathum Wan: a real address from the data set. */
export const PATHUM_WAN = {
  delivery_add_name: 'สมชาย ใจดี',
  delivery_add_mobile_no: '0812345678',
  delivery_add_no: '99/1 ถนนพระราม 1',
  delivery_add_postcode: '10330',
  delivery_add_sub_district: 'รองเมือง',
  delivery_add_district: 'ปทุมวัน',
  delivery_add_province: 'กรุงเทพมหานคร',
};

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
