import type { ForgotPasswordInput, MessageReply, ResetPasswordInput } from '@raceday/domain/validation';
import { useSend } from '@/lib/use-send';

/** POST /v1/auth/forgot-password: the same reply whether or not the e-mail has an account. */
export const useForgotPassword = () =>
  useSend<ForgotPasswordInput, MessageReply>('POST', '/v1/auth/forgot-password');

/** POST /v1/auth/reset-password: the e-mailed link's token and the new password; every session ends. */
export const useResetPassword = () =>
  useSend<ResetPasswordInput, MessageReply>('POST', '/v1/auth/reset-password');
