/**
 * The organizer's reports (seed 001 §2.6, §2.7): counts as JSON lists, and .xlsx downloads streamed
 * from services/exports. Each call checks the event for the caller in its service (404 / 403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  apiLanguageSchema,
  errorReplies,
  eventKeySchema,
  REPORT_ROWS,
  bodyReply,
  type ReportName,
  type ReportRow,
} from '@raceday/domain/validation';
import { requestLanguage } from '../../lib/language';
import {
  reportOrderAmount,
  reportOrderCount,
  reportRunnerShirt,
  reportRunnerType,
  reportRunnerTypeSex,
  reportRunnerTypeShirt,
} from '../../services/reports';
import {
  exportCheckbib,
  exportOrders,
  exportRunnerTypeShirtCounts,
  exportShirtCounts,
  XLSX_CONTENT_TYPE,
  type OrderExportKind,
  type XlsxFile,
} from '../../services/exports';

const eventBody = z.strictObject({ event_key: eventKeySchema, language: apiLanguageSchema.optional() });
const checkbibBody = z.strictObject({
  event_key: eventKeySchema,
  is_checkbib: z.enum(['Y', 'N', 'ALL']),
  language: apiLanguageSchema.optional(),
});

/** A report's rows, names in the caller's language. */
type Report<Name extends ReportName = ReportName> = (
  ...args: Parameters<typeof reportRunnerType>
) => Promise<ReportRow<Name>[]>;

/** A spreadsheet download: the .xlsx bytes as an attachment, or an error body. */
const xlsxReplies = {
  200: z.unknown().meta({ description: 'The .xlsx file (' + XLSX_CONTENT_TYPE + '), as an attachment' }),
  ...errorReplies(400, 401, 403, 404),
};

const sendXlsx = (reply: FastifyReply, file: XlsxFile) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', file.contentDisposition)
    .header('cache-control', 'no-store')
    .send(file.stream);

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists: { [Name in ReportName]: Report<Name> } = {
    'report-runner-type': reportRunnerType,
    'report-runner-type-sex': reportRunnerTypeSex,
    'report-runner-tshirt': reportRunnerShirt,
    'report-runner-type-tshirt': reportRunnerTypeShirt,
    'report-order-count': reportOrderCount,
    'report-order-amt': reportOrderAmount,
  };
  for (const [path, report] of Object.entries(lists) as [ReportName, Report][]) {
    app.post(
      `/v1/organizer/${path}`,
      {
        schema: {
          body: eventBody,
          response: { 200: bodyReply(z.array(REPORT_ROWS[path])), ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (req) => ({
        status: 'success' as const,
        body: await report(app.db, req.user!, req.body.event_key, requestLanguage(req)),
      }),
    );
  }

  app.post(
    '/v1/organizer/report-runner-tshirt-excel',
    { schema: { body: eventBody, response: xlsxReplies } },
    async (req, reply) =>
      sendXlsx(reply, await exportShirtCounts(app.db, req.user!, req.body.event_key, requestLanguage(req))),
  );
  app.post(
    '/v1/organizer/report-runner-type-tshirt-excel',
    { schema: { body: eventBody, response: xlsxReplies } },
    async (req, reply) =>
      sendXlsx(
        reply,
        await exportRunnerTypeShirtCounts(app.db, req.user!, req.body.event_key, requestLanguage(req)),
      ),
  );

  const orderExports: Record<string, OrderExportKind> = {
    'report-order-excel-all': 'all',
    'report-order-unpaid': 'unpaid',
    'report-order-excel-delivery': 'delivery',
    'report-order-excel-self': 'self',
  };
  for (const [path, kind] of Object.entries(orderExports)) {
    app.post(
      `/v1/organizer/${path}`,
      { schema: { body: eventBody, response: xlsxReplies } },
      async (req, reply) =>
        sendXlsx(
          reply,
          await exportOrders(app.db, req.user!, { eventKey: req.body.event_key, kind }, requestLanguage(req)),
        ),
    );
  }

  app.post(
    '/v1/organizer/report-runner-excel-checkbib',
    { schema: { body: checkbibBody, response: xlsxReplies } },
    async (req, reply) =>
      sendXlsx(
        reply,
        await exportCheckbib(
          app.db,
          req.user!,
          { eventKey: req.body.event_key, isCheckbib: req.body.is_checkbib },
          requestLanguage(req),
        ),
      ),
  );
};

export default reportsRoutes;
