import { useQuery } from '@tanstack/react-query';
import type {
  AcceptInvitationInput,
  AcceptInvitationReply,
  InvitationInfoReply,
} from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { useSend } from '@/lib/use-send';

/**
 * POST /v1/auth/invitation: what the link is for (the e-mail, the event, the role) and whether that
 * e-mail has an account, so the page asks for a new password or for that account's login.
 */
export const useInvitationInfo = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: async () =>
      (await apiFetch<InvitationInfoReply>('/v1/auth/invitation', { method: 'POST', body: { token } })).body,
    enabled: token !== '',
    retry: false,
  });

/**
 * POST /v1/auth/accept-invitation: joins the event's staff (a new person's password, or the login of
 * the account the e-mail has); the reply logs them in.
 */
export const useAcceptInvitation = () =>
  useSend<AcceptInvitationInput, AcceptInvitationReply>('POST', '/v1/auth/accept-invitation');
