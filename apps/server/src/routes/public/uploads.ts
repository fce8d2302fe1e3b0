import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventKeySchema } from '@raceday/domain/validation';
import { uploadSlip, SLIP_MAX_BYTES } from '../../services/slips';
import { AppError, ValidationFailure } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { message } from '../../lib/messages';
import { LocalStorage } from '../../storage/storage';
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

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The seed posts slips to a separate host; here it is a path of the same server.
  app.post('/v1/upload/slip', { config: { rateLimit: RATE.upload } }, async (req) => {
    if (!req.isMultipart()) throw new AppError(415, 'slip.missing', {}, 'file');
    const fields: Record<string, string> = {};
    let bytes: Buffer | null = null;
    for await (const part of req.parts({
      limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'slip.too_large', {}, 'file');
          throw err;
        });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    const parsed = slipFields.safeParse(fields);
    if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
    if (!bytes || bytes.length === 0) throw new AppError(400, 'slip.missing', {}, 'file');
    await uploadSlip(app.db, app.storage, {
      orderUuid: parsed.data.order_uuid,
      eventKey: parsed.data.event_key,
      orderId: parsed.data.order_id,
      slipTime: parsed.data.payment_slip_time,
      bytes,
    });
    return { status: 'success' as const, message: message('slip.uploaded', requestLanguage(req)) };
  });

  // Stored files are served as images only, never as HTML, whatever a name says.
  app.get(
    '/files/:folder/:name',
    { schema: { params: z.object({ folder: z.string().max(20), name: z.string().max(60) }) } },
    async (req, reply) => {
      if (!(app.storage instanceof LocalStorage)) throw new AppError(404, 'http.not_found');
      const key = `${req.params.folder}/${req.params.name}`;
      const bytes = await app.storage.read(key);
      if (!bytes) throw new AppError(404, 'http.not_found');
      return reply
        .header('content-type', key.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    },
  );
};

export default uploadRoutes;
