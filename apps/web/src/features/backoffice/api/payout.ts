import { useQuery } from '@tanstack/react-query';
import type { PayoutReport } from '@raceday/domain/validation';
import { backofficeKeys } from './keys';
import { organizerPost } from './post';

export type { PayoutReport };

/** POST /v1/organizer/payout {event_key}: the event's money in and out (one report, as a list of one for ReportCard). */
export function usePayout(eventKey: string) {
  return useQuery({
    queryKey: backofficeKeys.report(eventKey, 'payout'),
    queryFn: async ({ signal }) => [
      (await organizerPost<{ body: PayoutReport }>('payout', { event_key: eventKey }, signal)).body,
    ],
    retry: false,
  });
}
