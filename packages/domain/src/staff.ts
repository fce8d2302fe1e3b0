/**
 * An event's staff, managed by e-mail (`/v1/organizer/staff`): adding an e-mail sends an invitation,
 * which the person accepts (`/v1/auth/accept-invitation`: a new person sets a password, a person with
 * an account logs in); nothing changes for them before. A staff member is an `organizer` (everything
 * of that event) or the `desk` (the bib pick-up check only).
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

/**
 * POST /v1/organizer/staff: invites the person with this e-mail (answered alike whether the e-mail has
 * an account or not), or changes the role of someone already on the staff.
 */
export const staffAddSchema = z.strictObject({
  event_key: eventKeySchema,
  email: registerAccountSchema.shape.email,
  role: staffRoleSchema,
  language,
});

/**
 * DELETE /v1/organizer/staff: a staff member by `user_id`, or an invitation not accepted yet by its
 * `email`; one of the two.
 */
export const staffRemoveSchema = z
  .strictObject({
    event_key: eventKeySchema,
    user_id: LIMITS_SCHEMA.id.optional(),
    email: registerAccountSchema.shape.email.optional(),
    language,
  })
  .superRefine((r, ctx) => {
    if ((r.user_id === undefined) === (r.email === undefined))
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'number',
        input: undefined,
        path: ['user_id'],
        message: '',
      });
  });

const invitationToken = z.string().trim().min(20).max(200);

/** POST /v1/auth/invitation: what an invitation link is for, before accepting it. */
export const invitationInfoSchema = z.strictObject({ token: invitationToken, language });

/**
 * POST /v1/auth/accept-invitation: the link's token and a password: the new password of a person
 * without an account (and, if wanted, a name), or the password of the account the invitation's e-mail
 * has. A request logged in as that account needs none.
 */
export const acceptInvitationSchema = z.strictObject({
  token: invitationToken,
  password: z.string().min(PASSWORD_MIN, { message: 'v.password_short' }).max(200).optional(),
  name: accountNameSchema.optional(),
  surname: accountNameSchema.optional(),
  language,
});

export type StaffAddInput = z.input<typeof staffAddSchema>;
export type StaffRemoveInput = z.input<typeof staffRemoveSchema>;
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** One person of an event's staff, or an invitation not accepted yet. */
export const staffMemberSchema = z.object({
  /** null for an invitation not accepted yet (listed by the e-mail the inviter typed). */
  user_id: z.number().int().nullable(),
  email: z.string(),
  /** The account's name; '' for an invitation not accepted yet. */
  name: z.string(),
  role: staffRoleSchema,
  /** An invitation not accepted yet (or, from before invitations were accepted, no password set). */
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

/** POST /v1/auth/invitation */
export const invitationInfoReplySchema = bodyReply(
  z.object({
    email: z.string(),
    event_key: z.string(),
    event_title: z.string(),
    event_title_en: z.string().nullable(),
    role: staffRoleSchema,
    /** The e-mail has an account with a password: accepting asks for that login, not a new password. */
    has_account: z.boolean(),
  }),
);
export type InvitationInfoReply = z.infer<typeof invitationInfoReplySchema>;

/** POST /v1/auth/accept-invitation: the same reply as /v1/auth/login. */
export const acceptInvitationReplySchema = loginReplySchema;
export type AcceptInvitationReply = z.infer<typeof acceptInvitationReplySchema>;
