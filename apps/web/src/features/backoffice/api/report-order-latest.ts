import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backofficeKeys } from './keys';
import { organizerPost } from './post';
import type { OrderListReply } from '@raceday/domain/validation';
import type { OrderFilter, OrderList } from './types';

export type OrderListEndpoint = 'report-order-latest' | 'report-order-latest-admin';

export async function fetchOrderList(
  endpoint: OrderListEndpoint,
  eventKey: string,
  filter: OrderFilter,
  signal?: AbortSignal,
): Promise<OrderList> {
  const reply = await organizerPost<OrderListReply>(endpoint, { event_key: eventKey, ...filter }, signal);
  return { rows: reply.body, total: reply.total };
}

/** POST /v1/organizer/report-order-latest {event_key, order_filter_type, order_filter_value}. */
export function useReportOrderLatest(eventKey: string, filter: OrderFilter) {
  return useQuery({
    queryKey: backofficeKeys.orders(eventKey, 'report-order-latest', filter),
    queryFn: ({ signal }) => fetchOrderList('report-order-latest', eventKey, filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
