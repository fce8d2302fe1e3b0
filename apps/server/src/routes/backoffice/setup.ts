/**
 * Event setup (services/event-setup.ts): create a draft, change its settings and parts, preview,
 * publish, open and close registration, and read its change history. Bodies are checked in the
 * service, after a change is merged into the current values, so every rule across fields holds.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventKeySchema,
  registrationSwitchSchema,
  setupIdParamSchema,
  setupPartParamSchema,
} from '@raceday/domain/validation';
import {
  addPart,
  changePart,
  createEvent,
  getSetup,
  previewEvent,
  publishEvent,
  removePart,
  switchRegistration,
  updateEvent,
} from '../../services/event-setup';
import { eventChangeList } from '../../services/event-changes';
import { eventForUser } from '../../services/organizers';

const BASE = '/v1/organizer/setup/events';
const keyParams = z.strictObject({ key: eventKeySchema });
const partParams = z.strictObject({ key: eventKeySchema, part: setupPartParamSchema });
const itemParams = partParams.extend({ id: setupIdParamSchema });
/** Any JSON object: the service checks it against the part's or the event's schema. */
const anyObject = z.record(z.string(), z.unknown());

const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ok = <T>(body: T) => ({ status: 'success' as const, body });

  app.post(BASE, { schema: { body: anyObject } }, async (req, reply) => {
    reply.code(201);
    return ok(await createEvent(app.db, req.user!, req.body));
  });

  app.get(`${BASE}/:key`, { schema: { params: keyParams } }, async (req) =>
    ok(await getSetup(app.db, req.user!, req.params.key)),
  );

  app.patch(`${BASE}/:key`, { schema: { params: keyParams, body: anyObject } }, async (req) =>
    ok(await updateEvent(app.db, req.user!, req.params.key, req.body)),
  );

  app.post(`${BASE}/:key/publish`, { schema: { params: keyParams } }, async (req) =>
    ok(await publishEvent(app.db, req.user!, req.params.key)),
  );

  app.post(
    `${BASE}/:key/registration`,
    { schema: { params: keyParams, body: registrationSwitchSchema } },
    async (req) => ok(await switchRegistration(app.db, req.user!, req.params.key, req.body.open)),
  );

  app.get(`${BASE}/:key/preview`, { schema: { params: keyParams } }, async (req) =>
    ok(await previewEvent(app.db, req.user!, req.params.key)),
  );

  app.get(`${BASE}/:key/changes`, { schema: { params: keyParams } }, async (req) => {
    const e = await eventForUser(app.db, req.user!, req.params.key);
    return ok(await eventChangeList(app.db, e.id));
  });

  app.post(`${BASE}/:key/:part`, { schema: { params: partParams, body: anyObject } }, async (req, reply) => {
    reply.code(201);
    return ok(await addPart(app.db, req.user!, req.params.key, req.params.part, req.body));
  });

  app.patch(`${BASE}/:key/:part/:id`, { schema: { params: itemParams, body: anyObject } }, async (req) =>
    ok(await changePart(app.db, req.user!, req.params.key, req.params.part, req.params.id, req.body)),
  );

  app.delete(`${BASE}/:key/:part/:id`, { schema: { params: itemParams } }, async (req) =>
    ok(await removePart(app.db, req.user!, req.params.key, req.params.part, req.params.id)),
  );
};

export default setupRoutes;
