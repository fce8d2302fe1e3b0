import { useReportQuery } from './post';

export interface TypeShirtRow {
  run_type_name: string;
  t_shirt_name: string;
  count_number: number;
}

/** POST /v1/organizer/report-runner-type-tshirt {event_key}: shirts per race type and size. */
export function useReportRunnerTypeTshirt(eventKey: string) {
  return useReportQuery<TypeShirtRow>('report-runner-type-tshirt', eventKey);
}
