import { BUDDHIST_ERA_OFFSET, EVENT_TIME_ZONE, type Language } from './constants';

const LOCALE: Record<Language, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };

/** A calendar date such as 2027-03-14, in Thai with the Buddhist-era year ("14 มีนาคม 2570"). */
export function formatDate(date: Date | string, lang: Language, style: 'long' | 'short' = 'long'): string {
  const d = typeof date === 'string' ? new Date(date.length === 10 ? `${date}T00:00:00+07:00` : date) : date;
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: EVENT_TIME_ZONE,
    day: 'numeric',
    month: style,
    year: 'numeric',
    ...(style === 'long' ? { weekday: 'long' } : {}),
  }).format(d);
}

/** A moment with its time in Bangkok, e.g. "1 ธันวาคม 2569 เวลา 10:00 น." / "1 December 2026, 10:00". */
export function formatDateTime(date: Date | string, lang: Language): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const day = new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: EVENT_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);
  return lang === 'th' ? `${day} เวลา ${time} น.` : `${day}, ${time}`;
}

export function toBuddhistYear(gregorianYear: number): number {
  return gregorianYear + BUDDHIST_ERA_OFFSET;
}
