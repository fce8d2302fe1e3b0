import { useReportQuery } from './post';

export type { RunnerTypeRow } from '@raceday/domain/validation';

/** POST /v1/organizer/report-runner-type {event_key}: people per race type (INITIAL and PAID orders). */
export function useReportRunnerType(eventKey: string) {
  return useReportQuery('report-runner-type', eventKey);
}
