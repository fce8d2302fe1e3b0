import { useQuery } from '@tanstack/react-query';
import type { OrganizerEvent } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type { OrganizerEvent };

export function useOrganizerEvents() {
  return useQuery({
    queryKey: ['organizer-events'],
    queryFn: async () =>
      (await apiFetch<{ body: OrganizerEvent[] }>('/v1/organizer/event', { method: 'POST' })).body,
    retry: false,
  });
}
