/** What routes repeat around their service call: the contract they declare and the "success" or "done" reply. */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorReplies } from '@raceday/domain/validation';
import { requestLanguage } from './language';
import { message, type MessageKey, type MessageParams } from './messages';

/** A route's schema: its body, its successful reply (200) and the error statuses it may answer. */
export function contract<Body extends z.ZodType, Reply extends z.ZodType>(
  body: Body,
  reply: Reply,
  ...errors: number[]
) {
  return { body, response: { 200: reply, ...errorReplies(...errors) } };
}

/** A successful reply carrying the service's answer as its body. */
export function success<T>(body: T) {
  return { status: 'success' as const, body };
}

/** A done action's reply: its sentence in the caller's language (messageReplySchema). */
export function done(req: FastifyRequest, key: MessageKey, params?: MessageParams) {
  return { status: 'success' as const, message: message(key, requestLanguage(req), params) };
}
