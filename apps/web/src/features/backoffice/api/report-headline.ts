import { useQuery } from '@tanstack/react-query';
import type { ReportHeadline } from '@raceday/domain/validation';
import { backofficeKeys } from './keys';
import { organizerPost } from './post';

/**
 * POST /v1/organizer/report-headline {event_key}: the report page's headline figures. Under the
 * event's key, so an action on one of its orders loads them again with the list.
 */
export function useReportHeadline(eventKey: string) {
  return useQuery({
    queryKey: backofficeKeys.report(eventKey, 'report-headline'),
    queryFn: async ({ signal }) =>
      (await organizerPost<{ body: ReportHeadline }>('report-headline', { event_key: eventKey }, signal))
        .body,
    retry: false,
  });
}
