import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckbibFilterType } from '@raceday/domain';
import type { CheckbibRunner } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

/** What the organizer searches by (seed 001 §7). */
export {
  CHECKBIB_FILTER_TYPES as CHECKBIB_FILTERS,
  type CheckbibFilterType as CheckbibFilter,
} from '@raceday/domain';
/** Back-office searches run only with an empty text or at least this many characters (seed 001 §5). */
export { BACKOFFICE_SEARCH_MIN as SEARCH_MIN } from '@raceday/domain';

/** One runner with their order's state, delivery and the pick-up state of the bib. */
export type RunnerCheckRow = CheckbibRunner;

export interface CheckbibSearch {
  eventKey: string;
  filter: CheckbibFilterType;
  value: string;
}

export const checkbibSearchKey = (s: CheckbibSearch) =>
  ['checkbib-search', s.eventKey, s.filter, s.value] as const;

/** POST /v1/organizer/checkbib-search; runs once a search has been submitted (`search` not null). */
export function useCheckbibSearch(search: CheckbibSearch | null) {
  return useQuery({
    queryKey: search ? checkbibSearchKey(search) : ['checkbib-search', 'idle'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ body: RunnerCheckRow[] }>('/v1/organizer/checkbib-search', {
          method: 'POST',
          signal,
          body: {
            event_key: search!.eventKey,
            order_filter_type: search!.filter,
            order_filter_value: search!.value,
          },
        })
      ).body,
    enabled: search !== null,
    placeholderData: keepPreviousData,
    // Other desks check bibs too: every search asks the server again.
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
