import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import type { LoginInput, RegisterAccountInput } from '@raceday/domain/validation';
import type { LoginReply, MessageReply } from '@raceday/domain/validation';

export type { LoginInput, LoginReply };
export type RegisterInput = RegisterAccountInput;

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiFetch<LoginReply>('/v1/auth/login', { method: 'POST', body: input }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiFetch<MessageReply>('/v1/user/register', { method: 'POST', body: input }),
  });
}

/** POST /v1/auth/profile with this token: true when the server accepts it (201). */
export async function checkProfile(token: string): Promise<boolean> {
  try {
    await apiFetch('/v1/auth/profile', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    return true;
  } catch {
    return false;
  }
}
