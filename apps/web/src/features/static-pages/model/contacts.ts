/**
 * RaceDay's own help channels, shown on the about and policy pages. They are the defaults of the
 * server's SUPPORT_* settings (apps/server/src/config.ts), which the order page shows.
 */
export const SUPPORT_CONTACTS = {
  facebook: 'https://www.facebook.com/',
  line: '@raceday',
  email: 'support@raceday.example',
  phone: '02-000-0000',
} as const;

export function lineUrl(id: string): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(id.trim())}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoUrl(email: string, subject?: string, body?: string): string {
  const params = [
    ...(subject ? [`subject=${encodeURIComponent(subject)}`] : []),
    ...(body ? [`body=${encodeURIComponent(body)}`] : []),
  ];
  return `mailto:${email}${params.length > 0 ? `?${params.join('&')}` : ''}`;
}
