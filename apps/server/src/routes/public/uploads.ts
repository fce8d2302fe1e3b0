import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done } from '../../lib/replies';
import { z } from 'zod';
import { errorReplies, eventKeySchema, messageReplySchema } from '@raceday/domain/validation';
import { uploadSlip, SLIP_MAX_BYTES } from '../../services/money/slips';
import { AppError, ValidationFailure } from '../../lib/errors';
import { readUploadForm, type UploadForm } from '../../lib/upload-form';
import { readCoverFile, readSignedFile } from '../../services/platform/files';
import { RATE } from '../../plugins/rate-limits';

const slipFields = z.object({
  order_uuid: z.string().trim().toLowerCase().uuid({ message: 'v.order_uuid' }),
  event_key: eventKeySchema,
  order_id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .optional(),
  payment_slip_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'v.slip_time' }),
});

/** The slip form: four text fields and one file. */
const SLIP_FORM: UploadForm = {
  maxBytes: SLIP_MAX_BYTES,
  fields: 8,
  missingKey: 'slip.missing',
  tooLarge: () => new AppError(413, 'slip.too_large', {}, 'file'),
};

const fileLink = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The seed posts slips to a separate host; here it is a path of the same server.
  app.post(
    '/v1/upload/slip',
    {
      config: { rateLimit: RATE.upload },
      // A multipart form (file, order_uuid, event_key, payment_slip_time), read by readSlipForm.
      schema: {
        summary: 'Upload the transfer slip of an order',
        response: { 200: messageReplySchema, ...errorReplies(400, 404, 409, 413, 415, 422, 429, 503) },
      },
    },
    async (req) => {
      const { fields, bytes } = await readUploadForm(req, SLIP_FORM);
      const parsed = slipFields.safeParse(fields);
      if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
      if (!bytes || bytes.length === 0) throw new AppError(400, 'slip.missing', {}, 'file');
      await uploadSlip(
        app.db,
        app.storage,
        {
          orderUuid: parsed.data.order_uuid,
          eventKey: parsed.data.event_key,
          orderId: parsed.data.order_id,
          slipTime: parsed.data.payment_slip_time,
          bytes,
        },
        { timeoutMs: app.config.SLIP_DECODE_TIMEOUT_SECONDS * 1000 },
      );
      return done(req, 'slip.uploaded');
    },
  );

  // Stored files are served only through a link signed by storage.signedUrl (slipViewUrl), until it
  // expires, and as images only, never as HTML, whatever a name says.
  app.get(
    '/files/:folder/:name',
    {
      schema: {
        summary: 'A stored image, through a signed link',
        params: z.object({ folder: z.string().max(20), name: z.string().max(60) }),
        querystring: fileLink,
      },
    },
    async (req, reply) => {
      const file = await readSignedFile(app.storage, `${req.params.folder}/${req.params.name}`, req.query);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', `private, max-age=${Math.min(file.secondsLeft, 86400)}`)
        .send(file.bytes);
    },
  );

  // Event covers in their web sizes: public, and never changed under a name (an upload gets a new
  // one), so browsers and any CDN keep them for good.
  app.get(
    '/media/covers/:name',
    { schema: { summary: "An event's cover image", params: z.object({ name: z.string().max(60) }) } },
    async (req, reply) => {
      const file = await readCoverFile(app.storage, req.params.name);
      return reply
        .header('content-type', file.type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );
};

export default uploadRoutes;
