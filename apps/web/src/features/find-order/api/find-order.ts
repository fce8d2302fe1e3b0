import { useMutation } from '@tanstack/react-query';
import type { ApiLanguage } from '@raceday/domain';
import type { FoundOrder } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { saveOrderKey } from '@/lib/order-access';

export type { FoundOrder };

/** Exactly 10 digits (seed 001 §5). */
export const MOBILE_PATTERN = /^\d{10}$/;

/** An ID card or passport number as the runner may type it: dashes and spaces are dropped. */
export const cleanIdCard = (value: string): string => value.replace(/[\s-]/g, '');

/** Letters and digits, 5 to 20 of them once dashes and spaces are gone. */
export const ID_CARD_PATTERN = /^[0-9A-Za-z]{5,20}$/;

export interface FindOrdersInput {
  mobile: string;
  /** The main registrant's ID card or passport number (cleaned), or '' for none. */
  idCard: string;
  language: ApiLanguage;
}

/**
 * POST /v1/order/find-order {tk, txt_search, id_card?}: the orders whose main registrant has that
 * mobile; with the main registrant's ID card, those of that person carry their link and key (kept).
 */
export async function findOrders({ mobile, idCard, language }: FindOrdersInput): Promise<FoundOrder[]> {
  const reply = await apiFetch<{ body: FoundOrder[] }>('/v1/order/find-order', {
    method: 'POST',
    body: { tk: 'public', txt_search: mobile, ...(idCard ? { id_card: idCard } : {}), language },
  });
  const rows = reply.body;
  for (const row of rows) if (row.order_id && row.access_key) saveOrderKey(row.order_id, row.access_key);
  return rows;
}

export function useFindOrders() {
  return useMutation({ mutationFn: findOrders });
}
