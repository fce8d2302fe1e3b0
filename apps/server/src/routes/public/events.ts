import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkParticipateLimitSchema,
  errorReplies,
  eventDetailReplySchema,
  eventInitialReplySchema,
  eventKeySchema,
  eventListReplySchema,
  participateLimitReplySchema,
  siteReplySchema,
} from '@raceday/domain/validation';
import {
  catalogFor,
  chooseEncoding,
  etagMatches,
  type PreparedReply,
} from '../../services/events/event-catalog';
import { supportContacts } from '../../config';
import { requestLanguage } from '../../lib/language';
import { contract, success } from '../../lib/replies';
import { message } from '../../lib/messages';

/** The event key in a path, or the seeds' numeric {event_id}. */
const eventRef = z.union([z.string().regex(/^\d{1,9}$/), eventKeySchema]);

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // What every page may show about the site itself: its help channels (SUPPORT_* settings).
  app.get(
    '/v1/site',
    { schema: { summary: "The site's help channels", response: { 200: siteReplySchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return success({ support: supportContacts(app.config) });
    },
  );

  const catalog = () => catalogFor(app.db);

  // The seed reads a bare array here. The replies are prepared bytes: their schemas document them
  // (and test/routes/event-replies.test.ts holds the bytes to them); nothing is serialized per request.
  app.get(
    '/v1/events',
    { schema: { summary: 'The published events', response: { 200: eventListReplySchema } } },
    async (req, reply) => sendPrepared(req, reply, await catalog().list()),
  );

  /** An event's prepared reply, found by the key or the seeds' numeric id in the path's `param`. */
  const getEvent = (
    path: string,
    param: 'event_id' | 'event_key',
    replySchema: z.ZodType,
    prepared: (ref: string) => Promise<PreparedReply>,
  ) =>
    app.get(
      path,
      {
        schema: {
          summary:
            param === 'event_id'
              ? "An event's details, by its numeric id (the seed's shape)"
              : "An event's details",
          params: z.object({ [param]: eventRef }),
          response: { 200: replySchema, ...errorReplies(400, 404) },
        },
      },
      async (req, reply) =>
        sendPrepared(req, reply, await prepared((req.params as Record<string, string>)[param]!)),
    );
  getEvent('/v1/events/initial/:event_id', 'event_id', eventInitialReplySchema, (ref) =>
    catalog().initial(ref),
  );
  getEvent('/v1/events/:event_key', 'event_key', eventDetailReplySchema, (ref) => catalog().detail(ref));

  // Places left and sold-out sizes change with every order: a small call, not part of the cached detail.
  app.post(
    '/v1/order/check-participate-limit',
    {
      schema: {
        summary: "An event's places left and sold-out shirt sizes",
        ...contract(checkParticipateLimitSchema, participateLimitReplySchema, 400, 404, 429),
      },
    },
    async (req) => {
      const { placesLeft, soldOutShirtIds, runTypePlaces } = await catalog().availability(req.body.event_key);
      const canCreateOrder = placesLeft === null || placesLeft > 0;
      return {
        status: 'success' as const,
        can_create_order: canCreateOrder ? ('Y' as const) : ('N' as const),
        places_left: placesLeft,
        sold_out_shirt_ids: soldOutShirtIds,
        run_type_places: runTypePlaces,
        ...(canCreateOrder ? {} : { message: message('event.full', requestLanguage(req)) }),
      };
    },
  );
};

/**
 * A prepared reply (services/events/event-catalog.ts) as the client can take it: 304 when its copy is
 * current, else the bytes already compressed in the encoding it accepts. Public and revalidated on
 * every use, so a browser or CDN copy never outlives a change or the 10:00 opening.
 */
function sendPrepared(req: FastifyRequest, reply: FastifyReply, prepared: PreparedReply) {
  reply
    .header('cache-control', 'public, no-cache')
    .header('etag', prepared.etag)
    .header('vary', 'accept-encoding');
  if (etagMatches(req.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(prepared[encoding]);
}

export default eventRoutes;
