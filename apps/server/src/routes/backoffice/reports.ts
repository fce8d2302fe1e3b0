/**
 * The organizer's reports (seed 001 §2.6, §2.7): counts as JSON lists, and .xlsx downloads streamed
 * from services/exports. Each call checks the event for the caller in its service (404 / 403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@raceday/domain';
import {
  apiLanguageSchema,
  errorReplies,
  eventKeySchema,
  REPORT_ROWS,
  bodyReply,
  reportHeadlineReplySchema,
  messageReplySchema,
  releaseHeldSchema,
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
} from '../../services/backoffice/reports';
import {
  exportCheckbib,
  exportEvent,
  XLSX_CONTENT_TYPE,
  type EventExportKind,
  type XlsxFile,
} from '../../services/backoffice/exports';
import type { UserRow } from '../../services/people/accounts';
import { reportHeadline } from '../../services/backoffice/headline';
import { releaseHeldByAddress } from '../../orders/holds';
import { contract, done, success } from '../../lib/replies';
import { sendXlsx, xlsxReplies } from '../xlsx-reply';

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
const downloadReplies = xlsxReplies('The .xlsx file (' + XLSX_CONTENT_TYPE + '), as an attachment');

/** What each report and download holds (the API's reference page). */
const REPORT_SUMMARIES: Record<string, string> = {
  'report-runner-type': 'Runners per race type',
  'report-runner-type-sex': 'Runners per race type and sex',
  'report-runner-tshirt': 'Shirts per size',
  'report-runner-type-tshirt': 'Shirts per race type and size',
  'report-order-count': 'Orders per status',
  'report-order-amt': "The money of an event's orders",
};
const DOWNLOAD_SUMMARIES: Record<string, string> = {
  'report-runner-tshirt-excel': 'Spreadsheet: shirts per size',
  'report-runner-type-tshirt-excel': 'Spreadsheet: shirts per race type and size',
  'report-order-excel-all': 'Spreadsheet: the orders',
  'report-order-unpaid': 'Spreadsheet: the unpaid orders',
  'report-order-excel-delivery': 'Spreadsheet: the orders sent by post',
  'report-order-excel-self': 'Spreadsheet: the orders picked up in person',
  'report-runner-excel-checkbib': 'Spreadsheet: the runners of paid orders and their kit pick-up',
};

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
          summary: REPORT_SUMMARIES[path],
          body: eventBody,
          response: { 200: bodyReply(z.array(REPORT_ROWS[path])), ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (req) => success(await report(app.db, req.user!, req.body.event_key, requestLanguage(req))),
    );
  }

  // The report page's headline strip: registered, paid, waiting, slips, money, places, today.
  app.post(
    '/v1/organizer/report-headline',
    {
      schema: {
        summary: "The report page's headline figures",
        ...contract(eventBody, reportHeadlineReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) => success(await reportHeadline(app.db, req.user!, req.body.event_key)),
  );

  // The headline's one action per top holder: its unpaid orders without a slip are withdrawn.
  app.post(
    '/v1/organizer/release-held',
    {
      schema: {
        summary: "Withdraw a holder's unpaid orders without a slip",
        ...contract(releaseHeldSchema, messageReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) => {
      const released = await releaseHeldByAddress(app.db, req.user!, req.body.event_key, req.body.holder);
      return done(req, 'backoffice.released', { count: released.orders, places: released.places });
    },
  );

  /** A download: its body, and the file the export streams for it and the caller. */
  const download = <Body extends z.ZodType>(
    path: string,
    body: Body,
    file: (body: z.output<Body>, user: UserRow, lang: Language) => Promise<XlsxFile>,
  ) =>
    app.post(
      `/v1/organizer/${path}`,
      { schema: { summary: DOWNLOAD_SUMMARIES[path], body, response: downloadReplies } },
      async (req, reply) =>
        sendXlsx(reply, await file(req.body as z.output<Body>, req.user!, requestLanguage(req))),
    );

  const eventExports: Record<string, EventExportKind> = {
    'report-runner-tshirt-excel': 'shirt',
    'report-runner-type-tshirt-excel': 'runnerTypeShirt',
    'report-order-excel-all': 'all',
    'report-order-unpaid': 'unpaid',
    'report-order-excel-delivery': 'delivery',
    'report-order-excel-self': 'self',
  };
  for (const [path, kind] of Object.entries(eventExports)) {
    download(path, eventBody, (body, user, lang) =>
      exportEvent(app.db, user, { eventKey: body.event_key, kind }, lang),
    );
  }
  download('report-runner-excel-checkbib', checkbibBody, (body, user, lang) =>
    exportCheckbib(app.db, user, { eventKey: body.event_key, isCheckbib: body.is_checkbib }, lang),
  );
};

export default reportsRoutes;
