import { useReportQuery } from './post';
import type { OrderStatus } from './types';

export interface OrderCountRow {
  status: OrderStatus;
  count_number: number;
}

/** POST /v1/organizer/report-order-count {event_key}: orders per status (DELETE included). */
export function useReportOrderCount(eventKey: string) {
  return useReportQuery<OrderCountRow>('report-order-count', eventKey);
}
