import { useMutation } from '@tanstack/react-query';
import type { ApiLanguage, OrderStatus } from '@raceday/domain';
import { apiFetch } from '@/lib/api';

/** One order of the runner's mobile (POST /v1/order/find-order). */
export interface FoundOrder {
  /** The order's uuid: the link goes to /order/{order_id}. */
  order_id: string;
  create_date: string;
  create_date_txt: string;
  title: string;
  title_en: string;
  status: OrderStatus;
  /** FREE orders read 'registered' rather than 'paid'. */
  payment_method?: string;
}

/** Exactly 10 digits (seed 001 §5). */
export const MOBILE_PATTERN = /^\d{10}$/;

/** POST /v1/order/find-order {tk, txt_search}: the orders whose main registrant has that mobile. */
export async function findOrders(mobile: string, language: ApiLanguage): Promise<FoundOrder[]> {
  const reply = await apiFetch<{ status: 'success'; body?: FoundOrder[] }>('/v1/order/find-order', {
    method: 'POST',
    body: { tk: 'public', txt_search: mobile, language },
  });
  return Array.isArray(reply.body) ? reply.body : [];
}

export function useFindOrders() {
  return useMutation({
    mutationFn: ({ mobile, language }: { mobile: string; language: ApiLanguage }) =>
      findOrders(mobile, language),
  });
}
