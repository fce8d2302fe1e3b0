import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export interface CheckbibCheckingInput {
  event_key: string;
  order_uuid: string;
  runner_id: number;
}

/**
 * POST /v1/organizer/checkbib-checking: the runner has collected the bib. 409 when it was
 * collected before (the message says when) or the order is not PAID.
 */
export function useCheckbibChecking() {
  return useMutation({
    mutationFn: (input: CheckbibCheckingInput) =>
      apiFetch<MessageReply>('/v1/organizer/checkbib-checking', {
        method: 'POST',
        body: input,
      }),
  });
}
