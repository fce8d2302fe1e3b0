import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@raceday/domain';
import { apiFetch } from '@/lib/api';

/** GET /v1/events: a bare array of event summaries. */
export function getEvents(signal?: AbortSignal): Promise<EventSummary[]> {
  return apiFetch<EventSummary[]>('/v1/events', { signal });
}

export const getEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['events'],
    queryFn: ({ signal }) => getEvents(signal),
  });

export function useGetEvents() {
  return useQuery(getEventsQueryOptions());
}
