import { formatDate, type EventSummary, type Language } from '@raceday/domain';
import { pickText } from '@/lib/language';

export type EventGroupKey = 'open' | 'soon' | 'closed';

/** OPEN, SOON, anything else = registration closed (seed 000, section 3). */
export function eventGroupOf(event: Pick<EventSummary, 'event_status'>): EventGroupKey {
  if (event.event_status === 'OPEN') return 'open';
  if (event.event_status === 'SOON') return 'soon';
  return 'closed';
}

/** What an event's badge says: its group, or 'full' for an open event with no place left. */
export type EventBadgeKey = EventGroupKey | 'full';

/**
 * The badge of an event: an open one whose places are all taken reads 'full' everywhere (home card,
 * page head, registration box). `fullNow`: the page's own places check says so (it is fresher).
 */
export function eventBadgeOf(
  event: Pick<EventSummary, 'event_status' | 'is_full'>,
  fullNow = false,
): EventBadgeKey {
  const group = eventGroupOf(event);
  return group === 'open' && (event.is_full === 'Y' || fullNow) ? 'full' : group;
}

const byDate = (a: EventSummary, b: EventSummary) => a.event_date.localeCompare(b.event_date);

/**
 * The home page's three groups: open events newest first (latest race day first, as the server
 * lists them), soon by race day ascending, closed with the most recent race first.
 */
export function groupEvents(events: readonly EventSummary[]): Record<EventGroupKey, EventSummary[]> {
  const groups: Record<EventGroupKey, EventSummary[]> = { open: [], soon: [], closed: [] };
  for (const event of events) groups[eventGroupOf(event)].push(event);
  groups.open.sort((a, b) => byDate(b, a) || b.id - a.id);
  groups.soon.sort((a, b) => byDate(a, b) || a.id - b.id);
  groups.closed.sort((a, b) => byDate(b, a) || b.id - a.id);
  return groups;
}

export function eventTitle(event: Pick<EventSummary, 'title' | 'title_en'>, lang: Language): string {
  return pickText(lang, event.title, event.title_en);
}

export function eventLocation(event: Pick<EventSummary, 'location' | 'location_en'>, lang: Language): string {
  return pickText(lang, event.location, event.location_en);
}

/** The card's date: the server's event_date_text (English variant in English), else formatted here. */
export function eventDateText(
  event: Pick<EventSummary, 'event_date' | 'event_date_text' | 'event_date_text_en'>,
  lang: Language,
): string {
  const text = lang === 'en' ? event.event_date_text_en : event.event_date_text;
  if (text && text.trim() !== '') return text;
  return formatDate(event.event_date, lang, 'short');
}

/** Shown while a cover image is missing or cannot load. */
export const COVER_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">' +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b5f86"/>' +
      '<stop offset="1" stop-color="#2694c6"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/>' +
      '<path d="M0 470 C300 400 500 560 800 480 S1100 420 1200 450 V630 H0Z" fill="#ffffff" opacity="0.12"/></svg>',
  );
