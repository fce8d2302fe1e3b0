import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  MemberOrder,
  MemberOrdersReply,
  MessageReply,
  PasswordChangedReply,
  PasswordChangeInput,
  ProfileReply,
  ProfileUpdateInput,
} from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { useSend } from '@/lib/use-send';

export type { MemberOrder };

export function useMemberOrders() {
  return useQuery({
    queryKey: ['member-orders'],
    queryFn: async () =>
      (await apiFetch<MemberOrdersReply>('/v1/member-event/order', { method: 'POST' })).body,
    retry: false,
  });
}

export type ProfileInput = ProfileUpdateInput;

export const useUpdateProfile = () => useSend<ProfileInput, ProfileReply>('PATCH', '/v1/user/profile');

export type { PasswordChangeInput };

/** POST /v1/user/password: every other session ends; the reply's token keeps this one. */
export const useChangePassword = () =>
  useSend<PasswordChangeInput, PasswordChangedReply>('POST', '/v1/user/password');

/** POST /v1/auth/logout-all: every token of the account stops working, this browser's included. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => apiFetch<MessageReply>('/v1/auth/logout-all', { method: 'POST' }),
  });
}
