/** Logins for the route tests: a token for an account, and the two people every staff call refuses. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
import type { TestApp } from '../helper';

export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ accessToken: string }>().accessToken;
}

/**
 * Tokens of a member and of an organizer of no event (`<prefix>-member@`, `<prefix>-stranger@`
 * example.com), signed up as anyone would: a staff call must refuse both.
 */
export async function outsiders(t: TestApp, prefix: string): Promise<{ member: string; stranger: string }> {
  const password = 'Passw0rd!x';
  const email = (who: string) => `${prefix}-${who}@example.com`;
  for (const who of ['member', 'stranger']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/register',
      payload: {
        name: 'ทดสอบ',
        sername: 'ระบบ',
        email: email(who),
        password,
        display_name: 'x',
        mobile_no: '0811111111',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await t.database.db
    .update(users)
    .set({ role: 'organizer' })
    .where(eq(users.email, email('stranger')));
  return {
    member: await login(t, email('member'), password),
    stranger: await login(t, email('stranger'), password),
  };
}
