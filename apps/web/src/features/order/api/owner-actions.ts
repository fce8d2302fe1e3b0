import type { ApiLanguage } from '@raceday/domain';
import type { OrderInquiryReply } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { getOrderKey } from '@/lib/order-access';

/** The owner's proof: this browser's key of the order (a signed-in member's token goes along anyway). */
const ownerBody = (uuid: string, language: ApiLanguage) => {
  const accessKey = getOrderKey(uuid);
  return { order_uuid: uuid, language, ...(accessKey ? { access_key: accessKey } : {}) };
};

/** POST /v1/order/cancel: the owner cancels the unpaid order; the reply is the order, now DELETE. */
export async function cancelOrder(uuid: string, language: ApiLanguage): Promise<OrderInquiryReply> {
  return apiFetch<OrderInquiryReply>('/v1/order/cancel', { method: 'POST', body: ownerBody(uuid, language) });
}

/** POST /v1/order/payment-method: the owner pays the unpaid order another way the event accepts. */
export async function switchPaymentMethod(
  uuid: string,
  method: string,
  language: ApiLanguage,
): Promise<OrderInquiryReply> {
  return apiFetch<OrderInquiryReply>('/v1/order/payment-method', {
    method: 'POST',
    body: { ...ownerBody(uuid, language), payment_method: method },
  });
}
