import { useReportQuery } from './post';

export interface ShirtRow {
  /** May hold organizer markup. */
  t_shirt_name: string;
  count_number: number;
}

/** POST /v1/organizer/report-runner-tshirt {event_key}: shirts per size. */
export function useReportRunnerTshirt(eventKey: string) {
  return useReportQuery<ShirtRow>('report-runner-tshirt', eventKey);
}
