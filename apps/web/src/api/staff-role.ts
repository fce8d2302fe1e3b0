import { useQuery } from '@tanstack/react-query';
import type { OrganizerEvent, StaffRole } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

/**
 * POST /v1/organizer/event under the organizer events list's own query key
 * (features/organizer/api/organizer.ts): one request, one cache entry, shared with that page.
 */
function useMyEvents() {
  return useQuery({
    queryKey: ['organizer-events'],
    queryFn: async () =>
      (await apiFetch<{ body: OrganizerEvent[] }>('/v1/organizer/event', { method: 'POST' })).body,
    retry: false,
  });
}

/**
 * The signed-in person's role in this event: 'desk' staff may use only the bib check; undefined
 * while their event list loads (or when the event is not on it).
 */
export function useEventRole(eventKey: string): StaffRole | undefined {
  return useMyEvents().data?.find((e) => e.event_key === eventKey)?.role;
}

/**
 * The signed-in person's role in this event and whether their event list has answered: a page that
 * offers organizers' tools shows them only once it knows the person is not desk staff.
 */
export function useEventRoleState(eventKey: string): { role: StaffRole | undefined; known: boolean } {
  const events = useMyEvents();
  return {
    role: events.data?.find((e) => e.event_key === eventKey)?.role,
    known: !events.isPending,
  };
}

/** Where a person's back office starts: the bib check of their one event when that is all they may do. */
export function deskHome(events: readonly Pick<OrganizerEvent, 'event_key' | 'role'>[]): string | null {
  return events.length === 1 && events[0]!.role === 'desk'
    ? `/checkbib-organizer/${events[0]!.event_key}`
    : null;
}
