/**
 * One error shape for every failure: { status: 'error', message, field? } with a real HTTP status,
 * in the caller's language, never a stack trace.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@raceday/domain';
import { describeIssue, issueField, type IssueLike } from '@raceday/domain/validation';
import { AppError, ValidationFailure } from '../lib/errors';
import { requestLanguage } from '../lib/language';
import { message, type MessageKey } from '../lib/messages';

const fastifyCodes: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'http.bad_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'http.bad_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'http.unsupported_media' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'http.too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'http.bad_json' },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // A body that failed to parse leaves req.body unset; the header still tells the language.
    const lang = requestLanguage(req);
    let status = 500;
    let body: ApiError;

    if (hasZodFastifySchemaValidationErrors(err) || (err as unknown) instanceof ValidationFailure) {
      const issues: IssueLike[] =
        (err as unknown) instanceof ValidationFailure
          ? (err as unknown as ValidationFailure).issues
          : err.validation!.map((v) => ({
              code: v.keyword,
              path: v.instancePath.split('/').filter(Boolean),
              message: v.message ?? '',
              ...(v.params as object),
            }));
      status = 400;
      const errors = issues.map((i) => ({ field: issueField(i), message: describeIssue(i, lang) }));
      // The first problem is the message; all of them are listed so a form can mark every field.
      body = { status: 'error', message: errors[0]!.message, field: errors[0]!.field, errors };
    } else if (err instanceof AppError) {
      status = err.statusCode;
      body = {
        status: 'error',
        message: message(err.key, lang, err.params),
        ...(err.field ? { field: err.field } : {}),
      };
    } else if (err.code && fastifyCodes[err.code]) {
      const known = fastifyCodes[err.code]!;
      status = known.status;
      body = { status: 'error', message: message(known.key, lang) };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = {
        status: 'error',
        message: err.statusCode === 429 ? err.message : message('http.internal', lang),
      };
    } else {
      body = { status: 'error', message: message('http.internal', lang) };
    }

    if (status >= 500) req.log.error({ err }, 'request failed');
    else req.log.info({ code: err.code, status, reason: body.message }, 'request rejected');
    return reply.status(status).send(body);
  });
}
