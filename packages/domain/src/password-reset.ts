/**
 * Forgotten passwords (issue 26 item 5): POST /v1/auth/forgot-password asks for a link by e-mail,
 * POST /v1/auth/reset-password sets a new password with the link's token.
 */
import { z } from 'zod';
import { PASSWORD_MIN } from './accounts';

const language = z.enum(['TH', 'EN']).optional();

/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 60;

/** POST /v1/auth/forgot-password: the e-mail of the account; the mail is in `language`. */
export const forgotPasswordSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(100)
    .pipe(z.email({ message: 'v.email' })),
  language,
});

/** POST /v1/auth/reset-password: the link's token and the new password (the sign-up rule). */
export const resetPasswordSchema = z.strictObject({
  token: z.string().trim().min(20).max(200),
  new_password: z.string().min(PASSWORD_MIN, { message: 'v.password_short' }).max(200),
  language,
});

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
