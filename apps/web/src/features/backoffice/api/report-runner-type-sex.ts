import { useReportQuery } from './post';

export type { RunnerTypeSexRow } from '@raceday/domain/validation';

/** POST /v1/organizer/report-runner-type-sex {event_key}: people per race type and sex. */
export function useReportRunnerTypeSex(eventKey: string) {
  return useReportQuery('report-runner-type-sex', eventKey);
}
