import { z } from 'zod';
import { ROLES } from '../accounts';
import { bodyReply, successReply } from './common';

/** A signed-in person as the browser keeps them (seed 000 §3; `name`/`sername` are the seed's too). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fname: z.string(),
  lname: z.string(),
  name: z.string(),
  sername: z.string(),
  display_name: z.string(),
  mobile_no: z.string(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** POST /v1/auth/login: the access token (JWT) and the person. */
export const loginReplySchema = successReply({
  accessToken: z.string(),
  body: publicUserSchema,
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /v1/auth/profile (201 = the token is valid), PATCH /v1/user/profile (with a message). */
export const profileReplySchema = successReply({
  message: z.string().optional(),
  body: publicUserSchema,
});
export type ProfileReply = z.infer<typeof profileReplySchema>;

/** POST /v1/user/password: every other session ends; this browser gets a fresh token. */
export const passwordChangedReplySchema = successReply({
  message: z.string(),
  accessToken: z.string(),
  body: publicUserSchema,
});
export type PasswordChangedReply = z.infer<typeof passwordChangedReplySchema>;

/** POST /v1/user/register: the account is made and logged in, as a login answers (with a sentence). */
export const registerReplySchema = passwordChangedReplySchema;
export type RegisterReply = z.infer<typeof registerReplySchema>;

/** One order of the signed-in member's dashboard (paid_amount in baht). */
export const memberOrderSchema = z.object({
  uuid: z.string(),
  event_key: z.string(),
  title: z.string(),
  title_en: z.string().nullable(),
  status: z.string(),
  create_date: z.string(),
  paid_amount: z.number(),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;

/** POST /v1/member-event/order: the member's orders, newest first (at most 200). */
export const memberOrdersReplySchema = bodyReply(z.array(memberOrderSchema));
export type MemberOrdersReply = z.infer<typeof memberOrdersReplySchema>;
