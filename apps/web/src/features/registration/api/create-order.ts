import { useMutation } from '@tanstack/react-query';
import type { ApiLanguage, OrderPaymentMethod } from '@raceday/domain';
import type { OrderCreatedReply, RunnerInput } from '@raceday/domain/validation';
import { ApiError, apiFetch } from '@/lib/api';
import { saveOrderKey } from '@/lib/order-access';
import { browserDeviceStore, deviceHeader, type DeviceTokenStore } from './device-token';

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

/** The reply the server declares for POST /v1/order/create (packages/domain/src/replies.ts). */
export type CreateOrderReply = OrderCreatedReply;

/**
 * POST /v1/order/create. The Idempotency-Key makes a retried submit of the same cart (a lost reply,
 * a double tap, the page's own retry after a busy reply) return the order already created instead of
 * creating a second one. The order's access key is kept at once, so the order page opens with the
 * runners' details. A failure is an ApiError whose retryAfter says when a busy server wants the page
 * back; status 0 means no readable reply (the order may exist: send it again as it was).
 */
export async function createOrder(
  body: CreateOrderBody,
  idempotencyKey: string,
  device: DeviceTokenStore = browserDeviceStore(),
): Promise<CreateOrderReply> {
  const reply = await apiFetch<Partial<CreateOrderReply> | undefined>('/v1/order/create', {
    method: 'POST',
    body,
    // The device token, when this browser earned one (a busy address asks for it: send-order.ts).
    headers: { 'Idempotency-Key': idempotencyKey, ...deviceHeader(device) },
  });
  if (reply?.status !== 'success' || typeof reply.uuid !== 'string')
    throw new ApiError(0, 'The order reply holds no order');
  saveOrderKey(reply.uuid, reply.access_key);
  return reply as CreateOrderReply;
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) =>
      createOrder(body, idempotencyKey),
  });
}
