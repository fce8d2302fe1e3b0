import { useReportQuery } from './post';

export interface RunnerTypeSexRow {
  run_type_name: string;
  sex: string;
  count_number: number;
}

/** POST /v1/organizer/report-runner-type-sex {event_key}: people per race type and sex. */
export function useReportRunnerTypeSex(eventKey: string) {
  return useReportQuery<RunnerTypeSexRow>('report-runner-type-sex', eventKey);
}
