import { useState } from 'react';
import type { OrderFilter, OrderSearch } from '../api/types';

/** The organizer's default search: by mobile, empty text (every order). */
export const DEFAULT_ORDER_FILTER: OrderFilter = { order_filter_type: 'mobile', order_filter_value: '' };

/** The order list's search and page: a new search starts again at page 1. */
export function useOrderSearch() {
  const [search, setSearch] = useState<OrderSearch>({ filter: DEFAULT_ORDER_FILTER, page: 1 });
  return {
    search,
    setFilter: (filter: OrderFilter) => setSearch({ filter, page: 1 }),
    setPage: (page: number) => setSearch((current) => ({ ...current, page })),
  };
}
