import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ALL_ADMIN_KEY, backofficeKeys } from './keys';
import type { MessageReply } from '@raceday/domain/validation';
import { organizerPost } from './post';

/** POST /v1/organizer/direct-notify {event_key, uuid}: the bank transfer is received, the order turns PAID. */
export function useDirectNotify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { event_key: string; uuid: string }) =>
      organizerPost<MessageReply>('direct-notify', input),
    onSuccess: (_reply, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: backofficeKeys.event(input.event_key) }),
        client.invalidateQueries({ queryKey: backofficeKeys.event(ALL_ADMIN_KEY) }),
      ]),
  });
}
