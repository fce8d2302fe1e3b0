import { useReportQuery } from './post';

export interface RunnerTypeRow {
  /** May hold organizer markup. */
  run_type_name: string;
  count_number: number;
  paid_number?: number;
}

/** POST /v1/organizer/report-runner-type {event_key}: people per race type (INITIAL and PAID orders). */
export function useReportRunnerType(eventKey: string) {
  return useReportQuery<RunnerTypeRow>('report-runner-type', eventKey);
}
