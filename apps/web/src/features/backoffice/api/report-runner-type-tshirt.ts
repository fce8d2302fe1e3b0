import { useReportQuery } from './post';

export type { RunnerTypeShirtRow as TypeShirtRow } from '@raceday/domain/validation';

/** POST /v1/organizer/report-runner-type-tshirt {event_key}: shirts per race type and size. */
export function useReportRunnerTypeTshirt(eventKey: string) {
  return useReportQuery('report-runner-type-tshirt', eventKey);
}
