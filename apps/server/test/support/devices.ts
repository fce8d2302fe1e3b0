/**
 * Device tokens for the route tests: what a page earns by solving a proof-of-work challenge
 * (services/people/challenge.ts), issued here directly, and solved for real where a test needs the path.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import { deviceChallenges } from '../../src/services/people/challenge';
import type { TestApp } from '../helper';

/** The x-raceday-device header of a browser that solved a challenge (no work done: issued directly). */
export function deviceHeader(t: TestApp): { 'x-raceday-device': string } {
  return { 'x-raceday-device': deviceChallenges(t.app.config).issue().token };
}

/** A device token earned the way the page earns it: POST /v1/challenge, solve, POST /v1/challenge/verify. */
export async function earnDeviceToken(t: TestApp, remoteAddress = '127.0.0.1'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/challenge', remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  const challenge = res.json<{ challenge: Challenge }>().challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const verified = await t.app.inject({
    method: 'POST',
    url: '/v1/challenge/verify',
    remoteAddress,
    payload: { challenge, solution },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json<{ device_token: string }>().device_token;
}
