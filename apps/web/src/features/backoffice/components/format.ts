import DOMPurify from 'dompurify';
import { bangkokDay, formatTime, type Language } from '@raceday/domain';

// Built once per language: Number#toLocaleString builds a new formatter on every call.
const BAHT = {
  th: new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};
const COUNT = { th: new Intl.NumberFormat('th-TH'), en: new Intl.NumberFormat('en-US') };

/** Baht with two decimals, e.g. 1,236.00. */
export function formatBaht(value: number, lang: Language): string {
  return BAHT[lang].format(value);
}

export function formatCount(value: number, lang: Language): string {
  return COUNT[lang].format(value);
}

/**
 * The catalog key (report.method.*) of how an order was paid: an order that cost nothing (a 100%
 * coupon, a free race) keeps the method chosen but was paid by none of them, so it reads FREE.
 */
export function paymentMethodKey(row: { payment_method: string; amount: number }): string {
  return row.amount === 0 ? 'FREE' : row.payment_method;
}

export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/** Share of `part` in `whole` as a percentage to one decimal ("0.0" when the whole is 0). */
export function percent(part: number, whole: number): string {
  return whole > 0 ? ((part * 100) / whole).toFixed(1) : '0.0';
}

/** Organizer markup allowed in race-type and shirt names: inline formatting only. */
const INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 'small', 'sub', 'sup', 'span', 'br', 'mark', 's'];

export function sanitizeInline(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: INLINE_TAGS, ALLOWED_ATTR: [] });
}

/** The text of a piece of organizer markup, for chart labels and legends (SVG text has no markup). */
export function plainText(html: string): string {
  const text = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  const box = document.createElement('textarea');
  box.innerHTML = text;
  return box.value.replace(/\s+/g, ' ').trim();
}

/** File-name stamp to the minute in Bangkok, whatever the browser's zone: YYYYMMDD_HHmm. */
export function fileStamp(date = new Date()): string {
  return `${bangkokDay(date).replaceAll('-', '')}_${formatTime(date).replace(':', '')}`;
}

/** Twelve distinct Mantine colours for the charts' slices and bars. */
export const CHART_PALETTE = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.6',
  'red.6',
  'violet.6',
  'green.7',
] as const;

export const paletteColor = (index: number): string => CHART_PALETTE[index % CHART_PALETTE.length]!;

/** Status colours of the order-status chart: pending orange, paid green, deleted red. */
export const STATUS_COLORS: Record<string, string> = {
  INITIAL: 'orange.6',
  PAID: 'green.6',
  DELETE: 'red.6',
  CANCEL: 'gray.5',
};

export const STATUS_BADGE_COLORS: Record<string, string> = {
  INITIAL: 'orange',
  PAID: 'green',
  DELETE: 'red',
  CANCEL: 'gray',
};
