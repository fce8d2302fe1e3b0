import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@raceday/domain';
import { ApiError, apiFetch } from '@/lib/api';

type GetEventReply = { status: 'success' } & EventDetail;

/** GET /v1/events/{event_key}: `{status:'success', ...EventDetail}`; the QR page reads its title and cover. */
export async function getQrEvent(eventKey: string, signal?: AbortSignal): Promise<EventDetail> {
  const reply = await apiFetch<GetEventReply>(`/v1/events/${encodeURIComponent(eventKey)}`, { signal });
  if (reply.status !== 'success') throw new ApiError(404, 'Event not found');
  const { status: _status, ...event } = reply;
  return event;
}

export const getQrEventQueryOptions = (eventKey: string) =>
  queryOptions({
    queryKey: ['qr', 'event', eventKey],
    queryFn: ({ signal }) => getQrEvent(eventKey, signal),
  });

export function useGetQrEvent(eventKey: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getQrEventQueryOptions(eventKey), enabled: options.enabled ?? true });
}
