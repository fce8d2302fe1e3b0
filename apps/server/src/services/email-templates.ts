/**
 * The runners' e-mails, rendered from the order as it is at send time: a subject, a plain-text body
 * and a simple HTML body (inline styles, one table: what mail programs show alike). Every value is
 * escaped; organizer markup (race type names, organizer info) becomes plain text first.
 */
import { compile } from 'html-to-text';
import { formatBaht, formatDate, formatDateTime, type Language } from '@raceday/domain';
import { emailText, type EmailMessageKey } from '../lib/email-messages';

export type EmailKind = 'order_created' | 'payment_confirmed';

/** What an e-mail tells, read from the order, its event and its people (services/emails.ts). */
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
  event: {
    title: string;
    coverUrl: string;
    eventDate: string;
    organizerInfo: string;
    bankName: string;
    accountNo: string;
    accountName: string;
  };
  entries: { name: string; raceType: string; runModel: string; shirt: string; bib: string | null }[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
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

export function renderOrderEmail(
  kind: EmailKind,
  data: OrderEmailData,
  lang: Language,
  baseUrl: string,
): RenderedEmail {
  const t = (key: EmailMessageKey, params?: Record<string, string | number>) => emailText(key, lang, params);
  const event = plain(data.event.title);
  const link = `${baseUrl}/order/${data.uuid}`;
  const amount = t('label.amount_value', { amount: formatBaht(data.paidAmount) });
  const organizer = plain(data.event.organizerInfo);
  const cover = absoluteUrl(baseUrl, data.event.coverUrl);

  // Label-value rows, shared by the text and the HTML.
  const rows: [string, string][] = [
    [t('label.order'), data.uuid],
    [t('label.amount'), amount],
  ];
  if (data.event.eventDate) rows.push([t('label.event_date'), formatDate(data.event.eventDate, lang)]);

  let subject: string;
  let heading: string;
  const paragraphs: string[] = [];
  let button: string;
  const entryBlocks: string[][] = [];
  if (kind === 'order_created') {
    subject = t('order_created.subject', { event });
    heading = t('order_created.heading');
    paragraphs.push(t('order_created.intro', { name: data.name, event }));
    const how =
      data.paymentMethod === 'PP_OPN' || data.paymentMethod === 'CC_OPN'
        ? t(`order_created.how.${data.paymentMethod}`)
        : data.paymentMethod === 'DIRECT'
          ? t('order_created.how.DIRECT', {
              bank: plain(data.event.bankName),
              account_no: plain(data.event.accountNo),
              account_name: plain(data.event.accountName),
            })
          : t('order_created.how.other');
    rows.push([t('label.how_to_pay'), how]);
    if (data.expiresAt)
      paragraphs.push(t('order_created.deadline', { deadline: formatDateTime(data.expiresAt, lang) }));
    button = t('order_created.button');
  } else {
    subject = t('payment_confirmed.subject', { event });
    heading = t('payment_confirmed.heading');
    paragraphs.push(
      t(data.paidAmount > 0 ? 'payment_confirmed.intro' : 'payment_confirmed.intro_free', {
        name: data.name,
        event,
      }),
    );
    rows.push(
      data.deliveryAddress
        ? [t('label.delivery'), `${plain(data.deliveryTypeName)}: ${data.deliveryAddress}`]
        : [t('label.pickup'), plain(data.deliveryTypeName)],
    );
    for (const e of data.entries) {
      const block = [
        e.name,
        `${t('label.race_type')}: ${plain(e.raceType)}`,
        ...(e.runModel && e.runModel !== '-' ? [`${t('label.run_model')}: ${plain(e.runModel)}`] : []),
        ...(e.shirt ? [`${t('label.shirt')}: ${plain(e.shirt)}`] : []),
        `${t('label.bib')}: ${e.bib ?? t('label.bib_pending')}`,
      ];
      entryBlocks.push(block);
    }
    button = t('payment_confirmed.button');
  }

  // ---- plain text ----
  const text = [
    event,
    '',
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(entryBlocks.length
      ? [
          t('payment_confirmed.entries'),
          ...entryBlocks.flatMap((b) => ['', ...b.map((l, i) => (i ? `  ${l}` : `- ${l}`))]),
          '',
        ]
      : []),
    `${t('label.link')}: ${link}`,
    '',
    ...(organizer ? [t('label.organizer'), organizer, ''] : []),
    '--',
    t('footer.automatic'),
    '',
  ].join('\n');

  // ---- HTML ----
  const e = escapeHtml;
  const cell = 'padding:6px 0;vertical-align:top;font-size:15px;line-height:1.5;color:#1f2933;';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f7;font-family:Tahoma,'Noto Sans Thai',Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f7;padding:16px 8px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid #dde3ea;">
${cover ? `<tr><td><img src="${e(cover)}" alt="${e(event)}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border-radius:8px 8px 0 0;"></td></tr>` : ''}
<tr><td style="padding:20px 24px 8px;">
<p style="margin:0 0 4px;font-size:14px;color:#52606d;">${e(event)}</p>
<h1 style="margin:0 0 12px;font-size:22px;color:#1f2933;">${e(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 12px;font-size:15px;line-height:1.6;color:#1f2933;">${e(p)}</p>`).join('\n')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e4e7eb;margin-top:4px;">
${rows.map(([label, value]) => `<tr><td style="${cell}width:38%;color:#52606d;">${e(label)}</td><td style="${cell}font-weight:bold;word-break:break-word;">${e(value)}</td></tr>`).join('\n')}
</table>
${
  entryBlocks.length
    ? `<h2 style="margin:16px 0 8px;font-size:17px;color:#1f2933;">${e(t('payment_confirmed.entries'))}</h2>
${entryBlocks
  .map(
    ([name, ...lines]) =>
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px;background:#f8fafc;border:1px solid #e4e7eb;border-radius:6px;"><tr><td style="padding:10px 12px;font-size:15px;line-height:1.6;color:#1f2933;"><strong>${e(name ?? '')}</strong><br>${lines.map(e).join('<br>')}</td></tr></table>`,
  )
  .join('\n')}`
    : ''
}
<p style="margin:20px 0;text-align:center;"><a href="${e(link)}" style="display:inline-block;background:#1971c2;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 20px;border-radius:6px;">${e(button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all;">${e(t('label.link'))}: <a href="${e(link)}" style="color:#1971c2;">${e(link)}</a></p>
${organizer ? `<h2 style="margin:16px 0 4px;font-size:15px;color:#1f2933;">${e(t('label.organizer'))}</h2><p style="margin:0 0 16px;font-size:14px;line-height:1.6;color:#1f2933;">${e(organizer).replace(/\n/g, '<br>')}</p>` : ''}
</td></tr>
<tr><td style="padding:12px 24px 20px;border-top:1px solid #e4e7eb;font-size:12px;color:#7b8794;">${e(t('footer.automatic'))}</td></tr>
</table>
</td></tr>
</table>
</body></html>
`;
  return { subject, text, html };
}
