/**
 * The e-mail sender: a durable queue in the database (`email_outbox`), filled in the same transaction
 * as the order change by the order's placing (raceday_place_order: order created) and by the order's
 * transitions and money changes (orders/mails.ts: paid, slip received, deleted, expired, cancelled,
 * refunded, paid after close), by the organizer's resend and by staff invitations
 * (queueStaffInvitation, in the caller's transaction), emptied here.
 *
 * - Each pass claims due QUEUED rows with one statement (`FOR UPDATE SKIP LOCKED`) that also moves
 *   their `next_attempt_at` a lease ahead: two senders (processes, machines) never take the same row,
 *   and a sender that dies mid-send leaves its rows to be retried when the lease ends.
 * - A mail is rendered from the order as it is at send time (services/mail/email-templates.ts), in the
 *   order's language; a mail without an order (a staff invitation) from its payload, to the
 *   recipient queued with it, in its language. It is sent with nodemailer: SMTP when SMTP_URL is set,
 *   else the local outbox (nodemailer's jsonTransport renders the message without a network; the row
 *   is the outbox).
 * - A failure counts an attempt and retries later (30 s, 1, 2, 4 ... minutes, at most an hour); the
 *   eighth failure is FAILED. An order without an e-mail address is SKIPPED, and so is an
 *   order_closed mail of an order a late payment revived. The sender never touches the order, and
 *   the order's path never waits for a mail.
 */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { EmailKind as Kind, EmailStatus, Language } from '@raceday/domain';
import type { OutboxMail, OutboxMailDetail, OutboxQuery } from '@raceday/domain/validation';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { runEvery } from '../../lib/periodic';
import { emailOutbox, events, orderHistory, orders, runners, runTypes } from '../../db/schema';
import {
  renderOrderEmail,
  renderPasswordReset,
  renderStaffInvitation,
  type EmailKind,
  type OrderEmailData,
  type PasswordResetData,
  type RenderedEmail,
  type StaffInvitationData,
} from './email-templates';
import type { UserRow } from '../people/accounts';
import { pickupQrPng, type PickupCodes } from '../../orders/pickup-codes';
import { requireAdmin } from '../../orders/order-admin';
import { eventForUser } from '../events/organizers';
import { optionNamesIn } from '../events/option-names';

export { STAFF_INVITATION_DAYS } from './email-templates';

/** The last attempt: after this many failures a mail is FAILED. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed mail is left to its sender before another may try it. */
const LEASE_MS = 5 * 60_000;

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Inline pictures (the kit pick-up QRs) the HTML shows as `cid:`. */
  attachments?: {
    filename: string;
    content: Buffer;
    cid: string;
    contentType: string;
    contentDisposition: 'inline';
  }[];
}

/** Where mails go: SMTP, or the local outbox (rendered, never sent). */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set, else the local outbox (nodemailer's jsonTransport). */
export function mailTransportFor(config: Pick<Config, 'SMTP_URL'>): MailTransport {
  const smtp = Boolean(config.SMTP_URL);
  const transport = smtp
    ? nodemailer.createTransport(config.SMTP_URL!)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: smtp ? 'smtp' : 'outbox',
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

export interface SendOptions {
  transport: MailTransport;
  from: string;
  /** The site's address for links and images (PUBLIC_BASE_URL), no trailing slash. */
  baseUrl: string;
  now?: Date;
  /** Mails claimed per pass. */
  limit?: number;
  /** Kit pick-up codes: the payment-confirmed mail shows each runner's QR (none without). */
  pickup?: PickupCodes;
  /** startEmailSender: SENT mails older than this many days are pruned about once an hour. */
  keepSentDays?: number;
}

export interface SendResult {
  /** Mails this pass took from the queue. */
  claimed: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** The wait before attempt `attempts + 1` once `attempts` have failed: 30 s doubling, at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The site's public address for links in mails: PUBLIC_BASE_URL, else this server on localhost. */
export function mailBaseUrl(config: Pick<Config, 'PUBLIC_BASE_URL' | 'PORT'>): string {
  return config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`;
}

/** A short technical reason for last_error: an error code, never a message (it may hold an address). */
function failureReason(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; name?: unknown };
  const code = typeof e.code === 'string' ? e.code : typeof e.name === 'string' ? e.name : 'Error';
  const status = typeof e.responseCode === 'number' ? ` ${e.responseCode}` : '';
  return `${code}${status}`.slice(0, 100);
}

/** The order, its event and its active people, as the mail shows them; null when the order is gone. */
async function orderEmailData(
  db: Db,
  orderId: number,
  lang: Language,
): Promise<{
  data: OrderEmailData & {
    entries: (OrderEmailData['entries'][number] & { runnerId: number; email: string })[];
  };
  email: string;
  status: string;
} | null> {
  const [row] = await db
    .select({ o: orders, e: events })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { o, e } = row;
  const people = await db
    .select({ r: runners, typeEn: runTypes.nameEn })
    .from(runners)
    .innerJoin(runTypes, eq(runTypes.id, runners.runTypeId))
    .where(and(eq(runners.orderId, o.id), eq(runners.isActive, true)))
    .orderBy(asc(runners.id));
  const en = lang === 'en';
  // An English mail names the options by their English names (the order keeps the Thai ones).
  const names = await optionNamesIn(db, o.eventId, lang);
  const address = o.deliveryTypeIsRequireAddress
    ? [
        o.deliveryAddName,
        o.deliveryAddNo,
        o.deliveryAddSubDistrict,
        o.deliveryAddDistrict,
        o.deliveryAddProvince,
        o.deliveryAddPostcode,
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  return {
    email: o.email.trim(),
    status: o.status,
    data: {
      uuid: o.uuid,
      name: `${o.fname} ${o.lname}`.trim(),
      paymentMethod: o.paymentMethod,
      paidAmount: o.paidAmount,
      expiresAt: o.expiresAt,
      deliveryTypeName: names.deliveryType(o.deliveryTypeId, o.deliveryTypeName),
      deliveryAddress: address,
      slipTime: o.paymentSlipTime || null,
      trackingNo: o.trackingNo,
      event: {
        key: e.eventKey,
        title: (en && e.titleEn) || e.title,
        coverUrl: e.coverUrl,
        eventDate: e.eventDate,
        organizerInfo: (en && e.organizerInfoEn) || e.organizerInfo,
        bankName: e.paymentBankName,
        accountNo: e.paymentAccountNo,
        accountName: e.paymentAccountName,
      },
      entries: people.map(({ r, typeEn }) => ({
        runnerId: r.id,
        email: r.email.trim(),
        name: `${r.fname} ${r.lname}`.trim(),
        raceType: (en && typeEn) || r.runTypeName,
        runModel: names.runModel(r.runModelId, r.runModelName),
        shirt: names.shirt(r.shirtId, r.shirtName),
        bib: r.bibNo,
      })),
    },
  };
}

/**
 * A staff invitation's payload as queueStaffInvitation writes it (and the sender reads it back): the
 * link is a path of this site or an http(s) address.
 */
const staffInvitationPayload = z.object({
  link: z.string().regex(/^(\/(?!\/)|https?:\/\/)\S+$/),
  event_title: z.string(),
  event_title_en: z.string(),
  role: z.enum(['organizer', 'desk']),
  inviter: z.string(),
});

/** A password-reset mail's payload as queuePasswordReset writes it (the sender reads it back). */
const passwordResetPayload = z.object({
  link: z.string().regex(/^(\/(?!\/)|https?:\/\/)\S+$/),
  email: z.string(),
  minutes: z.number().int().positive(),
});

/**
 * What an order's mail carries from its change (orders/mails.ts): why it closed, a late payment, a
 * refund (satang, how, what is left), money that arrived after the close. Other keys are ignored.
 */
const orderMailPayload = z.object({
  status: z.enum(['DELETE', 'EXPIRED', 'CANCEL']).optional(),
  late: z.boolean().optional(),
  amount: z.number().int().positive().optional(),
  method: z.enum(['provider', 'manual']).optional(),
  reference: z.string().nullable().optional(),
  left: z.number().int().min(0).optional(),
  duplicate: z.boolean().optional(),
  /** entry_confirmed: whose entry (runners.id). */
  runner_id: z.number().int().positive().optional(),
});

interface ClaimedMail {
  kind: string;
  orderId: number | null;
  recipient: string;
  payload: unknown;
}

/**
 * What a claimed mail becomes: its recipient and rendering; or a reason to skip it (nothing to tell
 * any more) or to fail it at once (nothing to make it from: retrying would not help).
 */
async function prepareMail(
  db: Db,
  mail: ClaimedMail,
  lang: Language,
  baseUrl: string,
  pickup: PickupCodes | undefined,
): Promise<{ recipient: string; rendered: RenderedEmail } | { skip: string } | { fail: string }> {
  if (mail.kind === 'staff_invitation') {
    const payload = staffInvitationPayload.safeParse(mail.payload);
    if (!payload.success) return { fail: 'bad payload' };
    return { recipient: mail.recipient.trim(), rendered: renderStaffInvitation(payload.data, lang, baseUrl) };
  }
  if (mail.kind === 'password_reset') {
    const payload = passwordResetPayload.safeParse(mail.payload);
    if (!payload.success) return { fail: 'bad payload' };
    return { recipient: mail.recipient.trim(), rendered: renderPasswordReset(payload.data, lang, baseUrl) };
  }
  const found = mail.orderId === null ? null : await orderEmailData(db, mail.orderId, lang);
  if (!found) return { fail: 'order gone' };
  const payload = orderMailPayload.safeParse(mail.payload ?? {});
  if (!payload.success) return { fail: 'bad payload' };
  const { late, amount, method, reference, left, duplicate } = payload.data;
  if (mail.kind === 'order_closed') {
    // A late payment took the order back (orders/holds.ts) before this mail went: it is not closed.
    // A paid order cancelled (CANCEL) has its own mail; an earlier closing's mail does not go then.
    const closed = found.status === 'DELETE' || found.status === 'EXPIRED' || found.status === 'CANCEL';
    const why = payload.data.status;
    if (!closed || (why === 'CANCEL') !== (found.status === 'CANCEL')) return { skip: 'order reopened' };
    found.data.closedAs = why ?? (found.status as 'DELETE' | 'EXPIRED' | 'CANCEL');
    // The runner cancelled it on its page (orders/state.ts cancelUnpaidOrder), not the organizer.
    if (why === 'DELETE' && (mail.payload as { by?: unknown }).by === 'runner')
      found.data.closedAs = 'RUNNER';
  }
  // Money that arrived after the close, and the order taken back as paid before this mail went.
  if (mail.kind === 'paid_after_close' && found.status === 'PAID') return { skip: 'order reopened' };
  if ((mail.kind === 'refund_issued' || mail.kind === 'paid_after_close') && amount === undefined)
    return { fail: 'bad payload' };
  if (mail.kind === 'payment_confirmed') found.data.late = late === true;
  if (mail.kind === 'paid_after_close') found.data.lateMoney = { amount: amount! };
  if (mail.kind === 'refund_issued')
    found.data.refund = {
      amount: amount!,
      method: method ?? 'provider',
      reference: reference ?? null,
      left: left ?? 0,
      duplicate: duplicate === true,
    };
  // A tracking number removed (or the order closed) before its mail went: nothing to tell.
  if (mail.kind === 'tracking_number' && (found.status !== 'PAID' || !found.data.trackingNo))
    return { skip: 'no tracking number' };
  // A runner's own mail: their entry only, to their own address, while the order is paid.
  let recipient = found.email;
  if (mail.kind === 'entry_confirmed') {
    if (found.status !== 'PAID') return { skip: 'order not paid' };
    const entries = found.data.entries as (OrderEmailData['entries'][number] & {
      runnerId: number;
      email: string;
    })[];
    const entry = entries.find((e) => e.runnerId === payload.data.runner_id);
    if (!entry) return { skip: 'runner gone' };
    found.data.entries = [entry];
    recipient = entry.email;
  }
  // Each runner with their own address gets their own mail too (queued once per runner).
  if (mail.kind === 'payment_confirmed' && found.status === 'PAID' && mail.orderId !== null)
    await queueEntryMails(db, mail.orderId);
  // A paid order's mail carries each runner's kit pick-up QR, a PNG attached inline.
  if (
    (mail.kind === 'payment_confirmed' || mail.kind === 'entry_confirmed') &&
    pickup &&
    found.status === 'PAID'
  ) {
    for (const entry of found.data.entries) {
      entry.pickupQr = {
        cid: `pickup-${entry.runnerId}@raceday`,
        filename: `pickup-qr-${entry.runnerId}.png`,
        content: await pickupQrPng(pickup.codeFor(entry.runnerId)),
      };
    }
  }
  return {
    recipient,
    rendered: renderOrderEmail(mail.kind as EmailKind, found.data, lang, baseUrl),
  };
}

/**
 * The runners' own mails of a paid order (entry_confirmed): one for each active runner who is not the
 * main registrant and has an address of their own (not the order's), unless one was queued already.
 * Queued when the order's payment_confirmed mail is sent, whichever path paid it (the placing's SQL
 * included); the main registrant's mail still holds the whole order.
 */
export async function queueEntryMails(db: Db | Tx, orderId: number): Promise<void> {
  await db.execute(sql`
    insert into email_outbox (kind, order_id, language, recipient, payload)
    select 'entry_confirmed', o.id, o.language, btrim(r.email), jsonb_build_object('runner_id', r.id)
    from orders o join runners r on r.order_id = o.id
    where o.id = ${orderId} and o.status = 'PAID' and r.is_active and not r.is_main_register
      and btrim(r.email) <> '' and lower(btrim(r.email)) <> lower(btrim(o.email))
      and not exists (select 1 from email_outbox m
        where m.order_id = o.id and m.kind = 'entry_confirmed'
          and m.payload ->> 'runner_id' = r.id::text)
    order by r.id`);
}

/**
 * One pass: claims up to `limit` due mails, renders and sends each, and records the outcome.
 * Safe to run in several processes at once.
 */
export async function sendDueEmails(db: Db, opts: SendOptions): Promise<SendResult> {
  const now = opts.now ?? new Date();
  const result: SendResult = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
  // Due by the database's clock unless a moment is given (tests): a row queued a microsecond ago has
  // next_attempt_at = the database's now(), which a JavaScript Date (whole milliseconds) may precede.
  const dueBy = opts.now ? sql`${opts.now.toISOString()}::timestamptz` : sql`now()`;
  const leaseUntil = opts.now
    ? sql`${new Date(opts.now.getTime() + LEASE_MS).toISOString()}::timestamptz`
    : sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;
  // One statement, the due rows chosen once (a materialized CTE: an `id in (select ... limit n)`
  // may be planned so that the limit does not hold) and leased to this sender.
  const claimed = rowsOf<{
    id: number;
    kind: string;
    order_id: number | null;
    language: string;
    attempts: number;
    recipient: string;
    payload: unknown;
  }>(
    await db.execute(sql`
      with due as materialized (
        select id from email_outbox
        where status = 'QUEUED' and next_attempt_at <= ${dueBy}
        order by next_attempt_at, id
        limit ${opts.limit ?? 20}
        for update skip locked
      )
      update email_outbox o set next_attempt_at = ${leaseUntil}
      from due where o.id = due.id
      returning o.id, o.kind, o.order_id, o.language, o.attempts, o.recipient, o.payload`),
  ).map((r) => ({
    id: r.id,
    kind: r.kind,
    orderId: r.order_id,
    language: r.language,
    attempts: r.attempts,
    recipient: r.recipient,
    // node-postgres parses jsonb; PGlite's raw rows may hold its text.
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
  }));

  result.claimed = claimed.length;
  for (const mail of claimed) {
    const lang: Language = mail.language === 'en' ? 'en' : 'th';
    let rendered: RenderedEmail | null = null;
    let recipient = '';
    try {
      const prepared = await prepareMail(db, mail, lang, opts.baseUrl, opts.pickup);
      if ('fail' in prepared) {
        await finish(db, mail.id, {
          status: 'FAILED',
          lastError: prepared.fail,
          attempts: mail.attempts + 1,
        });
        result.failed++;
        continue;
      }
      if ('skip' in prepared) {
        await finish(db, mail.id, { status: 'SKIPPED', lastError: prepared.skip });
        result.skipped++;
        continue;
      }
      recipient = prepared.recipient;
      rendered = prepared.rendered;
      if (!recipient) {
        await finish(db, mail.id, { status: 'SKIPPED', lastError: 'no address', ...bodies(rendered) });
        result.skipped++;
        continue;
      }
      await opts.transport.send({
        from: opts.from,
        to: recipient,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        ...(rendered.images?.length
          ? {
              attachments: rendered.images.map((i) => ({
                filename: i.filename,
                content: i.content,
                cid: i.cid,
                contentType: 'image/png',
                contentDisposition: 'inline' as const,
              })),
            }
          : {}),
      });
      await finish(db, mail.id, {
        status: 'SENT',
        recipient,
        ...bodies(rendered),
        attempts: mail.attempts + 1,
        sentAt: new Date(),
        transport: opts.transport.kind,
        lastError: null,
      });
      result.sent++;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const last = attempts >= MAX_ATTEMPTS;
      await finish(db, mail.id, {
        status: last ? 'FAILED' : 'QUEUED',
        attempts,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        lastError: failureReason(err),
        recipient,
        ...(rendered ? bodies(rendered) : {}),
      });
      if (last) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

/** node-postgres gives {rows}, PGlite an array-like result with rows too. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/**
 * The row keeps the mail as its reader sees it: the inline pictures (`cid:`, attachments of the mail
 * sent) are written into the stored HTML as `data:` images, so the outbox page shows them.
 */
const bodies = (r: RenderedEmail) => ({
  subject: r.subject,
  textBody: r.text,
  htmlBody: withImagesInline(r),
});

function withImagesInline(r: RenderedEmail): string {
  let html = r.html;
  for (const image of r.images ?? [])
    html = html
      .split(`src="cid:${image.cid}"`)
      .join(`src="data:image/png;base64,${image.content.toString('base64')}"`);
  return html;
}

/** Records a claimed mail's outcome (only while it is still QUEUED: nobody else finished it). */
async function finish(db: Db, id: number, set: Partial<typeof emailOutbox.$inferInsert>): Promise<void> {
  await db
    .update(emailOutbox)
    .set(set)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'QUEUED')));
}

/**
 * Runs a pass every `everySeconds` in this process until `stop()`; a failed pass is logged and the
 * next one tries again. A pass that sent a full batch is followed at once by the next.
 */
export function startEmailSender(
  db: Db,
  opts: Omit<SendOptions, 'now'>,
  everySeconds: number,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let stopping = false;
  const limit = opts.limit ?? 20;
  // A full batch means more may be waiting (an opening's rush): the next batch follows at once.
  const drain = async () => {
    const total: SendResult = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < 50 && !stopping; batch++) {
      const r = await sendDueEmails(db, { ...opts, limit });
      for (const k of Object.keys(total) as (keyof SendResult)[]) total[k] += r[k];
      // A short batch emptied the queue; a failure means the mail server is down: wait for the next tick.
      if (r.claimed < limit || r.retried > 0) break;
    }
    return total;
  };
  // SENT mails past OUTBOX_KEEP_SENT_DAYS go about once an hour (the first pass prunes at once).
  let prunedAt = 0;
  const pass = async () => {
    const total = await drain();
    if (opts.keepSentDays && !stopping && Date.now() - prunedAt >= 3_600_000) {
      prunedAt = Date.now();
      const pruned = await pruneSentEmails(db, opts.keepSentDays);
      if (pruned) log.info({ pruned, keepSentDays: opts.keepSentDays }, 'e-mail outbox pruned');
    }
    return total;
  };
  const job = runEvery(everySeconds, pass, log, {
    done: (r) => {
      if (r.claimed) log.info({ emails: r }, 'e-mail pass');
    },
    failed: 'e-mail pass failed; retrying next time',
  });
  return {
    stop: async () => {
      stopping = true;
      await job.stop();
      opts.transport.close();
    },
  };
}

// ---- mails queued by the server's own calls -------------------------------------------------------

/** A staff invitation: who is invited (recipient), in which language, and what the mail says. */
export interface StaffInvitationMail {
  recipient: string;
  language: Language;
  payload: StaffInvitationData;
}

/**
 * Queues a staff invitation in the caller's transaction (the invitation and its mail stand or fall
 * together); the sender renders it from the payload. The link should stay valid for
 * STAFF_INVITATION_DAYS, as the mail says.
 */
export async function queueStaffInvitation(tx: Db | Tx, mail: StaffInvitationMail): Promise<void> {
  await queueAccountMail(tx, 'staff_invitation', mail, staffInvitationPayload.parse(mail.payload));
}

/** A password-reset link (services/people/password-reset.ts), queued in the caller's transaction. */
export async function queuePasswordReset(
  tx: Db | Tx,
  mail: { recipient: string; language: Language; payload: PasswordResetData },
): Promise<void> {
  await queueAccountMail(tx, 'password_reset', mail, passwordResetPayload.parse(mail.payload));
}

/** Queues a mail of no order (a person's account) in the caller's transaction, its payload checked. */
async function queueAccountMail(
  tx: Db | Tx,
  kind: 'staff_invitation' | 'password_reset',
  mail: { recipient: string; language: Language },
  payload: Record<string, unknown>,
): Promise<void> {
  await tx.insert(emailOutbox).values({
    kind,
    orderId: null,
    recipient: mail.recipient.trim(),
    language: mail.language === 'en' ? 'en' : 'th',
    payload,
  });
}

/**
 * POST /v1/organizer/resend-email: the organizer (of this event, or the super-admin) sends the
 * order's mail of its current state again, in the order's language: the confirmation of a paid
 * order, "order received, how to pay" of an open one. A closed order has none to send (409). The
 * same mail still waiting in the queue is not queued twice.
 */
export async function resendOrderEmail(db: Db, user: UserRow, eventKey: string, uuid: string): Promise<void> {
  const event = await eventForUser(db, user, eventKey);
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      email: orders.email,
      language: orders.language,
      expiresAt: orders.expiresAt,
    })
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.eventId, event.id)));
  if (!order) throw notFound('order.not_found');
  // An open order past its deadline is expired, whether or not the sweep has come by yet.
  const lapsed = order.status === 'INITIAL' && order.expiresAt !== null && order.expiresAt <= new Date();
  if ((order.status !== 'PAID' && order.status !== 'INITIAL') || lapsed)
    throw conflict('backoffice.email_closed');
  if (!order.email.trim()) throw conflict('backoffice.email_none');
  const kind: EmailKind = order.status === 'PAID' ? 'payment_confirmed' : 'order_created';
  await db.execute(sql`
    insert into email_outbox (kind, order_id, language)
    select ${kind}, ${order.id}, ${order.language}
    where not exists (
      select 1 from email_outbox
      where order_id = ${order.id} and kind = ${kind} and status = 'QUEUED'
    )`);
}

// ---- the super-admin's outbox (GET /v1/admin/outbox) ----------------------------------------------

const outboxColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  orderUuid: orders.uuid,
  language: emailOutbox.language,
  recipient: emailOutbox.recipient,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  transport: emailOutbox.transport,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
};

interface OutboxRow {
  id: number;
  kind: string;
  orderUuid: string | null;
  language: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  transport: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

function outboxReply(r: OutboxRow): OutboxMail {
  return {
    id: r.id,
    kind: r.kind as Kind,
    order_uuid: r.orderUuid,
    language: r.language === 'en' ? 'en' : 'th',
    recipient: r.recipient,
    subject: r.subject,
    status: r.status as EmailStatus,
    attempts: r.attempts,
    last_error: r.lastError,
    transport: r.transport,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
    next_attempt_at: r.nextAttemptAt.toISOString(),
  };
}

/** The newest 100 mails, optionally of one kind and status: the super-admin's only. */
export async function listOutbox(db: Db, user: UserRow, filter: OutboxQuery): Promise<OutboxMail[]> {
  requireAdmin(user);
  const rows = await db
    .select(outboxColumns)
    .from(emailOutbox)
    .leftJoin(orders, eq(orders.id, emailOutbox.orderId))
    .where(
      and(
        filter.kind ? eq(emailOutbox.kind, filter.kind) : undefined,
        filter.status ? eq(emailOutbox.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(100);
  return rows.map(outboxReply);
}

/** One mail with its bodies (404 when there is none): the super-admin's only. */
export async function outboxMail(db: Db, user: UserRow, id: number): Promise<OutboxMailDetail> {
  requireAdmin(user);
  const [row] = await db
    .select({ ...outboxColumns, html: emailOutbox.htmlBody, text: emailOutbox.textBody })
    .from(emailOutbox)
    .leftJoin(orders, eq(orders.id, emailOutbox.orderId))
    .where(eq(emailOutbox.id, id));
  if (!row) throw new AppError(404, 'outbox.not_found');
  return { ...outboxReply(row), html: row.html, text: row.text };
}

// ---- the super-admin's daily care: requeue and prune (issue 25 item 4) ------------------------------

/** A requeued mail starts over: its attempts reset, due now, its last error kept in the history. */
const requeued = { status: 'QUEUED', attempts: 0, nextAttemptAt: sql`now()`, lastError: null } as const;

/**
 * Each requeued mail of an order leaves a line in the order's history (who, which mail, its error):
 * the outbox row itself starts over.
 */
async function recordRequeues(
  tx: Tx,
  user: UserRow,
  mails: { id: number; orderId: number | null; kind: string; lastError: string | null }[],
): Promise<void> {
  const lines = mails
    .filter((m) => m.orderId !== null)
    .map((m) => ({
      orderId: m.orderId!,
      actor: `user:${user.id}`,
      action: 'email.requeued',
      detail: { email_id: m.id, kind: m.kind, last_error: m.lastError },
    }));
  if (lines.length) await tx.insert(orderHistory).values(lines);
}

/**
 * POST /v1/admin/outbox/{id}/requeue: one FAILED mail goes back to the queue (attempts reset, due
 * now). 404 without such a mail, 409 outbox.not_failed when it is not FAILED (a QUEUED mail is
 * already waiting, a SENT one is not sent twice from here). The super-admin's only.
 */
export async function requeueMail(db: Db, user: UserRow, id: number): Promise<number> {
  requireAdmin(user);
  return db.transaction(async (tx) => {
    const [mail] = await tx
      .select({
        id: emailOutbox.id,
        orderId: emailOutbox.orderId,
        kind: emailOutbox.kind,
        status: emailOutbox.status,
        lastError: emailOutbox.lastError,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id))
      .for('update');
    if (!mail) throw new AppError(404, 'outbox.not_found');
    if (mail.status !== 'FAILED') throw new AppError(409, 'outbox.not_failed');
    await tx.update(emailOutbox).set(requeued).where(eq(emailOutbox.id, id));
    await recordRequeues(tx, user, [mail]);
    return 1;
  });
}

/**
 * POST /v1/admin/outbox/requeue {event_key}: every FAILED mail of the event's orders goes back to
 * the queue; the count (0 when none failed). 404 without such an event. The super-admin's only.
 */
export async function requeueEventMails(db: Db, user: UserRow, eventKey: string): Promise<number> {
  requireAdmin(user);
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.eventKey, eventKey));
  if (!event) throw notFound('event.not_found');
  return db.transaction(async (tx) => {
    const mails = await tx
      .select({
        id: emailOutbox.id,
        orderId: emailOutbox.orderId,
        kind: emailOutbox.kind,
        lastError: emailOutbox.lastError,
      })
      .from(emailOutbox)
      .innerJoin(orders, eq(orders.id, emailOutbox.orderId))
      .where(and(eq(orders.eventId, event.id), eq(emailOutbox.status, 'FAILED')))
      .for('update', { of: emailOutbox });
    if (!mails.length) return 0;
    await tx
      .update(emailOutbox)
      .set(requeued)
      .where(
        and(
          inArray(
            emailOutbox.id,
            mails.map((m) => m.id),
          ),
          eq(emailOutbox.status, 'FAILED'),
        ),
      );
    await recordRequeues(tx, user, mails);
    return mails.length;
  });
}

/**
 * SENT mails older than `keepDays` (by when they were sent) leave the outbox; the count. QUEUED,
 * FAILED and SKIPPED mails stay: they still have something to tell.
 */
export async function pruneSentEmails(db: Db, keepDays: number, now?: Date): Promise<number> {
  const before = now
    ? sql`${new Date(now.getTime() - keepDays * 86_400_000).toISOString()}::timestamptz`
    : sql`now() - ${`${keepDays} days`}::interval`;
  const gone = await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, 'SENT'), lt(emailOutbox.sentAt, before)))
    .returning({ id: emailOutbox.id });
  return gone.length;
}

/** POST /v1/admin/outbox/prune: pruneSentEmails by hand. The super-admin's only. */
export async function pruneOutbox(db: Db, user: UserRow, keepDays: number): Promise<number> {
  requireAdmin(user);
  return pruneSentEmails(db, keepDays);
}
