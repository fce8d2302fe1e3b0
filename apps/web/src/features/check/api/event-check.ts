import { useMutation } from '@tanstack/react-query';
import type { ApiLanguage } from '@raceday/domain';
import type { ParticipantRow } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type CheckFilter = 'mobile_no' | 'fname';

/** One participant of POST /v1/order/event-check: mobile masked by the server, no order link. */
export type { ParticipantRow };

/** Seed 001 §5: at most 15 characters; at least 10 digits for a mobile, 4 letters for a first name. */
export const CHECK_LIMITS = { max: 15, mobileMin: 10, nameMin: 4 } as const;

export interface EventCheckInput {
  eventKey: string;
  text: string;
  filter: CheckFilter;
  language: ApiLanguage;
}

/** POST /v1/order/event-check {tk, event_key, txt_search, filter_type}. */
export async function checkParticipants(input: EventCheckInput): Promise<ParticipantRow[]> {
  const reply = await apiFetch<{ body: ParticipantRow[] }>('/v1/order/event-check', {
    method: 'POST',
    body: {
      tk: 'public',
      event_key: input.eventKey,
      txt_search: input.text,
      filter_type: input.filter,
      language: input.language,
    },
  });
  return reply.body;
}

export function useCheckParticipants() {
  return useMutation({ mutationFn: checkParticipants });
}
