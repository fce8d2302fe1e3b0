import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiLanguage } from '@raceday/domain';
import type { OwnOrder } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { orderKeys, saveOrderKey } from '@/lib/order-access';
import { getToken } from '@/lib/session';

export type { OwnOrder };

/**
 * POST /v1/order/mine {event_key, orders: [{order_uuid, access_key}], id_card?}: the open orders of
 * this event that this browser holds the keys of, and the signed-in member's. With an ID card, each
 * says whether one of its runners has it (the "already registered" answer links to it). Nothing is
 * asked when the browser holds no key and nobody is signed in.
 */
export async function ownOrdersOf(
  eventKey: string,
  language: ApiLanguage,
  opts: { idCard?: string; signal?: AbortSignal } = {},
): Promise<OwnOrder[]> {
  const orders = orderKeys()
    .slice(0, 50)
    .map((k) => ({ order_uuid: k.uuid, access_key: k.key }));
  if (orders.length === 0 && getToken() === null) return [];
  const reply = await apiFetch<{ status: 'success'; body: OwnOrder[] }>('/v1/order/mine', {
    method: 'POST',
    body: { event_key: eventKey, orders, language, ...(opts.idCard ? { id_card: opts.idCard } : {}) },
    signal: opts.signal,
  });
  // A member's order placed on another device opens in full here too.
  for (const o of reply.body) saveOrderKey(o.uuid, o.access_key);
  return reply.body;
}

export const ownOrdersQueryOptions = (eventKey: string, language: ApiLanguage) =>
  queryOptions({
    queryKey: ['order', 'mine', eventKey, language],
    queryFn: ({ signal }) => ownOrdersOf(eventKey, language, { signal }),
    staleTime: 0,
    retry: false,
  });

/** This browser's and the member's unpaid orders of the event, oldest deadline first. */
export function useUnpaidOrders(eventKey: string, language: ApiLanguage) {
  const query = useQuery(ownOrdersQueryOptions(eventKey, language));
  return (query.data ?? [])
    .filter((o) => o.status === 'INITIAL')
    .sort((a, b) => (a.expires_at ?? '').localeCompare(b.expires_at ?? ''));
}
