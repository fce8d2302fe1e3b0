import { useReportQuery } from './post';

export type { OrderAmountRow } from '@raceday/domain/validation';

/** POST /v1/organizer/report-order-amt {event_key}: revenue of PAID orders. */
export function useReportOrderAmt(eventKey: string) {
  return useReportQuery('report-order-amt', eventKey);
}
