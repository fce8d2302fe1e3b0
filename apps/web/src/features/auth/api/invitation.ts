import type { AcceptInvitationInput, AcceptInvitationReply } from '@raceday/domain/validation';
import { useSend } from '@/lib/use-send';

/** POST /v1/auth/accept-invitation: sets the password of an invited person; the reply logs them in. */
export const useAcceptInvitation = () =>
  useSend<AcceptInvitationInput, AcceptInvitationReply>('POST', '/v1/auth/accept-invitation');
