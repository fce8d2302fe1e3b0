/** The order list's types: the row is the server's reply schema; the filter is what the page asks. */
import type { OrderFilterType, OrderStatus } from '@raceday/domain';
import type { ReportOrderRow } from '@raceday/domain/validation';

export { ORDER_SEARCH_TYPES, type OrderFilterType, type OrderSearchType } from '@raceday/domain';
export type { OrderStatus, ReportOrderRow };

export interface OrderFilter {
  order_filter_type: OrderFilterType;
  order_filter_value: string;
}

export interface OrderList {
  rows: ReportOrderRow[];
  /** Every matching order (the list shows up to 500 of them). */
  total: number;
}
