/**
 * Buyers behind one carrier address (issue 23, item 6): order attempts from a busy address without a
 * device token are answered 429 challenge.required; a proof-of-work challenge (POST /v1/challenge,
 * solved, POST /v1/challenge/verify) earns a device token, which is counted on its own instead of the
 * address. A replayed or wrong solution earns nothing; a forged or expired token counts as none.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '@raceday/domain';
import { deviceChallenges } from '../../src/services/people/challenge';
import { buildTestApp, type TestApp } from '../helper';
import { earnDeviceToken } from '../support/devices';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
beforeAll(async () => {
  // The real per-address and per-device limits (the shared test config lifts the address one).
  t = await buildTestApp({ config: { ORDER_RATE_PER_MINUTE: '20', ORDER_RATE_PER_DEVICE_PER_MINUTE: '10' } });
  bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
});
afterAll(async () => {
  await t.close();
});

const fetchChallenge = async (remoteAddress = '198.51.100.1') => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/challenge', remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ challenge: Challenge }>().challenge;
};
const verify = (payload: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/challenge/verify',
    payload: payload as object,
    headers: { 'accept-language': lang },
  });
const create = (from: string, headers: Record<string, string> = {}, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/order/create',
    payload: orderFor(bangkok, [runnerFor(bangkok)]) as object,
    remoteAddress: from,
    headers: { 'accept-language': lang, ...headers },
  });

describe('POST /v1/challenge and /v1/challenge/verify', () => {
  it('a solved challenge earns a device token valid for two hours; the same solution again earns nothing', async () => {
    const challenge = await fetchChallenge();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const solution = await solveChallenge({ challenge, deriveKey });
    const res = await verify({ challenge, solution });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ device_token: string; expires_at: string }>();
    expect(body.device_token).toMatch(/^d1\./);
    const hours = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);

    const again = await verify({ challenge, solution }, 'th');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'challenge.used', field: 'solution' });
    expect(again.json<{ message: string }>().message).toMatch(/ถูกใช้ไปแล้ว/);
  });

  it('refuses a wrong answer, a challenge made easier, an expired challenge and a malformed body, naming the field', async () => {
    const challenge = await fetchChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    // A key guessed rather than derived (the derived key is what proves the work).
    const key = solution!.derivedKey;
    const guessed = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const wrong = await verify({ challenge, solution: { ...solution!, derivedKey: guessed } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'challenge.invalid', field: 'solution' });

    // The buyer's own cheaper challenge: the signature no longer matches.
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1, keyPrefix: '00' } };
    const cheap = await verify({
      challenge: easier,
      solution: await solveChallenge({ challenge: easier, deriveKey }),
    });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json()).toMatchObject({ code: 'challenge.invalid' });

    const old = await deviceChallenges(t.app.config).create(Date.now() - 3_600_000);
    const late = await verify({
      challenge: old,
      solution: await solveChallenge({ challenge: old, deriveKey }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'challenge.expired', field: 'solution' });

    const bad = await verify({ challenge, solution: { counter: 'x', derivedKey: 'zz' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toMatch(/^solution\./);
  });
});

describe('order creation behind one busy address', () => {
  it('a busy address without a token is asked to solve a challenge (th/en); a token earned by solving gets the order through', async () => {
    const from = '203.0.113.10';
    for (let i = 0; i < 20; i++) expect((await create(from)).statusCode).toBe(201);
    const refused = await create(from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'challenge.required' });
    expect(refused.json<{ message: string }>().message).toMatch(/check your connection/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await create(from, {}, 'th')).json<{ message: string }>().message).toMatch(/ตรวจสอบการเชื่อมต่อ/);

    // A made-up device id, or a token with a changed id, is no token.
    const token = await earnDeviceToken(t, from);
    const at = token.indexOf('.', 3) + 1;
    const forged = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    for (const device of ['0123456789abcdef0123456789abcdef', forged]) {
      const res = await create(from, { 'x-raceday-device': device });
      expect(res.json()).toMatchObject({ code: 'challenge.required' });
    }
    // An expired token is no token either.
    const expired = deviceChallenges(t.app.config).issue(Date.now() - 3 * 3_600_000).token;
    expect((await create(from, { 'x-raceday-device': expired })).json()).toMatchObject({
      code: 'challenge.required',
    });

    const placed = await create(from, { 'x-raceday-device': token });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('one token sent at full speed is limited on its own (10 a minute), and other tokens from the address are not', async () => {
    const from = '203.0.113.11';
    const token = await earnDeviceToken(t, from);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await create(from, { 'x-raceday-device': token })).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const over = await create(from, { 'x-raceday-device': token });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'http.rate_limited_for' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    const other = await earnDeviceToken(t, from);
    expect((await create(from, { 'x-raceday-device': other })).statusCode).toBe(201);
  });
});
