import type { MessageKey } from './messages';

/** A failure the caller should see: HTTP status plus a catalog message in their language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly field?: string,
  ) {
    super(key);
  }
}

export const notFound = (key: MessageKey) => new AppError(404, key);
export const conflict = (key: MessageKey) => new AppError(409, key);
