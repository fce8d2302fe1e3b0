/** Back-office specs: the demo accounts, and a browser that starts logged in (as after a login). */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const ACCOUNTS = {
  organizer: { email: 'organizer@raceday.local', password: 'Organizer#2026' },
  admin: { email: 'admin@raceday.local', password: 'Admin#2026' },
};

export interface Session {
  accessToken: string;
  body: unknown;
}

// One API login per account and worker: the login route allows 20 a minute per address.
const sessions = new Map<string, Promise<Session>>();
export function session(request: APIRequestContext, who: keyof typeof ACCOUNTS): Promise<Session> {
  let s = sessions.get(who);
  if (!s) {
    s = request.post('/v1/auth/login', { data: ACCOUNTS[who] }).then(async (res) => {
      expect(res.status()).toBe(200);
      return (await res.json()) as Session;
    });
    sessions.set(who, s);
  }
  return s;
}

/** The browser starts with the stored token and user, as after a login. */
export async function signIn(page: Page, who: keyof typeof ACCOUNTS): Promise<void> {
  const s = await session(page.request, who);
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('_rr_token', token);
      localStorage.setItem('_rr_user', user);
    },
    [s.accessToken, JSON.stringify(s.body)] as const,
  );
}

/**
 * Waits on the super-admin's outbox page (already open) until `row` shows as sent. The sender passes
 * every 5 s; each reload gets room to render on a busy machine (two workers, a server and two browsers
 * on two cores drew the outbox in more than 2 s), and the whole wait a minute.
 */
export async function waitUntilSent(page: Page, row: Locator): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('outbox-status')).toHaveAttribute('data-status', 'SENT', { timeout: 8_000 });
  }).toPass({ timeout: 60_000 });
}
