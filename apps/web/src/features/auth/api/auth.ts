import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import type { SessionUser } from '@/lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginReply {
  status: string;
  accessToken: string;
  body: SessionUser;
}

export interface RegisterInput {
  name: string;
  sername: string;
  display_name: string;
  mobile_no: string;
  email: string;
  password: string;
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiFetch<LoginReply>('/v1/auth/login', { method: 'POST', body: input }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiFetch<{ status: string; message: string }>('/v1/user/register', { method: 'POST', body: input }),
  });
}

/** POST /v1/auth/profile with the stored token: true when the server answers 201. */
export async function checkProfile(token: string): Promise<boolean> {
  try {
    const res = await fetch('/v1/auth/profile', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    return res.status === 201;
  } catch {
    return false;
  }
}
