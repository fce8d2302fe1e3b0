import { useReportQuery } from './post';

export interface OrderAmountRow {
  /** Baht of the entries of PAID orders. */
  amount: number;
  /** Baht of shipping. */
  delivery_type_price: number;
  total: number;
}

/** POST /v1/organizer/report-order-amt {event_key}: revenue of PAID orders. */
export function useReportOrderAmt(eventKey: string) {
  return useReportQuery<OrderAmountRow>('report-order-amt', eventKey);
}
