import { ResetPasswordPage } from '@/features/auth/components/PasswordResetPages';

/** `/auth/reset-password?token=...`: the forgot-password e-mail's link; set a new password. */
export default ResetPasswordPage;
