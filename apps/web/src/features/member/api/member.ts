import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import type { SessionUser } from '@/lib/session';

export interface MemberOrder {
  uuid: string;
  event_key: string;
  title: string;
  title_en: string | null;
  status: string;
  create_date: string;
  paid_amount: number;
}

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
