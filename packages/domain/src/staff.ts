/**
 * An event's staff, managed by e-mail (`/v1/organizer/staff`), and the invitation that lets a new
 * person set a password (`/v1/auth/accept-invitation`). A staff member is an `organizer` (everything of
 * that event) or the `desk` (the bib pick-up check only).
 */
import { z } from 'zod';
import { PASSWORD_MIN, accountNameSchema, registerAccountSchema } from './accounts';
import { apiLanguageSchema, eventKeySchema, LIMITS_SCHEMA } from './schemas';
import { bodyReply, successReply } from './replies/common';
import { loginReplySchema } from './replies/accounts';

export const STAFF_ROLES = ['organizer', 'desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

const language = apiLanguageSchema.optional();

/** GET /v1/organizer/staff/:event_key */
export const staffListParamsSchema = z.strictObject({ event_key: eventKeySchema });

/** POST /v1/organizer/staff: adds the person with this e-mail, or changes their role. */
export const staffAddSchema = z.strictObject({
  event_key: eventKeySchema,
  email: registerAccountSchema.shape.email,
  role: staffRoleSchema,
  language,
});

/** DELETE /v1/organizer/staff */
export const staffRemoveSchema = z.strictObject({
  event_key: eventKeySchema,
  user_id: LIMITS_SCHEMA.id,
  language,
});

/** POST /v1/auth/accept-invitation: the link's token and the new password (and, if wanted, a name). */
export const acceptInvitationSchema = z.strictObject({
  token: z.string().trim().min(20).max(200),
  password: z.string().min(PASSWORD_MIN, { message: 'v.password_short' }).max(200),
  name: accountNameSchema.optional(),
  surname: accountNameSchema.optional(),
  language,
});

export type StaffAddInput = z.input<typeof staffAddSchema>;
export type StaffRemoveInput = z.input<typeof staffRemoveSchema>;
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** One person of an event's staff. */
export const staffMemberSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** Invited and has not set a password yet. */
  invited: z.boolean(),
  /** When they were added (from the event's change history); absent when the history has no record. */
  added_at: z.string().optional(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /v1/organizer/staff/:event_key */
export const staffListReplySchema = bodyReply(z.array(staffMemberSchema));
export type StaffListReply = z.infer<typeof staffListReplySchema>;

/** POST /v1/organizer/staff: what was done, said in the caller's language, and the person as now. */
export const staffAddedReplySchema = successReply({
  message: z.string(),
  body: staffMemberSchema.extend({
    /** An invitation e-mail was queued. */
    invitation_sent: z.boolean(),
  }),
});
export type StaffAddedReply = z.infer<typeof staffAddedReplySchema>;

/** POST /v1/auth/accept-invitation: the same reply as /v1/auth/login. */
export const acceptInvitationReplySchema = loginReplySchema;
export type AcceptInvitationReply = z.infer<typeof acceptInvitationReplySchema>;
