/**
 * One error shape for every failure: { status: 'error', code, message, field? } with a real HTTP
 * status: `code` is stable and machine-readable (the message catalog's key, e.g. `event.full`), the
 * message is in the caller's language, and there is never a stack trace. That includes what Fastify and Node answer on their
 * own (a bad URL encoding, an over-long path parameter, a request Node's HTTP parser refuses).
 *
 * And logs without personal data: a database error's message holds the SQL and its parameters
 * (national ID, e-mail, mobile, a password hash), and a rendered message may name a person. So
 * failures are logged as a safe shape (class, PostgreSQL code and constraint, the catalog key, the
 * stack frames without the message line), and pino's redaction is a second net for the rest.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type {
  ConnectionError,
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, Language } from '@raceday/domain';
import { describeIssue, issueField, type IssueLike } from '@raceday/domain/validation';
import { AppError, ValidationFailure } from '../lib/errors';
import { requestLanguage } from '../lib/language';
import { message, type MessageKey } from '../lib/messages';

// ---- logging ------------------------------------------------------------------------------------

/** What a log line may say about an error: nothing a caller typed, nothing a row held. */
export interface SafeError {
  type: string;
  /** PostgreSQL SQLSTATE, Node or Fastify error code. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The message catalog key of an AppError (its params, which may name a person, are left out). */
  key?: string;
  statusCode?: number;
  /** Stack frames only: the first line of a stack repeats the message. */
  stack?: string;
  cause?: SafeError;
}

const safeFields = ['constraint', 'table', 'column', 'routine'] as const;

export function safeError(err: unknown, depth = 0): SafeError {
  if (typeof err !== 'object' || err === null) return { type: typeof err };
  const e = err as Record<string, unknown>;
  const type =
    (typeof e.constructor === 'function' && e.constructor.name) ||
    (typeof e.name === 'string' && e.name) ||
    'Error';
  const out: SafeError = { type };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  for (const f of safeFields) if (typeof e[f] === 'string') out[f] = e[f];
  if (err instanceof AppError) out.key = err.key;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    if (frames.length) out.stack = frames.slice(0, 20).join('\n');
  }
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** Fields that carry personal data or a secret: redacted from log lines (a second net). */
const sensitiveKeys = [
  'id_card',
  'is_main_register',
  'email',
  'mobile',
  'mobile_no',
  'emergency_mobile_no',
  'delivery_add_mobile_no',
  'dob',
  'password',
  'new_password',
  'current_password',
  'passwordHash',
  'password_hash',
  'accessToken',
  'access_token',
  'access_key',
  'token',
];

/**
 * Where such fields sit when a line logs a request's data. Explicit paths, and few: pino's cost per
 * line grows with them (wildcards most), and every request logs two lines.
 */
const redactContainers = [
  '',
  'body',
  'req.body',
  'query',
  'params',
  'user',
  'input',
  'data',
  // An order's people; one wildcard path only (each more costs as much as all the plain ones).
  'body.runner_list[*]',
];

const redactPaths = [
  ...redactContainers.flatMap((c) => sensitiveKeys.map((k) => (c ? `${c}.${k}` : k))),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
];

/** The request as a log line shows it: no query string (signed file links, searches). */
function requestForLog(req: FastifyRequest) {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return {
    method: req.method,
    url: q === -1 ? url : `${url.slice(0, q)}?…`,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino options of the server's logger (app.ts) and of the tests' captured logger (test/helper.ts). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: (err: unknown) => safeError(err), req: requestForLog },
  };
}

/** One line about a failed start-up: a database error is named by its class and code only. */
export function describeStartupError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const e = safeError(err);
  const isQuery = 'query' in err || 'params' in err || (e.code && /^(?=.*\d)[0-9A-Z]{5}$/.test(e.code));
  if (!isQuery && !e.cause) return err.message;
  const parts = (s: SafeError): string =>
    [s.type, s.code, s.constraint ?? s.table ?? s.routine].filter(Boolean).join(' ') +
    (s.cause ? ` <- ${parts(s.cause)}` : '');
  return isQuery ? `database error: ${parts(e)}` : `${err.message} (${parts(e.cause!)})`;
}

// ---- replies ------------------------------------------------------------------------------------

const fastifyCodes: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'http.bad_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'http.bad_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'http.unsupported_media' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'http.too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'http.bad_request' },
  FST_ERR_BAD_URL: { status: 400, key: 'http.bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'http.url_too_long' },
};

/** The most problems one reply lists. */
const MAX_LISTED_ISSUES = 100;

/** The reply to an error and what its log line may say. */
function errorReply(
  err: FastifyError,
  lang: Language,
): { status: number; body: ApiError; log: Record<string, unknown> } {
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
    // A form has far fewer fields than this; a body built to fail everywhere gets the first ones.
    const errors = issues
      .slice(0, MAX_LISTED_ISSUES)
      .map((i) => ({ field: issueField(i), message: describeIssue(i, lang) }));
    // The first problem is the message; all of them are listed so a form can mark every field.
    return {
      status: 400,
      body: {
        status: 'error',
        code: 'validation.invalid',
        message: errors[0]!.message,
        field: errors[0]!.field,
        errors,
      },
      // Field paths and issue codes only: a message may quote what was sent.
      log: { fields: issues.slice(0, 20).map((i) => `${issueField(i)}:${i.code}`) },
    };
  }
  if (err instanceof AppError) {
    return {
      status: err.statusCode,
      body: {
        status: 'error',
        code: err.key,
        message: message(err.key, lang, err.params),
        ...(err.field ? { field: err.field } : {}),
      },
      log: { key: err.key },
    };
  }
  const known = err.code ? fastifyCodes[err.code] : undefined;
  if (known) {
    return {
      status: known.status,
      body: { status: 'error', code: known.key, message: message(known.key, lang) },
      log: {},
    };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return {
      status: err.statusCode,
      body: {
        status: 'error',
        code: err.statusCode === 429 ? 'http.rate_limited' : 'http.bad_request',
        // @fastify/rate-limit's reply is built in the caller's language (plugins/rate-limits.ts).
        message: err.statusCode === 429 ? err.message : message('http.bad_request', lang),
      },
      log: {},
    };
  }
  return {
    status: 500,
    body: { status: 'error', code: 'http.internal', message: message('http.internal', lang) },
    log: {},
  };
}

function sendError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // A body that failed to parse leaves req.body unset; the header still tells the language.
  const { status, body, log } = errorReply(err, requestLanguage(req));
  // A busy answer (overload, lock timeout) is the product working as meant, thousands a second at an
  // opening: one short line each, no stack. Anything else 5xx is a fault.
  if (err instanceof AppError && status === 503)
    req.log.warn({ key: err.key, status }, 'request refused: busy');
  else if (status >= 500) req.log.error({ error: safeError(err) }, 'request failed');
  else req.log.info({ code: err.code, status, ...log }, 'request rejected');
  // Busy (503) and throttled (429) answers say when the same request may succeed.
  if (err instanceof AppError && err.retryAfter) reply.header('retry-after', String(err.retryAfter));
  return reply.status(status).send(body);
}

/**
 * Fastify's `frameworkErrors`: errors found before a route is chosen (bad URL encoding, a path
 * parameter over routerOptions.maxParamLength). No hook has run, so the API's headers are set here.
 */
export function frameworkErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('x-content-type-options', 'nosniff');
  void sendError(err, req, reply);
}

/** Node's HTTP parser errors, answered on the raw socket (there is no request to reply to). */
const clientErrors: Record<string, { status: number; key: MessageKey }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'http.timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, key: 'http.headers_too_large' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (a bad Content-Length, an
 * invalid header, a malformed request line, headers or address too long, too slow). Answered in the
 * envelope, then the connection is closed.
 */
export function clientErrorHandler(
  this: { log?: FastifyBaseLogger } | undefined,
  err: ConnectionError,
  socket: Socket,
): void {
  // A connection reset or closed: nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (err.code && clientErrors[err.code]) || { status: 400, key: 'http.bad_request' as const };
  // The headers were not parsed; a glance at the raw bytes still finds an English caller.
  const packet: unknown = err.rawPacket;
  const raw = Buffer.isBuffer(packet) ? packet.subarray(0, 8192).toString('latin1') : '';
  const lang: Language = /\r?\naccept-language:[ \t]*en/i.test(raw) ? 'en' : 'th';
  const body = JSON.stringify({ status: 'error', code: known.key, message: message(known.key, lang) });
  this?.log?.info({ code: err.code, status: known.status }, 'client error');
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Cross-Origin-Resource-Policy: same-origin\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  } else {
    socket.destroy();
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => sendError(err, req, reply));
}
