/** The order list's types: the row is the server's reply schema; the filter is what the page asks. */
import type { OrderFilterType, OrderStatus } from '@raceday/domain';
import type { ReportOrderRow } from '@raceday/domain/validation';

export { ORDER_SEARCH_TYPES, type OrderFilterType, type OrderSearchType } from '@raceday/domain';
export type { OrderStatus, ReportOrderRow };

export interface OrderFilter {
  order_filter_type: OrderFilterType;
  order_filter_value: string;
}

/** What the list asks for: the search and the page of its matches (1 = the newest). */
export interface OrderSearch {
  filter: OrderFilter;
  page: number;
}

export interface OrderList {
  /** One page of the matches, newest first. */
  rows: ReportOrderRow[];
  /** Every matching order. */
  total: number;
  page: number;
  pageSize: number;
}
