/**
 * An event's staff (services/people/staff.ts): the list, adding by e-mail (with an invitation for a person
 * without an account) or changing a role, and removing. The super-admin, or an organizer of the
 * event; the desk staff and everyone else get 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplies,
  messageReplySchema,
  staffAddedReplySchema,
  staffAddSchema,
  staffListParamsSchema,
  staffListReplySchema,
  staffRemoveSchema,
} from '@raceday/domain/validation';
import { requestLanguage } from '../../lib/language';
import { contract, success } from '../../lib/replies';
import { mailBaseUrl } from '../../services/mail/emails';
import { addStaff, removeStaff, staffList } from '../../services/people/staff';

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/organizer/staff/:event_key',
    {
      schema: {
        summary: "An event's staff",
        params: staffListParamsSchema,
        response: { 200: staffListReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => success(await staffList(app.db, req.user!, req.params.event_key)),
  );

  app.post(
    '/v1/organizer/staff',
    {
      schema: {
        summary: 'Add a staff member by e-mail, or change a role',
        ...contract(staffAddSchema, staffAddedReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      const result = await addStaff(app.db, req.user!, req.body, {
        lang: requestLanguage(req),
        baseUrl: mailBaseUrl(app.config),
      });
      return {
        status: 'success' as const,
        message: result.message,
        body: { ...result.member, invitation_sent: result.invitationSent },
      };
    },
  );

  app.delete(
    '/v1/organizer/staff',
    {
      schema: {
        summary: 'Remove a staff member',
        ...contract(staffRemoveSchema, messageReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      status: 'success' as const,
      message: await removeStaff(app.db, req.user!, req.body, requestLanguage(req)),
    }),
  );
};

export default staffRoutes;
