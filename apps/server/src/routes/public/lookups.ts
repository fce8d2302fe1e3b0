import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventKeySchema } from '@raceday/domain/validation';
import { eventParticipants, findOrdersByMobile } from '../../services/lookups';
import { requestLanguage } from '../../lib/language';
import { RATE } from '../../plugins/rate-limits';

const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/order/find-order',
    {
      config: { rateLimit: RATE.lookup },
      schema: {
        body: z.strictObject({
          tk: z.string().max(200).optional(),
          txt_search: z
            .string()
            .trim()
            .regex(/^\d{10}$/, { message: 'v.mobile_digits' }),
          language: z.enum(['TH', 'EN']).optional(),
        }),
      },
    },
    async (req) => ({
      status: 'success' as const,
      body: await findOrdersByMobile(app.db, req.body.txt_search, requestLanguage(req)),
    }),
  );

  app.post(
    '/v1/order/event-check',
    {
      config: { rateLimit: RATE.lookup },
      schema: {
        body: z
          .strictObject({
            tk: z.string().max(200).optional(),
            event_key: eventKeySchema,
            txt_search: z.string().trim().min(1).max(15),
            filter_type: z.enum(['mobile_no', 'fname']),
            language: z.enum(['TH', 'EN']).optional(),
          })
          .superRefine((b, ctx) => {
            // Seed 001 §5: at least 10 characters for a mobile number, 4 for a first name.
            if (b.filter_type === 'mobile_no' && !/^\d{10,15}$/.test(b.txt_search)) {
              ctx.addIssue({ code: 'custom', path: ['txt_search'], message: 'v.check_mobile' });
            }
            if (b.filter_type === 'fname' && b.txt_search.length < 4) {
              ctx.addIssue({ code: 'custom', path: ['txt_search'], message: 'v.check_name' });
            }
          }),
      },
    },
    async (req) => ({
      status: 'success' as const,
      body: await eventParticipants(
        app.db,
        { eventKey: req.body.event_key, text: req.body.txt_search, filter: req.body.filter_type },
        requestLanguage(req),
      ),
    }),
  );
};

export default lookupRoutes;
