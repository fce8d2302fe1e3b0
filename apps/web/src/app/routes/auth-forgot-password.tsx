import { ForgotPasswordPage } from '@/features/auth/components/PasswordResetPages';

/** `/auth/forgot-password`: ask for a link to set a new password. */
export default ForgotPasswordPage;
