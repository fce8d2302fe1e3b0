import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_PAGE_SIZE } from '@raceday/domain';
import { backofficeKeys } from './keys';
import { organizerPost } from './post';
import type { OrderListReply } from '@raceday/domain/validation';
import type { OrderList, OrderSearch } from './types';

export type OrderListEndpoint = 'report-order-latest' | 'report-order-latest-admin';

/** One page of an order list: the search and its page, `ORDER_PAGE_SIZE` orders a page. */
export async function fetchOrderList(
  endpoint: OrderListEndpoint,
  eventKey: string,
  search: OrderSearch,
  signal?: AbortSignal,
): Promise<OrderList> {
  const reply = await organizerPost<OrderListReply>(
    endpoint,
    { event_key: eventKey, ...search.filter, page: search.page, page_size: ORDER_PAGE_SIZE },
    signal,
  );
  return { rows: reply.body, total: reply.total, page: reply.page, pageSize: reply.page_size };
}

/**
 * POST /v1/organizer/report-order-latest {event_key, order_filter_type, order_filter_value, page,
 * page_size}; the page shown stays until the next one arrives.
 */
export function useReportOrderLatest(eventKey: string, search: OrderSearch) {
  return useQuery({
    queryKey: backofficeKeys.orders(eventKey, 'report-order-latest', search),
    queryFn: ({ signal }) => fetchOrderList('report-order-latest', eventKey, search, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
