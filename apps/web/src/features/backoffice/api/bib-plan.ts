import { useQuery } from '@tanstack/react-query';
import { backofficeKeys } from './keys';
import { organizerPost } from './post';

/** One race type of the bib plan: people of PAID orders only (a team counts each member). */
export interface BibPlanRow {
  run_type_id: number;
  /** In the page's language; may hold organizer markup. */
  run_type_name: string;
  paid_runners: number;
  with_bib: number;
  without_bib: number;
  first_bib: string | null;
  last_bib: string | null;
}

/** The bib plan's key, under the event's ['backoffice', eventKey] family. */
export const bibPlanKey = (eventKey: string) => [...backofficeKeys.event(eventKey), 'bib-plan'] as const;

/** POST /v1/organizer/bib-plan {event_key}: one row per race type, in the organizer's order. */
export function useBibPlan(eventKey: string) {
  return useQuery({
    queryKey: bibPlanKey(eventKey),
    queryFn: async ({ signal }) =>
      (
        await organizerPost<{ status: string; body?: BibPlanRow[] }>(
          'bib-plan',
          { event_key: eventKey },
          signal,
        )
      ).body ?? [],
    retry: false,
  });
}
