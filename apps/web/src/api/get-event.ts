import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@raceday/domain';
import { ApiError, apiFetch } from '@/lib/api';

type GetEventReply = { status: 'success' } & EventDetail;

/** GET /v1/events/{event_key}: `{status:'success', ...EventDetail}` (the registration page reads it). */
export async function getEvent(eventKey: string, signal?: AbortSignal): Promise<EventDetail> {
  const reply = await apiFetch<GetEventReply>(`/v1/events/${encodeURIComponent(eventKey)}`, { signal });
  if (reply.status !== 'success') throw new ApiError(404, 'Event not found');
  const { status: _status, ...event } = reply;
  return event;
}

export const getEventQueryOptions = (eventKey: string) =>
  queryOptions({
    queryKey: ['events', 'detail', eventKey],
    queryFn: ({ signal }) => getEvent(eventKey, signal),
  });

export function useGetEvent(eventKey: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getEventQueryOptions(eventKey), enabled: options.enabled ?? true });
}
