import { formatDate, formatShortDateTime, type Language } from '@raceday/domain';

/** Race type and shirt names may carry organizer markup (seed 001 §2.6): shown here as their text. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v : '-');

/** '1990-05-17' -> '17 พ.ค. 2533' / '17 May 1990'. */
export function formatDob(dob: string, lang: Language): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(dob) ? formatDate(dob, lang, 'short') : blank(dob);
}

/** When a bib was collected, short enough for a table cell: '22 พ.ย. 2569 14:05'. */
export function formatCollectedAt(at: string | null, lang: Language): string {
  return at ? formatShortDateTime(at, lang) : '';
}

/**
 * Where a runner stands at the desk: kit to hand over (pending) or handed over (done); or not to hand
 * over: the order is not paid yet, is cancelled (or deleted, expired), or the kit was posted by EMS.
 */
export type DeskState = 'pending' | 'done' | 'unpaid' | 'cancelled' | 'posted';

export function deskState(row: {
  order_status: string;
  is_checkbib: string;
  tracking_no: string | null;
}): DeskState {
  if (row.order_status === 'INITIAL') return 'unpaid';
  if (row.order_status !== 'PAID') return 'cancelled';
  if (row.is_checkbib === 'Y') return 'done';
  return row.tracking_no ? 'posted' : 'pending';
}
