import type { CheckbibCheckReply } from '@raceday/domain/validation';
import { useSend } from '@/lib/use-send';

export interface CheckbibCheckingInput {
  event_key: string;
  order_uuid: string;
  runner_id: number;
}

/**
 * POST /v1/organizer/checkbib-checking: the runner has collected the bib. 409 when it was
 * collected before (the message says when) or the order is not PAID.
 */
export const useCheckbibChecking = () =>
  useSend<CheckbibCheckingInput, CheckbibCheckReply>('POST', '/v1/organizer/checkbib-checking');
