import type { IssueLike } from '@raceday/domain/validation';
import type { MessageKey, MessageParams } from './messages';

/** A failure the caller should see: HTTP status plus a catalog message in their language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly field?: string,
    /** Seconds after which the same request may succeed (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(key);
  }
}

/**
 * Bad input found by a service (rules that depend on the event, ids that do not belong to it):
 * answered like a route's schema failure, 400 with the fields named.
 */
export class ValidationFailure extends Error {
  constructor(readonly issues: IssueLike[]) {
    super('validation failed');
  }
}

export const invalid = (path: PropertyKey[], message: string): ValidationFailure =>
  new ValidationFailure([{ code: 'custom', path, message }]);

/** PostgreSQL error codes the services act on. */
export const PG = {
  UNIQUE_VIOLATION: '23505',
  LOCK_NOT_AVAILABLE: '55P03',
  QUERY_CANCELED: '57014',
} as const;

/** The PostgreSQL error under Drizzle's wrapper, if any (pg and PGlite both carry `code`). */
export function pgError(err: unknown): { code: string; constraint?: string } | undefined {
  let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    // An AppError's statusCode is not a code; PostgreSQL codes are 5-character SQLSTATEs.
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    e = e.cause as typeof e;
  }
  return undefined;
}

export const notFound = (key: MessageKey, params?: MessageParams) => new AppError(404, key, params);
export const conflict = (key: MessageKey, params?: MessageParams) => new AppError(409, key, params);
