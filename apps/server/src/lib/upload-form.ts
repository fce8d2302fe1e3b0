/**
 * A multipart form with one `file` part (a payment slip, an event cover), read whole within busboy's
 * limits: more parts, fields or bytes than the form takes are refused, not ignored.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import type { MessageKey } from './messages';

export interface UploadForm {
  maxBytes: number;
  /** Text fields the form has at most. */
  fields: number;
  /** The message when the request is not a form at all. */
  missingKey: MessageKey;
  /** The refusal of a file over maxBytes. */
  tooLarge: () => AppError;
}

/**
 * A form of one file up to `maxBytes` and at most `fields` text fields, refused with `<name>.missing`
 * (not a form) and `<name>.too_large` (the file, with its limit in MB) at `tooLargeStatus`.
 */
export function fileForm(
  name: 'cover' | 'tracking',
  maxBytes: number,
  fields: number,
  tooLargeStatus: number,
): UploadForm {
  return {
    maxBytes,
    fields,
    missingKey: `${name}.missing`,
    tooLarge: () => new AppError(tooLargeStatus, `${name}.too_large`, { mb: maxBytes / 1024 / 1024 }, 'file'),
  };
}

/** What reading the form can throw, as the caller's 4xx: the body is the caller's, never a 500. */
function formError(err: unknown, form: UploadForm): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return form.tooLarge();
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
export async function readUploadForm(
  req: FastifyRequest,
  form: UploadForm,
): Promise<{ fields: Record<string, string>; bytes: Buffer | null }> {
  if (!req.isMultipart()) throw new AppError(415, form.missingKey, {}, 'file');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  let stray = false;
  const limits = {
    fileSize: form.maxBytes,
    files: 1,
    fields: form.fields,
    parts: form.fields + 1,
    fieldSize: 1000,
    headerPairs: 20,
  };
  try {
    for await (const part of req.parts({ limits })) {
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
    const refusal = formError(err, form);
    req.log.info({ err }, 'upload form refused');
    throw refusal;
  }
  if (stray) throw new AppError(400, 'upload.unexpected_file', {}, 'file');
  return { fields, bytes };
}
