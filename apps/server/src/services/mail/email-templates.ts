/**
 * The e-mails, rendered at send time: the runners' from the order as it is then, a staff invitation
 * from its queued payload. Each is a subject, a plain-text body and a simple HTML body (inline
 * styles, one table: what mail programs show alike) in one layout. Every value is escaped; organizer
 * markup (race type names, organizer info, event titles) becomes plain text first.
 */
import { compile } from 'html-to-text';
import {
  bankNameIn,
  formatBaht,
  formatDate,
  formatDateTime,
  mailCoverPath,
  type Language,
} from '@raceday/domain';
import { emailText, type EmailMessageKey } from '../../lib/email-messages';

/** The mails about an order (a staff invitation has none: renderStaffInvitation). */
export type EmailKind =
  | 'order_created'
  | 'payment_confirmed'
  | 'slip_received'
  | 'order_closed'
  | 'tracking_number'
  | 'refund_issued'
  | 'paid_after_close'
  | 'entry_confirmed';
/** Why an order_closed mail was queued: the organizer deleted the order, its hold ran out, or the runner cancelled it. */
export type ClosedStatus = 'DELETE' | 'EXPIRED' | 'RUNNER' | 'CANCEL';
/** A staff member's role in an event (organizer_events.role). */
export type StaffRole = 'organizer' | 'desk';
/** How long an invitation's password link is valid, as the mail says. */
export const STAFF_INVITATION_DAYS = 7;

/** What an e-mail tells, read from the order, its event and its people (services/mail/emails.ts). */
export interface OrderEmailData {
  uuid: string;
  name: string;
  paymentMethod: string;
  /** What the runner pays, satang. */
  paidAmount: number;
  expiresAt: Date | null;
  deliveryTypeName: string;
  /** The address when the order is delivered; null for a pickup. */
  deliveryAddress: string | null;
  /** The transfer time the runner typed with the slip (HH:MM), if any. */
  slipTime: string | null;
  /** The EMS number of the kit sent by post (tracking_number), once the organizer recorded it. */
  trackingNo?: string | null;
  /** For order_closed: why it closed (the queued payload), DELETE when unknown; CANCEL: a paid order. */
  closedAs?: ClosedStatus;
  /** payment_confirmed: the money arrived after the order's deadline (revived, restored). */
  late?: boolean;
  /** refund_issued: satang given back, how (provider: the way it was paid; manual: a transfer), what is left. */
  refund?: {
    amount: number;
    method: 'provider' | 'manual';
    reference: string | null;
    left: number;
    /** A second payment of an order already paid, given back at once. */
    duplicate: boolean;
  };
  /** paid_after_close: satang that arrived for the order once it had closed. */
  lateMoney?: { amount: number };
  event: {
    key: string;
    title: string;
    coverUrl: string;
    eventDate: string;
    organizerInfo: string;
    bankName: string;
    accountNo: string;
    accountName: string;
  };
  entries: {
    name: string;
    raceType: string;
    runModel: string;
    shirt: string;
    bib: string | null;
    /** The runner's kit pick-up QR (payment_confirmed; orders/pickup-codes.ts), when there is one. */
    pickupQr?: EmailImage;
  }[];
}

/** A picture sent inside the mail (an inline attachment the HTML shows as `cid:<cid>`). */
export interface EmailImage {
  cid: string;
  filename: string;
  content: Buffer;
}

/** What a staff invitation tells (email_outbox.payload, queued by queueStaffInvitation). */
export interface StaffInvitationData {
  /** Where the invited person sets a password: absolute, or a path of this site. */
  link: string;
  event_title: string;
  event_title_en: string;
  role: StaffRole;
  /** Who invited them: a name (or an e-mail). */
  inviter: string;
}

/** What a password-reset mail tells (email_outbox.payload, queued by queuePasswordReset). */
export interface PasswordResetData {
  /** Where the new password is set: absolute, or a path of this site. */
  link: string;
  email: string;
  minutes: number;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Inline pictures the HTML refers to as `cid:` (many mail programs block `data:` images). */
  images?: EmailImage[];
}

const markupToText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: false, hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

/** Organizer text that may hold markup, as plain text (lines kept, blank runs squeezed). */
export function plain(s: string): string {
  const text = /[<&]/.test(s) ? markupToText(s) : s;
  return text
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** An absolute http(s) address under the site for a path, or the address itself; else null. */
function absoluteUrl(baseUrl: string, url: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, `${baseUrl}/`);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

type Text = (key: EmailMessageKey, params?: Record<string, string | number>) => string;
const textsOf =
  (lang: Language): Text =>
  (key, params) =>
    emailText(key, lang, params);

/** One mail's parts, which layout() writes out as text and HTML alike. */
interface MailParts {
  lang: Language;
  subject: string;
  /** The line above the heading: the event's title. */
  event: string;
  cover: string | null;
  heading: string;
  paragraphs: string[];
  /** Label-value rows. */
  rows: [string, string][];
  /** People of the order under a title (payment_confirmed); a block may show a QR under its lines. */
  entries?: {
    title: string;
    blocks: string[][];
    /** Per block: its kit pick-up QR, or null. */
    qrs?: ({ image: EmailImage; alt: string; caption: string } | null)[];
    /** The plain-text body's line for a block with a QR (the picture is in the HTML only). */
    textNote?: string;
  };
  /** The call to action and the address it opens, also written out under its label. */
  button: { label: string; href: string; linkLabel: string };
  /** Paragraphs under the button. */
  after?: string[];
  organizer?: { label: string; text: string };
  footer: string;
}

function layout(m: MailParts): RenderedEmail {
  const { subject, event, heading, paragraphs, rows, entries, button, organizer } = m;
  const after = m.after ?? [];

  // ---- plain text ----
  const text = [
    event,
    '',
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(rows.length ? [''] : []),
    ...(entries?.blocks.length
      ? [
          entries.title,
          ...entries.blocks.flatMap((b, n) => [
            '',
            ...b.map((l, i) => (i ? `  ${l}` : `- ${l}`)),
            ...(entries.qrs?.[n] ? [`  ${entries.textNote ?? ''}`] : []),
          ]),
          '',
        ]
      : []),
    `${button.linkLabel}: ${button.href}`,
    '',
    ...after.flatMap((p) => [p, '']),
    ...(organizer?.text ? [organizer.label, organizer.text, ''] : []),
    '--',
    m.footer,
    '',
  ].join('\n');

  // ---- HTML ----
  const e = escapeHtml;
  const cell = 'padding:6px 0;vertical-align:top;font-size:15px;line-height:1.5;color:#1f2933;';
  const para = (p: string) =>
    `<p style="margin:0 0 12px;font-size:15px;line-height:1.6;color:#1f2933;">${e(p)}</p>`;
  const html = `<!doctype html>
<html lang="${m.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f7;font-family:Tahoma,'Noto Sans Thai',Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f7;padding:16px 8px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid #dde3ea;">
${m.cover ? `<tr><td><img src="${e(m.cover)}" alt="${e(event)}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border-radius:8px 8px 0 0;"></td></tr>` : ''}
<tr><td style="padding:20px 24px 8px;">
<p style="margin:0 0 4px;font-size:14px;color:#52606d;">${e(event)}</p>
<h1 style="margin:0 0 12px;font-size:22px;color:#1f2933;">${e(heading)}</h1>
${paragraphs.map(para).join('\n')}
${
  rows.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e4e7eb;margin-top:4px;">
${rows.map(([label, value]) => `<tr><td style="${cell}width:38%;color:#52606d;">${e(label)}</td><td style="${cell}font-weight:bold;word-break:break-word;">${e(value)}</td></tr>`).join('\n')}
</table>`
    : ''
}
${
  entries?.blocks.length
    ? `<h2 style="margin:16px 0 8px;font-size:17px;color:#1f2933;">${e(entries.title)}</h2>
${entries.blocks
  .map(([name, ...lines], n) => {
    const qr = entries.qrs?.[n];
    const picture = qr
      ? `<br><img src="cid:${e(qr.image.cid)}" alt="${e(qr.alt)}" width="180" height="180" style="display:block;width:180px;height:180px;margin:8px 0 4px;border:0;"><span style="font-size:13px;color:#52606d;">${e(qr.caption)}</span>`
      : '';
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px;background:#f8fafc;border:1px solid #e4e7eb;border-radius:6px;"><tr><td style="padding:10px 12px;font-size:15px;line-height:1.6;color:#1f2933;"><strong>${e(name ?? '')}</strong><br>${lines.map(e).join('<br>')}${picture}</td></tr></table>`;
  })
  .join('\n')}`
    : ''
}
<p style="margin:20px 0;text-align:center;"><a href="${e(button.href)}" style="display:inline-block;background:#1971c2;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 20px;border-radius:6px;">${e(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all;">${e(button.linkLabel)}: <a href="${e(button.href)}" style="color:#1971c2;">${e(button.href)}</a></p>
${after.map(para).join('\n')}
${organizer?.text ? `<h2 style="margin:16px 0 4px;font-size:15px;color:#1f2933;">${e(organizer.label)}</h2><p style="margin:0 0 16px;font-size:14px;line-height:1.6;color:#1f2933;">${e(organizer.text).replace(/\n/g, '<br>')}</p>` : ''}
</td></tr>
<tr><td style="padding:12px 24px 20px;border-top:1px solid #e4e7eb;font-size:12px;color:#7b8794;">${e(m.footer)}</td></tr>
</table>
</td></tr>
</table>
</body></html>
`;
  const images = (entries?.qrs ?? []).flatMap((q) => (q ? [q.image] : []));
  return { subject, text, html, ...(images.length ? { images } : {}) };
}

/** A mail about an order, in `lang`, from the order as it is now. */
export function renderOrderEmail(
  kind: EmailKind,
  data: OrderEmailData,
  lang: Language,
  baseUrl: string,
): RenderedEmail {
  const t = textsOf(lang);
  const event = plain(data.event.title);
  const orderLink = `${baseUrl}/order/${data.uuid}`;
  const amount = t('label.amount_value', { amount: formatBaht(data.paidAmount) });
  const who = { name: data.name, event };

  // Label-value rows.
  const rows: [string, string][] = [
    [t('label.order'), data.uuid],
    [t('label.amount'), amount],
  ];
  if (data.event.eventDate) rows.push([t('label.event_date'), formatDate(data.event.eventDate, lang)]);

  const paragraphs: string[] = [];
  const after: string[] = [];
  let subject: string;
  let heading: string;
  let button = { label: '', href: orderLink, linkLabel: t('label.link') };
  let entries: MailParts['entries'];
  if (kind === 'order_created') {
    subject = t('order_created.subject', { event });
    heading = t('order_created.heading');
    paragraphs.push(t('order_created.intro', who));
    const how =
      data.paymentMethod === 'PP_OPN' || data.paymentMethod === 'CC_OPN'
        ? t(`order_created.how.${data.paymentMethod}`)
        : data.paymentMethod === 'DIRECT'
          ? t('order_created.how.DIRECT', {
              bank: plain(bankNameIn(data.event.bankName, lang)),
              account_no: plain(data.event.accountNo),
              account_name: plain(data.event.accountName),
            })
          : t('order_created.how.other');
    rows.push([t('label.how_to_pay'), how]);
    if (data.expiresAt)
      paragraphs.push(t('order_created.deadline', { deadline: formatDateTime(data.expiresAt, lang) }));
    button.label = t('order_created.button');
  } else if (kind === 'payment_confirmed' || kind === 'entry_confirmed') {
    if (kind === 'entry_confirmed') {
      // A runner's own mail: their entry (data.entries holds it alone), not the order's money.
      const runner = data.entries[0]?.name ?? '';
      subject = t('entry_confirmed.subject', { event });
      heading = t('payment_confirmed.heading');
      paragraphs.push(t('entry_confirmed.intro', { runner, name: data.name, event }));
      rows.splice(1, 1);
    } else {
      subject = t('payment_confirmed.subject', { event });
      heading = t('payment_confirmed.heading');
      paragraphs.push(
        t(data.paidAmount > 0 ? 'payment_confirmed.intro' : 'payment_confirmed.intro_free', who),
      );
    }
    // Paid after the deadline and taken back: an "expired" mail may have gone already; this one stands.
    if (data.late) paragraphs.push(t('payment_confirmed.late'));
    rows.push(
      data.deliveryAddress
        ? [t('label.delivery'), `${plain(data.deliveryTypeName)}: ${data.deliveryAddress}`]
        : [t('label.pickup'), plain(data.deliveryTypeName)],
    );
    entries = {
      title: t('payment_confirmed.entries'),
      blocks: data.entries.map((e) => [
        e.name,
        `${t('label.race_type')}: ${plain(e.raceType)}`,
        ...(e.runModel && e.runModel !== '-' ? [`${t('label.run_model')}: ${plain(e.runModel)}`] : []),
        ...(e.shirt ? [`${t('label.shirt')}: ${plain(e.shirt)}`] : []),
        `${t('label.bib')}: ${e.bib ?? t('label.bib_pending')}`,
      ]),
      qrs: data.entries.map((e) =>
        e.pickupQr
          ? {
              image: e.pickupQr,
              alt: t('payment_confirmed.pickup_qr_alt', { name: e.name }),
              caption: t('payment_confirmed.pickup_qr'),
            }
          : null,
      ),
      textNote: t('payment_confirmed.pickup_text'),
    };
    button.label = t('payment_confirmed.button');
  } else if (kind === 'slip_received') {
    subject = t('slip_received.subject', { event });
    heading = t('slip_received.heading');
    paragraphs.push(t('slip_received.intro', who), t('slip_received.next'));
    if (data.slipTime) rows.push([t('label.slip_time'), data.slipTime]);
    button.label = t('slip_received.button');
  } else if (kind === 'tracking_number') {
    // The kit went by post: its EMS number, and where Thailand Post follows it.
    subject = t('tracking_number.subject', { event });
    heading = t('tracking_number.heading');
    paragraphs.push(t('tracking_number.intro', who));
    rows.push([t('label.tracking_no'), data.trackingNo ?? '']);
    if (data.deliveryAddress)
      rows.push([t('label.delivery'), `${plain(data.deliveryTypeName)}: ${data.deliveryAddress}`]);
    after.push(
      t('tracking_number.follow', {
        link: `https://track.thailandpost.co.th/?trackNumber=${encodeURIComponent(data.trackingNo ?? '')}`,
      }),
    );
    button.label = t('tracking_number.button');
  } else if (kind === 'refund_issued') {
    const refund = data.refund!;
    const money = t('label.amount_value', { amount: formatBaht(refund.amount) });
    subject = t('refund_issued.subject', { event, amount: money });
    heading = t('refund_issued.heading');
    paragraphs.push(
      t(refund.duplicate ? 'refund_issued.intro_duplicate' : 'refund_issued.intro', {
        ...who,
        amount: money,
      }),
    );
    paragraphs.push(
      t(refund.method === 'manual' ? 'refund_issued.how.manual' : 'refund_issued.how.provider'),
    );
    if (!refund.duplicate)
      paragraphs.push(
        refund.left > 0
          ? t('refund_issued.left', { left: t('label.amount_value', { amount: formatBaht(refund.left) }) })
          : t('refund_issued.all'),
      );
    rows.push([t('label.refunded'), money]);
    rows.push([
      t('label.refund_how'),
      t(refund.method === 'manual' ? 'label.refund_manual' : 'label.refund_provider'),
    ]);
    if (refund.reference) rows.push([t('label.refund_reference'), refund.reference]);
    button.label = t('payment_confirmed.button');
  } else if (kind === 'paid_after_close') {
    const money = t('label.amount_value', { amount: formatBaht(data.lateMoney!.amount) });
    subject = t('paid_after_close.subject', { event });
    heading = t('paid_after_close.heading');
    paragraphs.push(t('paid_after_close.intro', { ...who, amount: money }), t('paid_after_close.next'));
    rows.push([t('label.received'), money]);
    button.label = t('payment_confirmed.button');
  } else {
    const why = data.closedAs ?? 'DELETE';
    subject = t(`order_closed.subject.${why}`, { event });
    heading = t(`order_closed.heading.${why}`);
    if (why === 'CANCEL') {
      // A paid order: its money stays with the organizer until refunded, each refund with its mail.
      paragraphs.push(t('order_closed.intro.CANCEL', who), t('order_closed.money.CANCEL', { amount }));
      button.label = t('payment_confirmed.button');
    } else {
      paragraphs.push(t(`order_closed.intro.${why}`, who), t('order_closed.again'));
      // The way back is the event's page; the order's own page only says it is closed.
      button = {
        label: t('order_closed.button'),
        href: `${baseUrl}/${encodeURIComponent(data.event.key)}`,
        linkLabel: t('label.event_link'),
      };
      if (data.paidAmount > 0) after.push(t('order_closed.paid'));
    }
  }

  return layout({
    lang,
    subject,
    event,
    cover: absoluteUrl(baseUrl, mailCoverPath(data.event.coverUrl)),
    heading,
    paragraphs,
    rows,
    entries,
    button,
    after,
    organizer: { label: t('label.organizer'), text: plain(data.event.organizerInfo) },
    footer: t('footer.automatic'),
  });
}

/**
 * A password-reset mail, in `lang`: the account's e-mail and the one-use link to set a new password.
 * Throws when the link is not an http(s) address (a bad payload: nothing to send).
 */
export function renderPasswordReset(data: PasswordResetData, lang: Language, baseUrl: string): RenderedEmail {
  const t = textsOf(lang);
  const link = absoluteUrl(baseUrl, data.link);
  if (!link) throw new Error('reset link is not an http(s) address');
  return layout({
    lang,
    subject: t('password_reset.subject'),
    event: 'RaceDay',
    cover: null,
    heading: t('password_reset.heading'),
    paragraphs: [
      t('password_reset.intro', { email: data.email }),
      t('password_reset.valid', { minutes: data.minutes }),
    ],
    rows: [],
    button: { label: t('password_reset.button'), href: link, linkLabel: t('label.password_link') },
    after: [t('password_reset.ignore')],
    footer: t('footer.automatic'),
  });
}

/**
 * A staff invitation, in `lang`: who invited them to which event as what, and the link to set a
 * password. Throws when the link is not an http(s) address (a bad payload: nothing to send).
 */
export function renderStaffInvitation(
  data: StaffInvitationData,
  lang: Language,
  baseUrl: string,
): RenderedEmail {
  const t = textsOf(lang);
  const event = plain((lang === 'en' && data.event_title_en) || data.event_title);
  const link = absoluteUrl(baseUrl, data.link);
  if (!link) throw new Error('invitation link is not an http(s) address');
  const role = t(`staff_invitation.role.${data.role}`);
  const inviter = plain(data.inviter);
  return layout({
    lang,
    subject: t('staff_invitation.subject', { event }),
    event,
    cover: null,
    heading: t('staff_invitation.heading'),
    paragraphs: [
      t('staff_invitation.intro', { inviter, event, role }),
      t(`staff_invitation.does.${data.role}`),
      t('staff_invitation.password', { days: STAFF_INVITATION_DAYS }),
    ],
    rows: [
      [t('label.event'), event],
      [t('label.role'), t(`staff_invitation.role_name.${data.role}`)],
      [t('label.inviter'), inviter],
    ],
    button: { label: t('staff_invitation.button'), href: link, linkLabel: t('label.password_link') },
    after: [t('staff_invitation.ignore')],
    footer: t('footer.automatic'),
  });
}
