import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done } from '../../lib/replies';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorReplies, eventKeySchema, messageReplySchema } from '@raceday/domain/validation';
import { uploadSlip, SLIP_MAX_BYTES } from '../../services/slips';
import { AppError, ValidationFailure } from '../../lib/errors';
import { readSignedFile } from '../../services/files';
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

/** The slip form: four text fields and one file (busboy's limits; more is refused, not ignored). */
const FORM_LIMITS = {
  fileSize: SLIP_MAX_BYTES,
  files: 1,
  fields: 8,
  parts: 9,
  fieldSize: 1000,
  headerPairs: 20,
};

/** What reading the form can throw, as the caller's 4xx: the body is the caller's, never a 500. */
function formError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'slip.too_large', {}, 'file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'upload.too_many_parts');
  }
  // No or a wrong boundary, a truncated body, a malformed part header, a closed request: busboy's
  // errors all describe the request's bytes.
  return new AppError(400, 'upload.malformed', {}, 'file');
}

/** Reads the whole form: its text fields and the bytes of its one `file` part. */
async function readSlipForm(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; bytes: Buffer | null }> {
  if (!req.isMultipart()) throw new AppError(415, 'slip.missing', {}, 'file');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  let stray = false;
  try {
    for await (const part of req.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          // Read to the end (so the rest of the form is parsed), then refused below.
          stray = true;
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const refusal = formError(err);
    req.log.info({ err }, 'slip form refused');
    throw refusal;
  }
  if (stray) throw new AppError(400, 'upload.unexpected_file', {}, 'file');
  return { fields, bytes };
}

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
        response: { 200: messageReplySchema, ...errorReplies(400, 404, 409, 413, 415, 422, 429, 503) },
      },
    },
    async (req) => {
      const { fields, bytes } = await readSlipForm(req);
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
};

export default uploadRoutes;
