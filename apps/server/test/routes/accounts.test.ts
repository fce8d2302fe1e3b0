import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { EventDetail } from '@raceday/domain';
import { users } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { tokenSecret } from '../../src/services/accounts';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

const logLines: string[] = [];
let t: TestApp;
let bangkok: EventDetail;
beforeAll(async () => {
  t = await buildTestApp({ logLines });
  bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Sup3r-Secret-Passw0rd';
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers,
  });
const account = (over: Record<string, unknown> = {}) => ({
  name: 'มานี',
  sername: 'มีนา',
  email: 'manee@example.com',
  password: PASSWORD,
  display_name: 'มานี',
  mobile_no: '0812223333',
  ...over,
});
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-up, login and profile', () => {
  let token = '';

  it('creates an account with the seed payload and tells the runner to log in', async () => {
    const res = await post('/v1/user/register', account(), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: 'Register completed, please login' });
    const [u] = await t.database.db
      .select()
      .from(users)
      .where(sql`email = 'manee@example.com'`);
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(u!.passwordHash).not.toContain(PASSWORD);
    expect(u!.role).toBe('member');
  });

  it.each([
    [
      'an existing e-mail in another case',
      { email: 'MANEE@Example.COM' },
      'email',
      'email: An account with this e-mail already exists',
    ],
    ['a malformed e-mail', { email: 'manee.example.com' }, 'email', 'email: is not a valid e-mail address'],
    [
      'a short password',
      { password: 'short7!', email: 'x1@example.com' },
      'password',
      'password: must be at least 8 characters',
    ],
    [
      'an 11-digit mobile',
      { mobile_no: '08122233334', email: 'x2@example.com' },
      'mobile_no',
      'mobile_no: must be exactly 10 digits',
    ],
    [
      'a missing last name',
      { sername: undefined, email: 'x3@example.com' },
      'sername',
      'sername: is required',
    ],
    [
      'an extra field',
      { role: 'ssadmin', email: 'x4@example.com' },
      '',
      'request body: has unknown fields: role',
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_, over, field, messageText) => {
    const before = await userCount();
    const res = await post('/v1/user/register', account(over), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ field: string; message: string }>();
    expect(body.field).toBe(field);
    expect(body.message).toBe(
      messageText.startsWith('email: An account')
        ? 'An account with this e-mail already exists'
        : messageText,
    );
    expect(await userCount()).toBe(before);
  });

  it('logs in with a token and the user (never the password), case-insensitively', async () => {
    const res = await post('/v1/auth/login', { email: 'Manee@Example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; accessToken: string; body: Record<string, unknown> }>();
    expect(body.status).toBe('success');
    expect(body.accessToken.length).toBeGreaterThan(10);
    expect(body.body).toMatchObject({
      email: 'manee@example.com',
      role: 'member',
      fname: 'มานี',
      lname: 'มีนา',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    token = body.accessToken;
  });

  it('answers the profile check with 201 for a valid token', async () => {
    const res = await post('/v1/auth/profile', undefined, bearer(token));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ body: { email: string } }>().body.email).toBe('manee@example.com');
  });

  it('lets the member edit name, display name and mobile', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user/profile',
      headers: bearer(token),
      payload: { name: 'มานี', sername: 'ใจงาม', display_name: 'Manee Runs', mobile_no: '0899990000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ body: Record<string, string> }>().body).toMatchObject({
      lname: 'ใจงาม',
      display_name: 'Manee Runs',
      mobile_no: '0899990000',
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user/profile',
      headers: bearer(token),
      payload: { name: 'x', sername: 'y', display_name: 'z', mobile_no: '1' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists only the orders the member placed while logged in', async () => {
    const mine = await post('/v1/order/create', orderFor(bangkok, [runnerFor(bangkok)]), bearer(token));
    expect(mine.statusCode).toBe(201);
    const anonymous = await post(
      '/v1/order/create',
      orderFor(bangkok, [runnerFor(bangkok, { email: 'manee@example.com' })]),
    );
    expect(anonymous.statusCode).toBe(201);
    const res = await post('/v1/member-event/order', undefined, bearer(token));
    expect(res.statusCode).toBe(200);
    const list = res.json<{ body: { uuid: string; event_key: string; status: string }[] }>().body;
    expect(list.map((o) => o.uuid)).toEqual([mine.json<{ uuid: string }>().uuid]);
    expect(list[0]).toMatchObject({ event_key: bangkok.event_key, status: 'INITIAL' });
  });

  it('lands the demo organizer and admin with their roles', async () => {
    for (const a of [DEMO_ACCOUNTS.organizer, DEMO_ACCOUNTS.admin]) {
      const res = await post('/v1/auth/login', { email: a.email, password: a.password });
      expect(res.json<{ body: { role: string } }>().body.role).toBe(a.role);
    }
  });
});

describe('tokens', () => {
  it('refuses a missing, garbage, forged or expired token with 401 on every protected call', async () => {
    const forged = await new SignJWT({ role: 'ssadmin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-123456'));
    const login = await post('/v1/auth/login', { email: 'manee@example.com', password: PASSWORD });
    const real = login.json<{ accessToken: string }>().accessToken;
    const [, payload] = real.split('.');
    const tampered = `${real.split('.')[0]}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '2' })).toString('base64url')}.${real.split('.')[2]}`;
    // Signed with the server's own secret, but long expired.
    const ownSecret = tokenSecret(undefined, t.app.config.DATA_DIR);
    const expired = await new SignJWT({ role: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(ownSecret));
    const fresh = await new SignJWT({ role: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(ownSecret));
    expect((await post('/v1/auth/profile', undefined, bearer(fresh))).statusCode).toBe(201);
    for (const headers of [
      {},
      bearer('garbage-token-value'),
      bearer(forged),
      bearer(tampered),
      bearer(expired),
      { authorization: `Basic ${real}` },
    ]) {
      for (const [method, url] of [
        ['POST', '/v1/auth/profile'],
        ['POST', '/v1/member-event/order'],
        ['PATCH', '/v1/user/profile'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload:
            method === 'PATCH'
              ? { name: 'a', sername: 'b', display_name: 'c', mobile_no: '0812345678' }
              : undefined,
        });
        expect(res.statusCode, `${url} ${JSON.stringify(headers).slice(0, 40)}`).toBe(401);
        expect(res.json<{ status: string }>().status).toBe('error');
      }
    }
  });
});

describe('brute force', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/v1/auth/login', { email: 'nobody@example.com', password: PASSWORD });
    const wrong = await post('/v1/auth/login', { email: 'manee@example.com', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an e-mail after 10 failures while others log in normally', async () => {
    await post('/v1/user/register', account({ email: 'target@example.com' }));
    let last = await post('/v1/auth/login', { email: 'target@example.com', password: 'guess-0000' });
    for (let i = 1; i < 10; i++)
      last = await post('/v1/auth/login', { email: 'target@example.com', password: `guess-${i}` });
    expect(last.statusCode).toBe(401);
    const locked = await post(
      '/v1/auth/login',
      { email: 'target@example.com', password: PASSWORD },
      { 'accept-language': 'en' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toBe(
      'Too many failed logins; please wait 15 minutes and try again',
    );
    const other = await post('/v1/auth/login', { email: 'manee@example.com', password: PASSWORD });
    expect(other.statusCode).toBe(200);
  });

  it('never writes a password into the logs', () => {
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.join('\n')).not.toContain(PASSWORD);
  });
});
