import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Member-Passw0rd';
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers,
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  await post('/v1/user/register', {
    name: 'มานี',
    sername: 'มีนา',
    email: 'manee@example.com',
    password: PASSWORD,
    display_name: 'มานี',
    mobile_no: '0812223333',
  });
});
describe('roles on the back office', () => {
  const login = async (email: string, password: string) =>
    (await post('/v1/auth/login', { email, password })).json<{ accessToken: string }>().accessToken;

  it('a member gets 403, an anonymous caller 401', async () => {
    const member = await login('manee@example.com', PASSWORD);
    for (const [url, body] of [
      ['/v1/organizer/event', undefined],
      ['/v1/organizer/authorization', { event_key: 'all-admin' }],
    ] as const) {
      expect((await post(url, body, bearer(member))).statusCode).toBe(403);
      expect((await post(url, body)).statusCode).toBe(401);
    }
    // Who may call is checked before what was sent: no login is 401 even with a bad body.
    expect((await post('/v1/organizer/report-order-latest', { nonsense: 1 })).statusCode).toBe(401);
    const member403 = await post('/v1/organizer/report-order-latest', { nonsense: 1 }, bearer(member));
    expect(member403.statusCode).toBe(403);
  });

  it('the organizer sees only linked events and is authorized for those; the admin for all-admin', async () => {
    const organizer = await login(DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
    const list = (await post('/v1/organizer/event', undefined, bearer(organizer))).json<{
      body: { event_key: string; is_enable_checkbib_function: string }[];
    }>().body;
    expect(list.map((e) => e.event_key).sort()).toEqual([
      'bangkok-riverside-marathon-2027',
      'chiangmai-doi-suthep-trail-2027',
      'khaoyai-charity-fun-run-2027',
      'khonkaen-night-run-2027',
    ]);
    const auth = (key: string, token: string) =>
      post('/v1/organizer/authorization', { event_key: key }, bearer(token)).then(
        (r) => r.json<{ message: { is_authorization: string } }>().message.is_authorization,
      );
    expect(await auth('bangkok-riverside-marathon-2027', organizer)).toBe('Y');
    expect(await auth('korat-test-run-2027', organizer)).toBe('N');
    expect(await auth('all-admin', organizer)).toBe('N');
    // No such event: 404, so the page shows its not-found screen rather than "not authorized".
    const missing = await post(
      '/v1/organizer/authorization',
      { event_key: 'no-such-race' },
      bearer(organizer),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', code: 'event.not_found', message: 'ไม่พบกิจกรรมนี้' });
    const admin = await login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect(await auth('all-admin', admin)).toBe('Y');
    expect(await auth('korat-test-run-2027', admin)).toBe('Y');
    expect(
      (await post('/v1/organizer/event', undefined, bearer(admin))).json<{ body: unknown[] }>().body,
    ).toHaveLength(8);
  });
});
