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

/**
 * A control character: C0 (U+0000-U+001F: tab, line feed and carriage return among them), DEL and C1
 * (U+007F-U+009F), and the Unicode line and paragraph separators (U+2028, U+2029).
 */
export function hasControlChar(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x1f || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}

/**
 * Text of one line (a name, a title, an address line, a label): trimmed, and refused ('v.single_line')
 * when a control character is left, since a line break in it would be stored and break a header, a
 * spreadsheet row or an e-mail subject. Chain the length rules after it. Multi-line fields (HTML
 * content, conditions, descriptions, health notes) keep z.string().
 */
export const singleLine = () =>
  z
    .string()
    .trim()
    .refine((s) => !hasControlChar(s), { message: 'v.single_line' });

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
