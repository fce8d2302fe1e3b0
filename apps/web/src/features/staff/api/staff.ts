import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageReply,
  StaffAddedReply,
  StaffAddInput,
  StaffListReply,
  StaffMember,
  StaffRemoveInput,
  StaffRole,
} from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type { StaffMember, StaffRole };

const staffKey = (eventKey: string) => ['staff', eventKey] as const;

/** GET /v1/organizer/staff/:event_key: the event's staff, organizers first. */
export function useStaffList(eventKey: string) {
  return useQuery({
    queryKey: staffKey(eventKey),
    queryFn: async () =>
      (await apiFetch<StaffListReply>(`/v1/organizer/staff/${encodeURIComponent(eventKey)}`)).body,
    retry: false,
  });
}

/** POST /v1/organizer/staff: adds a person by e-mail (an invitation for a new one) or changes their role. */
export function useAddStaff(eventKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<StaffAddInput, 'event_key'>) =>
      apiFetch<StaffAddedReply>('/v1/organizer/staff', {
        method: 'POST',
        body: { event_key: eventKey, ...input },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey(eventKey) }),
  });
}

/** DELETE /v1/organizer/staff */
export function useRemoveStaff(eventKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<StaffRemoveInput, 'event_key'>) =>
      apiFetch<MessageReply>('/v1/organizer/staff', {
        method: 'DELETE',
        body: { event_key: eventKey, ...input },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey(eventKey) }),
  });
}
