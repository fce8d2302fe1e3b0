/**
 * Daily care without SQL (issue 25 item 4): the super-admin's outbox requeue and prune, and the
 * purge of an event's personal data after the race (PDPA storage limitation).
 */
import { z } from 'zod';
import { apiLanguageSchema, eventKeySchema } from './schemas';
import { bodyReply } from './replies/common';

const language = apiLanguageSchema.optional();

/** POST /v1/admin/outbox/{id}/requeue: no body (an empty object at most). */
export const outboxRequeueOneSchema = z.strictObject({ language }).optional();

/** POST /v1/admin/outbox/requeue: every FAILED mail of one event's orders. */
export const outboxRequeueEventSchema = z.strictObject({ event_key: eventKeySchema, language });

/** POST /v1/admin/outbox/prune: SENT mails older than OUTBOX_KEEP_SENT_DAYS go. */
export const outboxPruneSchema = z.strictObject({ language }).optional();

export const outboxRequeueReplySchema = bodyReply(z.object({ requeued: z.number().int() }));
export type OutboxRequeueReply = z.infer<typeof outboxRequeueReplySchema>;
export const outboxPruneReplySchema = bodyReply(
  z.object({ pruned: z.number().int(), older_than_days: z.number().int() }),
);
export type OutboxPruneReply = z.infer<typeof outboxPruneReplySchema>;

/** Days after race day an event's personal data is purged automatically; null: never automatically. */
export const PURGE_AFTER_DAYS_MAX = 3650;
export const purgeAfterDaysSchema = z.number().int().min(1).max(PURGE_AFTER_DAYS_MAX).nullable();

/** POST /v1/organizer/purge-personal-data/status */
export const purgeStatusSchema = z.strictObject({ event_key: eventKeySchema, language });

/** POST /v1/organizer/purge-personal-data/schedule */
export const purgeScheduleSchema = z.strictObject({
  event_key: eventKeySchema,
  purge_after_days: purgeAfterDaysSchema,
  language,
});

/**
 * POST /v1/organizer/purge-personal-data: `confirm` is the event key typed by the person (a typed
 * confirmation; compared exactly, after trimming).
 */
export const purgeRunSchema = z.strictObject({
  event_key: eventKeySchema,
  confirm: z.string().trim().max(64),
  language,
});

export const purgeCountsSchema = z.object({
  runners: z.number().int(),
  orders: z.number().int(),
  slips: z.number().int(),
  emails: z.number().int(),
});
export type PurgeCounts = z.infer<typeof purgeCountsSchema>;

export const purgeRecordSchema = z.object({
  at: z.string(),
  /** The account's e-mail, or 'system' for the scheduled purge. */
  actor: z.string(),
  counts: purgeCountsSchema,
});

export const purgeStateSchema = z.object({
  event_key: z.string(),
  /** Race day (YYYY-MM-DD, Bangkok). */
  event_date: z.string(),
  purge_after_days: z.number().int().nullable(),
  /** The day the scheduled purge runs (YYYY-MM-DD), null when none is scheduled. */
  purge_on: z.string().nullable(),
  /** Race day has passed: a purge may run now. */
  can_purge: z.boolean(),
  purged: purgeRecordSchema.nullable(),
});
export type PurgeState = z.infer<typeof purgeStateSchema>;
export const purgeStateReplySchema = bodyReply(purgeStateSchema);
export type PurgeStateReply = z.infer<typeof purgeStateReplySchema>;

export const purgeRunReplySchema = bodyReply(
  purgeStateSchema.extend({
    /** This call purged (false: it had been purged before and nothing changed). */
    purged_now: z.boolean(),
  }),
);
export type PurgeRunReply = z.infer<typeof purgeRunReplySchema>;
