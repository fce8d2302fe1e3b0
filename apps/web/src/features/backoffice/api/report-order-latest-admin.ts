import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ALL_ADMIN_KEY, backofficeKeys } from './keys';
import { fetchOrderList } from './report-order-latest';
import type { OrderSearch } from './types';

/** POST /v1/organizer/report-order-latest-admin with event_key 'all-admin': every event's orders. */
export function useReportOrderLatestAdmin(search: OrderSearch, enabled: boolean) {
  return useQuery({
    queryKey: backofficeKeys.orders(ALL_ADMIN_KEY, 'report-order-latest-admin', search),
    queryFn: ({ signal }) => fetchOrderList('report-order-latest-admin', ALL_ADMIN_KEY, search, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}
