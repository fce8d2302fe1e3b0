/**
 * Orders for the order, payment and lookup specs, created through the API with the builder the server
 * tests and the benches use (packages/domain/test-support). Every ID, mobile and name is random, so
 * tests running in parallel (and in both projects) never meet each other's data.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { EventDetail } from '@raceday/domain';
import { orderFor, runnerFor, thaiIdFrom } from '../../packages/domain/test-support/orders';

export const EVENT_KEYS = {
  online: 'bangkok-riverside-marathon-2027',
  direct: 'chiangmai-doi-suthep-trail-2027',
  free: 'khaoyai-charity-fun-run-2027',
} as const;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A valid Thai national ID nobody else in this run has. */
export function uniqueThaiId(): string {
  return thaiIdFrom(`3${digits(11)}`);
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
  const r = runnerFor(e, { id_card: uniqueThaiId(), mobile_no: uniqueMobile(), ...runner });
  const body = orderFor(e, [r], order);
  // As the registration page does: a busy server (503, plugins/overload.ts sheds new orders when its
  // event loop lags, which two browsers on two cores can cause) is asked again after its Retry-After,
  // with the same Idempotency-Key, so the order is made once.
  const headers = { 'idempotency-key': randomUUID() };
  let res = await page.request.post('/v1/order/create', { data: body, headers });
  for (let attempt = 1; res.status() === 503 && attempt < 6; attempt++) {
    const wait = Math.min(Number(res.headers()['retry-after'] ?? 1), 5);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    res = await page.request.post('/v1/order/create', { data: body, headers });
  }
  expect(res.status(), await res.text()).toBe(201);
  const reply = (await res.json()) as Omit<CreatedOrder, 'runner'>;
  return { ...reply, runner: r };
}

/** Shows the product in English from the first page on. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('currentLanguage', 'en'));
}
