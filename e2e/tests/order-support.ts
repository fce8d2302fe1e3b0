/**
 * Orders for the order, payment and lookup specs, created through the API exactly as
 * apps/server/test/support/orders.ts builds them. Every ID, mobile and name is random, so tests
 * running in parallel (and in both projects) never meet each other's data.
 */
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { thaiIdCheckDigit, type EventDetail } from '@raceday/domain';

export const EVENT_KEYS = {
  online: 'bangkok-riverside-marathon-2027',
  direct: 'chiangmai-doi-suthep-trail-2027',
  free: 'khaoyai-charity-fun-run-2027',
} as const;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A valid Thai national ID nobody else in this run has. */
export function uniqueThaiId(): string {
  const first12 = `3${digits(11)}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
}

/** A 10-digit mobile number nobody else in this run has. */
export function uniqueMobile(): string {
  return `08${digits(8)}`;
}

const THAI_LETTERS = 'กขคงจฉชซญฎดตถทธนบปผพฟภมยรลวศษสหอฮ';
/** A first name of Thai letters only, unique in this run. */
export function uniqueThaiName(length = 8): string {
  return Array.from({ length }, () => THAI_LETTERS[randomInt(THAI_LETTERS.length)]).join('');
}

export async function eventDetail(request: APIRequestContext, key: string): Promise<EventDetail> {
  const res = await request.get(`/v1/events/${key}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as EventDetail;
}

function runnerFor(e: EventDetail, over: Record<string, unknown>) {
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
    id_card: uniqueThaiId(),
    email: 'somchai@example.com',
    mobile_no: uniqueMobile(),
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

export interface CreatedOrder {
  uuid: string;
  /** Shows the order's personal data to whoever holds it (the creating browser keeps it). */
  access_key: string;
  order_status: 'INITIAL' | 'PAID';
  paid_amt: number;
  /** Until when the unpaid order holds its places; null for free and paid orders. */
  expires_at: string | null;
  runner: Record<string, unknown>;
}

/** The order's private link: the page keeps the key and shows the personal data. */
export const ownerPath = (order: Pick<CreatedOrder, 'uuid' | 'access_key'>): string =>
  `/order/${order.uuid}#k=${order.access_key}`;

/** How the server masks a mobile number: the last 4 digits, its length kept. */
export const maskedMobile = (mobile: string): string => `${'X'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;

/** POST /v1/order/create for one runner; `order` overrides order fields (e.g. payment_method CC_OPN). */
export async function createOrder(
  page: Page,
  key: string,
  runner: Record<string, unknown> = {},
  order: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  const e = await eventDetail(page.request, key);
  const r = runnerFor(e, runner);
  const pickup = e.delivery_type.find((d) => d.is_require_address === 'N')!;
  const body = {
    event_key: e.event_key,
    runner_list: [r],
    is_main_register: r.id_card,
    delivery_type_id: pickup.id,
    ...(e.payment_method === 'OPN' ? { payment_method: 'PP_OPN' } : {}),
    is_accept_terms: 'Y',
    ...(e.condition !== 'N' ? { is_accept_condition: 'Y' } : {}),
    ...order,
  };
  const res = await page.request.post('/v1/order/create', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const reply = (await res.json()) as Omit<CreatedOrder, 'runner'>;
  return { ...reply, runner: r };
}

/** Shows the product in English from the first page on. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('currentLanguage', 'en'));
}
