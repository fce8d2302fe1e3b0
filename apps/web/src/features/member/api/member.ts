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

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiFetch<ProfileReply>('/v1/user/profile', {
        method: 'PATCH',
        body: input,
      }),
  });
}

export type { PasswordChangeInput };

/** POST /v1/user/password: every other session ends; the reply's token keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      apiFetch<PasswordChangedReply>('/v1/user/password', { method: 'POST', body: input }),
  });
}

/** POST /v1/auth/logout-all: every token of the account stops working, this browser's included. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => apiFetch<MessageReply>('/v1/auth/logout-all', { method: 'POST' }),
  });
}
