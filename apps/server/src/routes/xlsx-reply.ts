/** A spreadsheet download's contract and reply: the .xlsx bytes as an attachment, or an error body. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorReplies } from '@raceday/domain/validation';
import { XLSX_CONTENT_TYPE, type XlsxFile } from '../services/backoffice/exports';

/** The replies of a download: the file (described for the API's reference page) or the errors. */
export const xlsxReplies = (description: string) => ({
  200: z.unknown().meta({ description }),
  ...errorReplies(400, 401, 403, 404),
});

/** Streams an export's file as an attachment that is never cached. */
export const sendXlsx = (reply: FastifyReply, file: XlsxFile) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', file.contentDisposition)
    .header('cache-control', 'no-store')
    .send(file.stream);
