import { apiFetch } from '@/lib/api';
import { useSend } from '@/lib/use-send';
import type { LoginInput, RegisterAccountInput } from '@raceday/domain/validation';
import type { LoginReply, RegisterReply } from '@raceday/domain/validation';

export type { LoginInput, LoginReply };
export type RegisterInput = RegisterAccountInput;

export const useLogin = () => useSend<LoginInput, LoginReply>('POST', '/v1/auth/login');

export const useRegister = () => useSend<RegisterInput, RegisterReply>('POST', '/v1/user/register');

/** POST /v1/auth/profile with this token: true when the server accepts it (201). */
export async function checkProfile(token: string): Promise<boolean> {
  try {
    await apiFetch('/v1/auth/profile', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    return true;
  } catch {
    return false;
  }
}
