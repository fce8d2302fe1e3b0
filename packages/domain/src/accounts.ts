/** Account creation and login (seed 000 §3 Account creation payload, §5 Account and login). */
import { z } from 'zod';
import { LIMITS } from './constants';
import { singleLine } from './schemas';

export const PASSWORD_MIN = 8;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(100)
  .pipe(z.email({ message: 'v.email' }));

export const accountNameSchema = singleLine().min(1).max(LIMITS.nameMax);

/** POST /v1/user/register: the seed's fields, `sername` spelt as the seed spells it. */
export const registerAccountSchema = z.strictObject({
  name: accountNameSchema,
  sername: accountNameSchema,
  email,
  password: z.string().min(PASSWORD_MIN, { message: 'v.password_short' }).max(200),
  display_name: singleLine().min(1).max(60),
  mobile_no: z
    .string()
    .trim()
    .regex(/^\d{10}$/, { message: 'v.mobile_digits' }),
  language: z.enum(['TH', 'EN']).optional(),
});

export const loginSchema = z.strictObject({
  email,
  password: z.string().min(1).max(200),
  language: z.enum(['TH', 'EN']).optional(),
});

/** POST /v1/user/password: the new password follows the sign-up rule. */
export const passwordChangeSchema = z.strictObject({
  current_password: z.string().min(1).max(200),
  new_password: registerAccountSchema.shape.password,
  language: z.enum(['TH', 'EN']).optional(),
});

/** PATCH /v1/user/profile: the sign-up's person fields, without the e-mail and password. */
export const profileUpdateSchema = registerAccountSchema.omit({ email: true, password: true });

/** What the account forms send (before the server trims and checks them). */
export type RegisterAccountInput = z.input<typeof registerAccountSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const ROLES = ['member', 'organizer', 'ssadmin'] as const;
export type Role = (typeof ROLES)[number];
