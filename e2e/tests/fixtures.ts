import type { Page } from '@playwright/test';

/** Thai script anywhere in a text: an English page must not show any. */
export const THAI = /[\u0E00-\u0E7F]/;

/** Fetches what the server says about an event, to compare the page with it. */
export async function apiEvent(page: Page, key: string): Promise<Record<string, string>> {
  const res = await page.request.get(`/v1/events/${key}`);
  return (await res.json()) as Record<string, string>;
}

export const EVENTS = {
  open: 'bangkok-riverside-marathon-2027',
  direct: 'chiangmai-doi-suthep-trail-2027',
  free: 'khaoyai-charity-fun-run-2027',
  full: 'khonkaen-night-run-2027',
  test: 'korat-test-run-2027',
  soonFirst: 'phuket-sunrise-half-marathon-2027',
  soonLater: 'songkhla-lake-run-2027',
  closed: 'huahin-beach-run-2026',
} as const;
