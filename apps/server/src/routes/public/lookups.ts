import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@raceday/domain';
import {
  eventKeySchema,
  foundOrdersReplySchema,
  normalizeIdCard,
  participantsReplySchema,
} from '@raceday/domain/validation';
import { eventParticipants, findOrdersByMobile } from '../../services/people/lookups';
import { requestLanguage } from '../../lib/language';
import { contract, success } from '../../lib/replies';
import { limitBy, limitQuestion, RATE } from '../../plugins/rate-limits';

/**
 * The searched value as a rate-limit key, counted from every address: a mobile number (which a
 * stranger might try to confirm) tightly, a first-name prefix (which many runners of a big event
 * share) loosely.
 */
const searched =
  (kind: 'mobile_no' | 'fname') =>
  (req: { body: unknown }): string | null => {
    const b = req.body as { txt_search?: unknown; event_key?: unknown; filter_type?: unknown } | null;
    if (typeof b?.txt_search !== 'string' || (b.filter_type ?? 'mobile_no') !== kind) return null;
    return `${String(b.event_key ?? '')}:${b.txt_search.trim().toLowerCase()}`;
  };

/** POST /v1/order/find-order: a mobile number, and the ID card that proves the orders are the searcher's. */
const findOrderBody = z.strictObject({
  tk: z.string().max(200).optional(),
  txt_search: z
    .string()
    .trim()
    .regex(/^\d{10}$/, { message: 'v.mobile_digits' }),
  /** The main registrant's ID card or passport: proves the orders are the searcher's. */
  id_card: z
    .string()
    .trim()
    .max(40)
    .optional()
    .refine((v) => !v || normalizeIdCard(v).length >= LIMITS.idCardMin, {
      message: 'v.id_card_length',
    }),
  language: z.enum(['TH', 'EN']).optional(),
});

/** POST /v1/order/event-check: a mobile number or the start of a first name. */
const eventCheckBody = z
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
  });

const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/order/find-order',
    {
      preHandler: limitQuestion(app, 'find-order', RATE.lookup, 'mobile', searched('mobile_no')),
      schema: {
        summary: "Find a registrant's orders by mobile number and ID card",
        ...contract(findOrderBody, foundOrdersReplySchema, 400, 429),
      },
    },
    async (req) =>
      success(
        await findOrdersByMobile(
          app.db,
          app.orderAccess,
          { mobile: req.body.txt_search, idCard: req.body.id_card || undefined },
          requestLanguage(req),
        ),
      ),
  );

  app.post(
    '/v1/order/event-check',
    {
      preHandler: [
        ...limitQuestion(app, 'event-check', RATE.lookup, 'mobile', searched('mobile_no')),
        limitBy(app, 'event-check-name', RATE.lookupName, searched('fname')),
      ],
      schema: {
        summary: "An event's entries by mobile number or first name",
        ...contract(eventCheckBody, participantsReplySchema, 400, 404, 429),
      },
    },
    async (req) =>
      success(
        await eventParticipants(
          app.db,
          { eventKey: req.body.event_key, text: req.body.txt_search, filter: req.body.filter_type },
          requestLanguage(req),
        ),
      ),
  );
};

export default lookupRoutes;
