/**
 * EMS tracking numbers of kits sent by post (issue 27 item 12): one order's number, or a spreadsheet
 * of them (services/backoffice/tracking.ts). Organizers only; each saved number mails the runner.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorReplies,
  eventKeySchema,
  messageReplySchema,
  orderTrackingSchema,
  trackingUploadReplySchema,
} from '@raceday/domain/validation';
import { AppError, ValidationFailure } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { message } from '../../lib/messages';
import { contract, done } from '../../lib/replies';
import { fileForm, readUploadForm } from '../../lib/upload-form';
import {
  importTrackingNumbers,
  setTrackingNumber,
  TRACKING_MAX_BYTES,
} from '../../services/backoffice/tracking';

/** The spreadsheet form: `event_key` and one `file`. */
const TRACKING_FORM = fileForm('tracking', TRACKING_MAX_BYTES, 2, 413);
const trackingFields = z.object({ event_key: eventKeySchema });

const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/order-tracking',
    {
      schema: {
        summary: "Record (or remove) a posted order's EMS tracking number",
        ...contract(orderTrackingSchema, messageReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) => {
      const { saved } = await setTrackingNumber(app.db, req.user!, req.body);
      return saved
        ? done(req, 'tracking.saved', { tracking: req.body.tracking_no })
        : done(req, 'tracking.removed');
    },
  );

  app.post(
    '/v1/organizer/order-tracking-upload',
    {
      // A multipart form (event_key, file: .xlsx, column A order uuid, column B tracking number).
      schema: {
        summary: 'Record EMS tracking numbers from a spreadsheet (all rows or none)',
        response: { 200: trackingUploadReplySchema, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (req) => {
      const { fields, bytes } = await readUploadForm(req, TRACKING_FORM);
      const parsed = trackingFields.safeParse(fields);
      if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
      if (!bytes || bytes.length === 0) throw new AppError(400, 'tracking.missing', {}, 'file');
      const { saved } = await importTrackingNumbers(app.db, req.user!, parsed.data.event_key, bytes);
      return {
        status: 'success' as const,
        message: message('tracking.uploaded', requestLanguage(req), { n: saved }),
        saved,
      };
    },
  );
};

export default trackingRoutes;
