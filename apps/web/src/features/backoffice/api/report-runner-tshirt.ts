import { useReportQuery } from './post';

export type { ShirtRow } from '@raceday/domain/validation';

/** POST /v1/organizer/report-runner-tshirt {event_key}: shirts per size. */
export function useReportRunnerTshirt(eventKey: string) {
  return useReportQuery('report-runner-tshirt', eventKey);
}
