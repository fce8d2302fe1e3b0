import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, EventDetail } from '@raceday/domain';
import { ApiError, apiFetch } from '@/lib/api';

/** GET /v1/events/initial/{event_id}: `{status:'success', body:[EventDetail]}`; the first item is the event. */
export async function getEventInitial(eventKey: string, signal?: AbortSignal): Promise<EventDetail> {
  const reply = await apiFetch<ApiSuccess<EventDetail[]>>(
    `/v1/events/initial/${encodeURIComponent(eventKey)}`,
    { signal },
  );
  const event = reply.body?.[0];
  if (reply.status !== 'success' || !event) throw new ApiError(404, 'Event not found');
  return event;
}

export const getEventInitialQueryOptions = (eventKey: string) =>
  queryOptions({
    queryKey: ['events', 'initial', eventKey],
    queryFn: ({ signal }) => getEventInitial(eventKey, signal),
  });

export function useGetEventInitial(eventKey: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getEventInitialQueryOptions(eventKey), enabled: options.enabled ?? true });
}
