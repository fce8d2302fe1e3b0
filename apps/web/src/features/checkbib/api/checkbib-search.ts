import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** What the organizer searches by (seed 001 §7). */
export const CHECKBIB_FILTERS = ['mobile_no', 'fname', 'id_card', 'order_uuid', 'email'] as const;
export type CheckbibFilter = (typeof CHECKBIB_FILTERS)[number];

/** Back-office searches run only with an empty text or at least this many characters (seed 001 §5). */
export const SEARCH_MIN = 3;

/** One runner of a PAID order, with the pick-up state of the bib (contract: RunnerCheckRow). */
export interface RunnerCheckRow {
  runner_id: number;
  fname: string;
  lname: string;
  mobile_no: string;
  sex: string;
  /** 'YYYY-MM-DD' */
  dob: string;
  age: number;
  run_type_name: string;
  run_model_name: string;
  t_shirt_name: string;
  bib_no: string | null;
  is_checkbib: 'Y' | 'N';
  /** ISO instant of the pick-up, null while pending. */
  checkbib_at: string | null;
  event_key: string;
  order_uuid: string;
}

export interface CheckbibSearch {
  eventKey: string;
  filter: CheckbibFilter;
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
        await apiFetch<{ status: string; body: RunnerCheckRow[] }>('/v1/organizer/checkbib-search', {
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
