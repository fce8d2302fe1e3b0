/**
 * Event setup (services/events/event-setup.ts): create a draft, change its settings and parts, preview,
 * publish, open and close registration, and read its change history. Bodies are checked in the
 * service, after a change is merged into the current values, so every rule across fields holds.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bodyReply,
  errorReplies,
  eventChangesReplySchema,
  eventCreateSchema,
  eventDetailSchema,
  eventDuplicateSchema,
  eventKeySchema,
  registrationSwitchSchema,
  setupEventReplySchema,
  setupIdParamSchema,
  setupPartParamSchema,
} from '@raceday/domain/validation';
import {
  addPart,
  changePart,
  createEvent,
  duplicateEvent,
  getSetup,
  previewEvent,
  publishEvent,
  removePart,
  showPart,
  switchRegistration,
  updateEvent,
} from '../../services/events/event-setup';
import { eventChangeList } from '../../services/events/event-changes';
import { COVER_MAX_BYTES, removeCover, uploadCover } from '../../services/events/covers';
import { AppError } from '../../lib/errors';
import { fileForm, readUploadForm } from '../../lib/upload-form';
import { mailBaseUrl } from '../../services/mail/emails';
import { requestLanguage } from '../../lib/language';
import { eventForUser } from '../../services/events/organizers';
import { success } from '../../lib/replies';

const BASE = '/v1/organizer/setup/events';
const COVER_FORM = fileForm('cover', COVER_MAX_BYTES, 0, 400);
const keyParams = z.strictObject({ key: eventKeySchema });
const partParams = z.strictObject({ key: eventKeySchema, part: setupPartParamSchema });
const itemParams = partParams.extend({ id: setupIdParamSchema });
/** Any JSON object: the service checks it, merged with what is stored, against the part's or the event's schema. */
const anyObject = z.record(z.string(), z.unknown());
/** The setup view after the call, and the failures every setup call may give. */
const view = (status = 200) => ({
  response: { [status]: setupEventReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
});

/** A created event or part: 201, with the setup view. */
const created = <T>(reply: FastifyReply, body: T) => {
  reply.code(201);
  return success(body);
};

const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    BASE,
    { schema: { summary: 'Create a draft event', body: eventCreateSchema, ...view(201) } },
    async (req, reply) =>
      created(
        reply,
        await createEvent(app.db, req.user!, req.body, {
          lang: requestLanguage(req),
          baseUrl: mailBaseUrl(app.config),
        }),
      ),
  );

  app.get(
    `${BASE}/:key`,
    { schema: { summary: "An event's setup", params: keyParams, ...view() } },
    async (req) => success(await getSetup(app.db, req.user!, req.params.key)),
  );

  app.patch(
    `${BASE}/:key`,
    { schema: { summary: "Change an event's settings", params: keyParams, body: anyObject, ...view() } },
    async (req) => success(await updateEvent(app.db, req.user!, req.params.key, req.body)),
  );

  app.post(
    `${BASE}/:key/publish`,
    { schema: { summary: 'Publish an event', params: keyParams, ...view() } },
    async (req) => success(await publishEvent(app.db, req.user!, req.params.key)),
  );

  app.post(
    `${BASE}/:key/registration`,
    {
      schema: {
        summary: "Open or close an event's registration",
        params: keyParams,
        body: registrationSwitchSchema,
        ...view(),
      },
    },
    async (req) => success(await switchRegistration(app.db, req.user!, req.params.key, req.body.open)),
  );

  app.post(
    `${BASE}/:key/duplicate`,
    {
      schema: {
        summary: 'Copy an event into a new draft',
        params: keyParams,
        body: eventDuplicateSchema,
        ...view(201),
      },
    },
    async (req, reply) => created(reply, await duplicateEvent(app.db, req.user!, req.params.key, req.body)),
  );

  app.get(
    `${BASE}/:key/preview`,
    {
      schema: {
        summary: "An event's public details as they will be published",
        params: keyParams,
        response: { 200: bodyReply(eventDetailSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => success(await previewEvent(app.db, req.user!, req.params.key)),
  );

  app.get(
    `${BASE}/:key/changes`,
    {
      schema: {
        summary: "An event's change history",
        params: keyParams,
        response: { 200: eventChangesReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const e = await eventForUser(app.db, req.user!, req.params.key);
      return success(await eventChangeList(app.db, e.id));
    },
  );

  // The cover: a multipart form with one `file` (JPEG, PNG or WebP), stored in web sizes.
  app.post(
    `${BASE}/:key/cover`,
    { schema: { summary: "Upload an event's cover image", params: keyParams, ...view() } },
    async (req) => {
      const { bytes } = await readUploadForm(req, COVER_FORM);
      if (!bytes || bytes.length === 0) throw new AppError(400, 'cover.missing', {}, 'file');
      return success(await uploadCover(app.db, app.storage, req.user!, req.params.key, bytes));
    },
  );

  app.delete(
    `${BASE}/:key/cover`,
    { schema: { summary: "Remove an event's cover image", params: keyParams, ...view() } },
    async (req) => success(await removeCover(app.db, req.user!, req.params.key)),
  );

  app.post(
    `${BASE}/:key/:part`,
    {
      schema: {
        summary: 'Add a part to an event (race type, shirt, coupon...)',
        params: partParams,
        body: anyObject,
        ...view(201),
      },
    },
    async (req, reply) =>
      created(reply, await addPart(app.db, req.user!, req.params.key, req.params.part, req.body)),
  );

  app.patch(
    `${BASE}/:key/:part/:id`,
    { schema: { summary: 'Change a part of an event', params: itemParams, body: anyObject, ...view() } },
    async (req) => success(await changePart(app.db, req.user!, req.params, req.body)),
  );

  app.post(
    `${BASE}/:key/:part/:id/show`,
    { schema: { summary: 'Offer a hidden part to new orders again', params: itemParams, ...view() } },
    async (req) => success(await showPart(app.db, req.user!, req.params)),
  );

  app.delete(
    `${BASE}/:key/:part/:id`,
    {
      schema: {
        summary: 'Remove a part of an event (hidden instead when orders use it)',
        params: itemParams,
        ...view(),
      },
    },
    async (req) => success(await removePart(app.db, req.user!, req.params)),
  );
};

export default setupRoutes;
