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

/** A change to the event's staff (`method` /v1/organizer/staff, for this event); the list reloads after it. */
function useStaffChange<Input extends object, Reply>(eventKey: string, method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiFetch<Reply>('/v1/organizer/staff', { method, body: { event_key: eventKey, ...input } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey(eventKey) }),
  });
}

/** POST /v1/organizer/staff: adds a person by e-mail (an invitation for a new one) or changes their role. */
export function useAddStaff(eventKey: string) {
  return useStaffChange<Omit<StaffAddInput, 'event_key'>, StaffAddedReply>(eventKey, 'POST');
}

/** DELETE /v1/organizer/staff */
export function useRemoveStaff(eventKey: string) {
  return useStaffChange<Omit<StaffRemoveInput, 'event_key'>, MessageReply>(eventKey, 'DELETE');
}
