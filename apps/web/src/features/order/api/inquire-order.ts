import type { SupportContacts } from '@/api/get-site';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiLanguage } from '@raceday/domain';
import type { OrderInquiryReply, OrderView, PaymentProviderInfo } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { forgetOrderKey, getOrderKey, saveOrderKey } from '@/lib/order-access';
import { paymentKind } from '../lib/payment';

export type { OrderView, PaymentProviderInfo, SupportContacts };

export interface OrderInquiry {
  order: OrderView;
  support: Partial<SupportContacts>;
  provider: PaymentProviderInfo;
}

/** An order uuid as the server accepts it; anything else is NOTFOUND without asking. */
export const ORDER_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An unpaid PromptPay order that has no QR yet: the page asks to pay it (POST /v1/order/promptpay). */
function needsQr(order: OrderView): boolean {
  return (
    order.status === 'INITIAL' &&
    paymentKind(order.payment_method) === 'promptpay' &&
    order.qrcode_payload === '' &&
    order.qrcode_url === '' &&
    !order.payment_unavailable
  );
}

/**
 * POST /v1/order/inquiry {tk, order_uuid, access_key?, language}: the order page's data. The key this
 * browser holds goes along; a key the reply names is kept, one the server did not accept is dropped.
 * The inquiry only reads; an unpaid PromptPay order without its QR is then asked for it once by the
 * explicit pay request, POST /v1/order/promptpay, whose reply is the same order with the QR.
 */
export async function inquireOrder(
  uuid: string,
  language: ApiLanguage,
  signal?: AbortSignal,
): Promise<OrderInquiry> {
  const accessKey = getOrderKey(uuid);
  const body = { tk: 'public', order_uuid: uuid, language, ...(accessKey ? { access_key: accessKey } : {}) };
  let reply = await apiFetch<OrderInquiryReply>('/v1/order/inquiry', { method: 'POST', body, signal });
  if (needsQr(reply.body))
    reply = await apiFetch<OrderInquiryReply>('/v1/order/promptpay', { method: 'POST', body, signal });
  if (reply.body.access_key) saveOrderKey(uuid, reply.body.access_key);
  else if (accessKey && reply.body.personal_data === 'MASKED') forgetOrderKey(uuid);
  return {
    order: reply.body,
    support: reply.support,
    provider: reply.payment_provider,
  };
}

export const orderInquiryQueryOptions = (uuid: string, language: ApiLanguage) =>
  queryOptions({
    queryKey: ['order', 'inquiry', uuid.toLowerCase(), language],
    queryFn: ({ signal }) => inquireOrder(uuid, language, signal),
    // Any failure is the NOTFOUND state at once (seed 001 §2.1); the page offers its own refresh.
    retry: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useOrderInquiry(
  uuid: string,
  language: ApiLanguage,
  options: { enabled?: boolean; refetchInterval?: (data: OrderInquiry | undefined) => number | false } = {},
) {
  const { enabled = true, refetchInterval } = options;
  return useQuery({
    ...orderInquiryQueryOptions(uuid, language),
    enabled,
    refetchInterval: (query) => (refetchInterval ? refetchInterval(query.state.data) : false),
  });
}
