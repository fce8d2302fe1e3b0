/**
 * Password guessing spread over many addresses (issue 23, item 7): wrong passwords are bounded per
 * e-mail from all addresses together, an unknown e-mail is held exactly like a known one, and the
 * owner's known device (a signed cookie from an earlier login) is not held by that bound, nor by the
 * per-address limit of an address the owner shares with a guesser. The throttle's clock stands still
 * here, so each bound shows exactly.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  ACCOUNT_FREE_FAILURES,
  DEVICE_FREE_FAILURES,
  FORGET_AFTER_MS,
  KNOWN_DEVICE_COOKIE,
} from '../../src/services/people/login-throttle';
import { buildTestApp, type TestApp } from '../helper';

const PASSWORD = 'Owner-Passw0rd!';
/** Password checks per address per minute in this app: each guessing address spends all of them. */
const PER_ADDRESS = 5;

let t: TestApp;
let now = Date.UTC(2027, 2, 1, 3, 0, 0);

beforeAll(async () => {
  t = await buildTestApp({ seed: false, config: { LOGIN_RATE_PER_MINUTE: String(PER_ADDRESS) } });
  vi.spyOn(t.app.loginThrottle.clock, 'now').mockImplementation(() => now);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});
afterEach(() => {
  // Every test starts after the last one's counts are forgotten.
  now += FORGET_AFTER_MS;
});

async function signUp(email: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/user/register',
    remoteAddress: '192.0.2.250',
    payload: {
      name: 'เจ้าของ',
      sername: 'บัญชี',
      email,
      password: PASSWORD,
      display_name: 'owner',
      mobile_no: '0812223344',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const login = (
  email: string,
  password: string,
  remoteAddress: string,
  opts: { device?: string; language?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress,
    headers: { 'accept-language': opts.language ?? 'en' },
    ...(opts.device ? { cookies: { [KNOWN_DEVICE_COOKIE]: opts.device } } : {}),
    payload: { email, password },
  });

/** The known-device cookie a successful login set. */
function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
  expect(cookie, 'a known-device cookie').toBeDefined();
  return cookie!.value;
}

/**
 * Addresses no other test used (the per-address limit counts in real minutes, not on the throttle's
 * clock): `address(n)` is the n-th of a fresh /24.
 */
let nets = 0;
function freshAddresses(): (n: number) => string {
  const net = ++nets;
  return (n) => `10.${net}.0.${n}`;
}

/** `count` addresses, each `per` wrong passwords for `email` in turn; every reply, in order. */
async function spreadGuessing(email: string, count: number, per: number, address = freshAddresses()) {
  const replies: LightMyRequestResponse[] = [];
  for (let round = 0; round < per; round++) {
    for (let a = 1; a <= count; a++) {
      replies.push(await login(email, `guess-${round}-${a}`, address(a)));
    }
  }
  return replies;
}

const summary = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  retryAfter: res.headers['retry-after'],
  body: res.json<unknown>(),
});

describe('wrong passwords for one e-mail from many addresses', () => {
  it('60 addresses × 5 wrong passwords: the first 10 are checked, the other 290 refused with 429', async () => {
    const email = 'target@example.com';
    await signUp(email);
    const replies = await spreadGuessing(email, 60, 5);
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FREE_FAILURES);
    expect(statuses.slice(0, ACCOUNT_FREE_FAILURES).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(ACCOUNT_FREE_FAILURES).every((s) => s === 429)).toBe(true);
    const refused = replies.at(-1)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'auth.account_locked_for',
      message:
        'Too many wrong passwords for this e-mail; please wait 1 seconds and try again (a device that has logged in with it before can log in now)',
    });
    // Thai, and held for the right password too, from an address that never guessed.
    const thai = await login(email, PASSWORD, '198.51.100.77', { language: 'th' });
    expect(thai.statusCode).toBe(429);
    expect(thai.json<{ message: string }>().message).toBe(
      'มีการใส่รหัสผ่านผิดสำหรับอีเมลนี้หลายครั้งเกินไป กรุณารอ 1 วินาทีแล้วลองใหม่ (อุปกรณ์ที่เคยเข้าสู่ระบบด้วยอีเมลนี้แล้วเข้าได้ทันที)',
    );
    expect(thai.cookies).toEqual([]);
  });

  it('each further wrong password doubles the wait, at most 15 minutes; an hour of quiet forgets them', async () => {
    const email = 'slow@example.com';
    await signUp(email);
    const waits: number[] = [];
    const address = freshAddresses();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 12; i++) {
      const res = await login(email, `guess-${i}`, address(i + 1));
      if (res.statusCode === 429) {
        const wait = Number(res.headers['retry-after']);
        waits.push(wait);
        now += wait * 1000;
        expect((await login(email, `guess-${i}`, address(i + 1))).statusCode).toBe(401);
      } else {
        expect(res.statusCode).toBe(401);
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    now += FORGET_AFTER_MS;
    expect((await login(email, PASSWORD, '192.0.2.99')).statusCode).toBe(200);
  });

  it('gives an unknown e-mail the same answers as a known one', async () => {
    const known = 'known@example.com';
    await signUp(known);
    const address = freshAddresses();
    const attack = async (email: string) => (await spreadGuessing(email, 15, 1, address)).map(summary);
    const forKnown = await attack(known);
    now += FORGET_AFTER_MS;
    const forUnknown = await attack('nobody-here@example.com');
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.map((r) => r.status)).toEqual([...Array<number>(10).fill(401), 429, 429, 429, 429, 429]);
  });

  it('counts checks made at once: 100 guesses together from 50 addresses get 10 password checks', async () => {
    const email = 'together@example.com';
    await signUp(email);
    const address = freshAddresses();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(email, `guess-${i}`, address((i % 50) + 1))),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FREE_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - ACCOUNT_FREE_FAILURES);
  });
});

describe("the owner's known device", () => {
  it('gets a signed HttpOnly SameSite=Lax cookie for 180 days at login', async () => {
    const email = 'cookie@example.com';
    await signUp(email);
    const res = await login(email, PASSWORD, '192.0.2.1');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v1/auth', maxAge: 180 * 86400 });
    // Plain http here; behind https (X-Forwarded-Proto with TRUST_PROXY, or PUBLIC_BASE_URL) it is Secure.
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).not.toContain(email);
  });

  it('logs in during the attack, even from a guessing address whose own limit is spent', async () => {
    const email = 'owner@example.com';
    await signUp(email);
    const device = deviceCookie(await login(email, PASSWORD, '198.51.100.9'));

    const address = freshAddresses();
    const replies = await spreadGuessing(email, 60, PER_ADDRESS, address);
    expect(replies.at(-1)!.statusCode).toBe(429);
    // Without the cookie the owner waits like everyone else (the bound cannot tell them apart) ...
    const stranger = await login(email, PASSWORD, '198.51.100.9');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json<{ code: string }>().code).toBe('auth.account_locked_for');
    // ... and the guessing address 7 has spent its password checks of this minute.
    const spent = await login('someone-else@example.com', PASSWORD, address(7));
    expect(spent.statusCode).toBe(429);
    expect(spent.json<{ code: string }>().code).toBe('http.rate_limited_for');

    // With it, the owner is in: from home, and from the guessers' shared address.
    const home = await login(email, PASSWORD, '198.51.100.9', { device });
    expect(home.statusCode).toBe(200);
    const shared = await login(email, PASSWORD, address(7), { device: deviceCookie(home) });
    expect(shared.statusCode).toBe(200);
    const token = shared.json<{ accessToken: string }>().accessToken;
    const profile = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(201);
    // A typo on the known device is an ordinary wrong password, not a lockout.
    expect((await login(email, 'typo', address(7), { device })).statusCode).toBe(401);
  });

  it('is no free pass: its own bound, this account only, not when altered, not after logging out everywhere', async () => {
    const email = 'device@example.com';
    const other = 'device-other@example.com';
    await signUp(email);
    await signUp(other);
    const first = await login(email, PASSWORD, '192.0.2.40');
    const device = deviceCookie(first);

    // A stolen cookie: DEVICE_FREE_FAILURES wrong passwords, then the same growing delay.
    const statuses: number[] = [];
    let address = freshAddresses();
    for (let i = 0; i < DEVICE_FREE_FAILURES + 2; i++) {
      statuses.push((await login(email, `guess-${i}`, address(i + 1), { device })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(DEVICE_FREE_FAILURES).fill(401), 429, 429]);
    const held = await login(email, PASSWORD, '192.0.2.40', { device });
    expect(held.statusCode).toBe(429);
    expect(held.json<{ code: string }>().code).toBe('auth.too_many');

    // For another account it is no cookie at all: that account's bound counts the guesses.
    const otherStatuses: number[] = [];
    address = freshAddresses();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 1; i++) {
      otherStatuses.push((await login(other, `guess-${i}`, address(i + 1), { device })).statusCode);
    }
    expect(otherStatuses.at(-1)).toBe(429);

    // Altered (another account id in it) or made up: no cookie either.
    now += FORGET_AFTER_MS;
    const [, id, ...rest] = device.split('.');
    const forged = ['1', String(Number(id) + 1), ...rest].join('.');
    address = freshAddresses();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      await login(other, `guess-${i}`, address(i + 1), { device: forged });
    }
    expect((await login(other, PASSWORD, '192.0.2.41', { device: forged })).statusCode).toBe(429);
    expect((await login(other, PASSWORD, '192.0.2.41', { device: 'made-up' })).statusCode).toBe(429);

    // Logging out everywhere forgets every known device of the account.
    now += FORGET_AFTER_MS;
    const fresh = await login(email, PASSWORD, '192.0.2.40');
    const freshDevice = deviceCookie(fresh);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout-all',
      headers: { authorization: `Bearer ${fresh.json<{ accessToken: string }>().accessToken}` },
    });
    expect(logout.statusCode).toBe(200);
    await spreadGuessing(email, ACCOUNT_FREE_FAILURES, 1);
    expect((await login(email, PASSWORD, '192.0.2.40', { device: freshDevice })).statusCode).toBe(429);
  });

  it('a new password gives this browser a fresh cookie that still counts as known', async () => {
    const email = 'newpass@example.com';
    await signUp(email);
    const first = await login(email, PASSWORD, '192.0.2.50');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/v1/user/password',
      remoteAddress: '192.0.2.50',
      headers: { authorization: `Bearer ${first.json<{ accessToken: string }>().accessToken}` },
      payload: { current_password: PASSWORD, new_password: 'Another-Passw0rd!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const device = deviceCookie(changed);
    await spreadGuessing(email, ACCOUNT_FREE_FAILURES + 1, 1);
    expect((await login(email, 'Another-Passw0rd!', '192.0.2.50')).statusCode).toBe(429);
    expect((await login(email, 'Another-Passw0rd!', '192.0.2.50', { device })).statusCode).toBe(200);
  });
});
