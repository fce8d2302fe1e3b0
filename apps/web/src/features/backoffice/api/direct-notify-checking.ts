import { useMutation } from '@tanstack/react-query';
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
      organizerPost<{ status: 'success' | 'duplicate'; message?: string }>('direct-notify-checking', input),
  });
}
