import { useReportQuery } from './post';

export type { OrderCountRow } from '@raceday/domain/validation';

/** POST /v1/organizer/report-order-count {event_key}: orders per status (DELETE included). */
export function useReportOrderCount(eventKey: string) {
  return useReportQuery('report-order-count', eventKey);
}
