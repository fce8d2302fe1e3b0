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

export const notFound = (key: MessageKey, params?: MessageParams) => new AppError(404, key, params);
export const conflict = (key: MessageKey, params?: MessageParams) => new AppError(409, key, params);
