/** Request schemas shared by the server (validation) and the web (forms). */
import { z } from 'zod';
import { API_LANGUAGES, EVENT_KEY_PATTERN } from './constants';

export const eventKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(EVENT_KEY_PATTERN, { message: 'v.event_key' });
export const apiLanguageSchema = z.enum(API_LANGUAGES);

export const checkParticipateLimitSchema = z.strictObject({
  event_key: eventKeySchema,
  language: apiLanguageSchema.optional(),
});

/** Shared field schemas of the /v1 calls. */
export const LIMITS_SCHEMA = {
  /** A database id: a positive integer, sent as a number or a digit string. */
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
    z.number().int().positive().max(2_147_483_647),
  ),
};
