/** What every reply shares: the error body, the success wrapper, the Y/N flags. */
import { z } from 'zod';

/** Every failure: a real HTTP status and this body (docs/API.md lists the codes). */
export const apiErrorSchema = z.object({
  status: z.literal('error'),
  code: z.string().meta({ description: 'Stable and machine-readable, e.g. event.full' }),
  message: z.string().meta({ description: "For people, in the caller's language" }),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** The seeds' Y/N flags. */
export const yn = z.enum(['Y', 'N']);

/** `{ status: 'success', ...fields }`: how every successful reply starts. */
export const successReply = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ status: z.literal('success'), ...shape });

/** `{ status: 'success', body }`: most calls carry their data in `body`. */
export const bodyReply = <Body extends z.ZodType>(body: Body) => successReply({ body });

/** A done action, said in the caller's language (sign-up, logout everywhere). */
export const messageReplySchema = successReply({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/** The error replies a route may give, by status, for its schema.response. */
export const errorReplies = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
