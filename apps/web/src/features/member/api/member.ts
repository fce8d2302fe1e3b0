import { useMutation, useQuery } from '@tanstack/react-query';
import type { MemberOrder } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import type { SessionUser } from '@/lib/session';

export type { MemberOrder };

export function useMemberOrders() {
  return useQuery({
    queryKey: ['member-orders'],
    queryFn: async () =>
      (await apiFetch<{ status: string; body: MemberOrder[] }>('/v1/member-event/order', { method: 'POST' }))
        .body,
    retry: false,
  });
}

export interface ProfileInput {
  name: string;
  sername: string;
  display_name: string;
  mobile_no: string;
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiFetch<{ status: string; message: string; body: SessionUser }>('/v1/user/profile', {
        method: 'PATCH',
        body: input,
      }),
  });
}

export interface PasswordChangeInput {
  current_password: string;
  new_password: string;
}

/** POST /v1/user/password: every other session ends; the reply's token keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      apiFetch<{ status: string; message: string; accessToken: string; body: SessionUser }>(
        '/v1/user/password',
        { method: 'POST', body: input },
      ),
  });
}

/** POST /v1/auth/logout-all: every token of the account stops working, this browser's included. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ status: string; message: string }>('/v1/auth/logout-all', { method: 'POST' }),
  });
}
