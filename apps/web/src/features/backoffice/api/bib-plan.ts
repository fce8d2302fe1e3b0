import { useQuery } from '@tanstack/react-query';
import { backofficeKeys } from './keys';
import type { BibPlanRow } from '@raceday/domain/validation';
import { organizerPost } from './post';

export type { BibPlanRow };

/** The bib plan's key, under the event's ['backoffice', eventKey] family. */
export const bibPlanKey = (eventKey: string) => [...backofficeKeys.event(eventKey), 'bib-plan'] as const;

/** POST /v1/organizer/bib-plan {event_key}: one row per race type, in the organizer's order. */
export function useBibPlan(eventKey: string) {
  return useQuery({
    queryKey: bibPlanKey(eventKey),
    queryFn: async ({ signal }) =>
      (await organizerPost<{ body: BibPlanRow[] }>('bib-plan', { event_key: eventKey }, signal)).body,
    retry: false,
  });
}
