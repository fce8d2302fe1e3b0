import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { EventDetail } from '@raceday/domain';
import { users } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { setRole, tokenSecret } from '../../src/services/people/accounts';
import { KNOWN_DEVICE_COOKIE } from '../../src/services/people/login-throttle';
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

  it('creates an account with the seed payload and logs the runner in as a login does', async () => {
    const res = await post('/v1/user/register', account(), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(201);
    const reply = res.json<{ accessToken: string; body: Record<string, unknown> }>();
    expect(reply).toMatchObject({
      status: 'success',
      message: 'Your account is ready and you are logged in',
      body: { email: 'manee@example.com', role: 'member', fname: 'มานี', lname: 'มีนา' },
    });
    expect(JSON.stringify(reply)).not.toMatch(/password|argon2/i);
    // The token is a session: the profile check accepts it, and this browser is a known device.
    const profile = await post('/v1/auth/profile', undefined, bearer(reply.accessToken));
    expect(profile.statusCode).toBe(201);
    expect(profile.json<{ body: { id: number } }>().body.id).toBe(reply.body.id);
    expect(res.cookies.some((c) => c.name === KNOWN_DEVICE_COOKIE)).toBe(true);
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

  it('slows down the e-mail and address that guess; the owner logs in from a known device', async () => {
    const admin = DEMO_ACCOUNTS.admin;
    const attacker = '203.0.113.7';
    const owner = '198.51.100.9';
    const clock = t.app.loginThrottle.clock;
    let now = Date.UTC(2027, 0, 10, 3, 0, 0);
    const spy = vi.spyOn(clock, 'now').mockImplementation(() => now);
    const attempt = (password: string, remoteAddress: string, language = 'en', device?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress,
        headers: { 'accept-language': language },
        ...(device ? { cookies: { [KNOWN_DEVICE_COOKIE]: device } } : {}),
        payload: { email: admin.email, password },
      });
    try {
      // The owner logged in from their browser before: it is a known device of the account.
      const before = await attempt(admin.password, owner);
      const device = before.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)!.value;

      // 15 wrong passwords, each after the delay the one before earned (no wait for the first five).
      const delays: number[] = [];
      for (let i = 1; i <= 15; i++) {
        const res = await attempt(`guess-${i}`, attacker);
        expect(res.statusCode, `guess ${i}`).toBe(401);
        const delay = i < 5 ? 0 : Math.min(2 ** (i - 5), 900);
        delays.push(delay);
        now += delay * 1000;
      }
      expect(delays.slice(4)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
      now -= 900 * 1000;

      // The owner, from their known device, with the right password: in at once. From a browser the
      // account has not seen, the e-mail's own bound (10 wrong passwords from anywhere) holds them too.
      expect((await attempt(admin.password, owner)).json<{ code: string }>().code).toBe(
        'auth.account_locked_for',
      );
      const ok = await attempt(admin.password, owner, 'en', device);
      expect(ok.statusCode).toBe(200);
      const token = ok.json<{ accessToken: string }>().accessToken;
      expect((await post('/v1/auth/profile', undefined, bearer(token))).statusCode).toBe(201);

      // The guessing address waits 15 minutes, even with the right password, and is told so.
      const blocked = await attempt(admin.password, attacker);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('900');
      expect(blocked.json()).toEqual({
        status: 'error',
        code: 'auth.too_many',
        message: 'Too many wrong passwords; please wait 900 seconds and try again',
      });
      now += 899 * 1000;
      const thai = await attempt(admin.password, attacker, 'th');
      expect(thai.statusCode).toBe(429);
      expect(thai.headers['retry-after']).toBe('1');
      expect(thai.json<{ message: string }>().message).toBe('ใส่รหัสผ่านผิดหลายครั้งเกินไป กรุณารอ 1 วินาทีแล้วลองใหม่');

      // After the delay the right password goes through, and clears the pair.
      now += 1000;
      expect((await attempt(admin.password, attacker)).statusCode).toBe(200);
      expect((await attempt('guess-again', attacker)).statusCode).toBe(401);
    } finally {
      spy.mockRestore();
    }
  });

  it('counts password checks per address (LOGIN_RATE_PER_MINUTE): one more is a 429 with Retry-After', async () => {
    const limited = await buildTestApp({ config: { LOGIN_RATE_PER_MINUTE: '3' } });
    try {
      const login = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          remoteAddress,
          payload: { email: DEMO_ACCOUNTS.organizer.email, password: DEMO_ACCOUNTS.organizer.password },
        });
      for (let i = 0; i < 3; i++) expect((await login('203.0.113.7')).statusCode).toBe(200);
      const refused = await login('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is counted on its own.
      expect((await login('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('never writes a password into the logs', () => {
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.join('\n')).not.toContain(PASSWORD);
  });
});

describe('ending sessions', () => {
  const ownKey = () => new TextEncoder().encode(tokenSecret(undefined, t.app.config.DATA_DIR));
  const profileStatus = async (token: string) =>
    (await post('/v1/auth/profile', undefined, bearer(token))).statusCode;
  let n = 0;
  /** A fresh member, and a login of theirs from a given address. */
  async function member(password = PASSWORD) {
    const email = `sessions-${++n}@example.com`;
    const res = await post('/v1/user/register', account({ email, password }));
    expect(res.statusCode).toBe(201);
    return email;
  }
  async function loginAs(email: string, password = PASSWORD, remoteAddress = '192.0.2.10') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress,
      payload: { email, password },
    });
    return { status: res.statusCode, token: res.json<{ accessToken?: string }>().accessToken ?? '' };
  }

  it('refuses a token signed with our key that has no expiry', async () => {
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    const claims = { role: 'ssadmin', ver: admin!.tokenVersion };
    const forever = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin!.id))
      .setIssuedAt()
      .sign(ownKey());
    const expiring = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin!.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(ownKey());
    expect(await profileStatus(expiring)).toBe(201);
    expect(await profileStatus(forever)).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/event',
      headers: bearer(forever),
    });
    expect(res.statusCode).toBe(401);
  });

  it("logs out of all devices: every earlier token stops working, the caller's included", async () => {
    const email = await member();
    const phone = await loginAs(email, PASSWORD, '192.0.2.11');
    const laptop = await loginAs(email, PASSWORD, '192.0.2.12');
    expect(await profileStatus(phone.token)).toBe(201);
    expect(await profileStatus(laptop.token)).toBe(201);

    expect((await post('/v1/auth/logout-all')).statusCode).toBe(401);
    const res = await post('/v1/auth/logout-all', undefined, {
      ...bearer(laptop.token),
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'success', message: 'Logged out of all devices' });

    expect(await profileStatus(phone.token)).toBe(401);
    expect(await profileStatus(laptop.token)).toBe(401);
    expect((await post('/v1/member-event/order', undefined, bearer(phone.token))).statusCode).toBe(401);
    // Logging in again works and gives a token that does.
    const again = await loginAs(email);
    expect(again.status).toBe(200);
    expect(await profileStatus(again.token)).toBe(201);
  });

  it('changes the password: the old one and every other session end, this one goes on', async () => {
    const email = await member();
    const here = await loginAs(email, PASSWORD, '192.0.2.21');
    const elsewhere = await loginAs(email, PASSWORD, '192.0.2.22');
    const change = (token: string, payload: Record<string, unknown>, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/password',
        remoteAddress: '192.0.2.21',
        headers: { ...bearer(token), 'accept-language': language },
        payload,
      });
    const NEW = 'An0ther-Long-Passw0rd';

    expect(
      (await post('/v1/user/password', { current_password: PASSWORD, new_password: NEW })).statusCode,
    ).toBe(401);
    const wrong = await change(here.token, { current_password: 'not-my-password', new_password: NEW });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: 'error',
      code: 'auth.wrong_password',
      message: 'The current password is not correct',
      field: 'current_password',
    });
    const wrongThai = await change(
      here.token,
      { current_password: 'not-my-password', new_password: NEW },
      'th',
    );
    expect(wrongThai.json()).toMatchObject({ message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', field: 'current_password' });
    const short = await change(here.token, { current_password: PASSWORD, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      field: 'new_password',
      message: 'new_password: must be at least 8 characters',
    });
    // Refused attempts changed nothing.
    expect(await profileStatus(elsewhere.token)).toBe(201);

    const res = await change(here.token, { current_password: PASSWORD, new_password: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{
      status: string;
      message: string;
      accessToken: string;
      body: { email: string };
    }>();
    expect(body).toMatchObject({
      status: 'success',
      message: 'Password changed; your other devices have been logged out',
      body: { email },
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|Passw0rd/);

    expect(await profileStatus(body.accessToken)).toBe(201);
    expect(await profileStatus(here.token)).toBe(401);
    expect(await profileStatus(elsewhere.token)).toBe(401);
    expect((await loginAs(email, PASSWORD, '192.0.2.23')).status).toBe(401);
    const withNew = await loginAs(email, NEW, '192.0.2.23');
    expect(withNew.status).toBe(200);
    expect(await profileStatus(withNew.token)).toBe(201);
    const [stored] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('ends the sessions of an account whose role changes (npm run user:role)', async () => {
    const email = await member();
    const before = await loginAs(email);
    // The same role again changes nothing: the session goes on.
    expect((await setRole(t.database.db, email, 'member'))!.role).toBe('member');
    expect(await profileStatus(before.token)).toBe(201);

    expect((await setRole(t.database.db, email.toUpperCase(), 'organizer'))!.role).toBe('organizer');
    expect(await profileStatus(before.token)).toBe(401);
    const after = await loginAs(email);
    const res = await post('/v1/auth/profile', undefined, bearer(after.token));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ body: { role: string } }>().body.role).toBe('organizer');
    expect(await setRole(t.database.db, 'nobody@example.com', 'organizer')).toBeNull();
  });
});
