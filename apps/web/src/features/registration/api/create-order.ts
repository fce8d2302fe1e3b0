import { useMutation } from '@tanstack/react-query';
import type { ApiLanguage, OrderPaymentMethod } from '@raceday/domain';
import type { RunnerInput } from '@raceday/domain/validation';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/session';
import { saveOrderKey } from '@/lib/order-access';

/** The body of POST /v1/order/create (orderCreateSchema of the domain checks it on both sides). */
export interface CreateOrderBody {
  event_key: string;
  language: ApiLanguage;
  runner_list: RunnerInput[];
  /** id_card of the main registrant. */
  is_main_register: string;
  delivery_type_id: number;
  delivery_add_name: string;
  delivery_add_mobile_no: string;
  delivery_add_no: string;
  delivery_add_postcode: string;
  /** Names (the part of a lookup ref after "_"). */
  delivery_add_sub_district: string;
  delivery_add_district: string;
  delivery_add_province: string;
  /** PP_<provider> or CC_<provider>; absent for DIRECT and FREE events. */
  payment_method?: OrderPaymentMethod;
  is_accept_terms: 'Y';
  is_accept_condition?: 'Y';
  is_coupon: 'Y' | 'N';
  coupon_code: string;
  /** Baht the page showed; informative, the server prices the order itself. */
  total_amt: number;
  paid_amt: number;
}

export interface CreateOrderReply {
  status: 'success';
  uuid: string;
  /** Proves this browser created the order: the order page shows its personal data with it. */
  access_key?: string;
  order_status: 'INITIAL' | 'PAID';
  /** Baht, as the server priced the order. */
  total_amt: number;
  paid_amt: number;
  /** Until when an unpaid order holds its places (ISO); null for a free or paid order. */
  expires_at?: string | null;
}

/**
 * A failed order call: the status (0 when no reply came back, or none that could be read) and, on a
 * busy or throttled reply, the server's Retry-After in seconds.
 */
export class OrderCallError extends ApiError {
  readonly retryAfter: number | null;

  constructor(status: number, message: string, field: string | undefined, retryAfter: number | null) {
    super(status, message, field);
    this.name = 'OrderCallError';
    this.retryAfter = retryAfter;
  }
}

/** Retry-After as seconds from now: a number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * POST /v1/order/create. The Idempotency-Key makes a retried submit of the same cart (a lost reply,
 * a double tap, the page's own retry after a busy reply) return the order already created instead of
 * creating a second one. The order's access key is kept at once, so the order page opens with the
 * runners' details.
 *
 * The call is lib/api.ts#apiFetch's, made here so that the reply's Retry-After reaches the page
 * (OrderCallError): a busy server says when to come back.
 */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<CreateOrderReply> {
  const token = getToken();
  let response: Response;
  let text: string;
  try {
    response = await fetch('/v1/order/create', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        'Content-Type': 'application/json',
        ...(token !== null ? { Authorization: `Bearer ${token}` } : {}),
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new OrderCallError(0, error instanceof Error ? error.message : 'Network error', undefined, null);
  }
  let data: unknown = undefined;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    // A proxy's HTML error page, a cut reply: handled below as no usable reply.
  }
  if (response.ok && isObject(data) && data.status === 'success' && typeof data.uuid === 'string') {
    const reply = data as unknown as CreateOrderReply;
    saveOrderKey(reply.uuid, reply.access_key);
    return reply;
  }
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  if (isObject(data) && data.status === 'error' && typeof data.message === 'string') {
    const field = typeof data.field === 'string' ? data.field : undefined;
    throw new OrderCallError(response.ok ? 400 : response.status, data.message, field, retryAfter);
  }
  // A success status with no order in it may still have created one: status 0, sent again as it was.
  throw new OrderCallError(
    response.ok ? 0 : response.status,
    response.statusText || `HTTP ${response.status}`,
    undefined,
    retryAfter,
  );
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) =>
      createOrder(body, idempotencyKey),
  });
}
