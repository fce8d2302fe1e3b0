import { useMutation } from '@tanstack/react-query';
import type { TransferCheckReply } from '@raceday/domain/validation';
import { organizerPost } from './post';

export interface DirectNotifyCheckInput {
  event_key: string;
  uuid: string;
  id_card: string;
}

/**
 * POST /v1/organizer/direct-notify-checking: `{status:'success'}` when nothing looks duplicated,
 * `{status:'duplicate', message}` when it does (the user is asked twice then).
 */
export function useDirectNotifyChecking() {
  return useMutation({
    mutationFn: (input: DirectNotifyCheckInput) =>
      organizerPost<TransferCheckReply>('direct-notify-checking', input),
  });
}
