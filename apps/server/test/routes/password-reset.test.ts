/**
 * Forgotten passwords (issue 26 item 5): POST /v1/auth/forgot-password and /v1/auth/reset-password.
 * The same reply for any e-mail, a mail only for an account, a link that works once and for an hour,
 * every session ended, and the limits per address and per e-mail.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { accountTokens, emailOutbox, users } from '../../src/db/schema';
import { sendDueEmails, type MailTransport, type OutgoingMail } from '../../src/services/mail/emails';
import { buildTestApp, type TestApp } from '../helper';
import { login } from '../support/accounts';

const PASSWORD = 'Passw0rd!old';
const NEW_PASSWORD = 'Passw0rd!new';
let t: TestApp;
let addressSerial = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each test asks from addresses of its own, so one test's requests do not count in another's limit. */
const nextAddress = () => `192.0.2.${++addressSerial}`;

const post = (url: string, payload: object, opts: { address?: string; token?: string; lang?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.address ?? nextAddress(),
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
  });

async function signUp(email: string): Promise<number> {
  const res = await post('/v1/user/register', {
    name: 'ลืม',
    sername: 'รหัส',
    email,
    password: PASSWORD,
    display_name: 'ลืมรหัส',
    mobile_no: '0811111111',
  });
  expect(res.statusCode, res.body).toBe(201);
  const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
  return u!.id;
}

const forgot = (email: string, opts: { address?: string; language?: 'TH' | 'EN' } = {}) =>
  post(
    '/v1/auth/forgot-password',
    { email, ...(opts.language ? { language: opts.language } : {}) },
    { address: opts.address },
  );
const reset = (token: string, newPassword = NEW_PASSWORD, lang?: string) =>
  post('/v1/auth/reset-password', { token, new_password: newPassword }, { lang });

async function resetMails(email: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'password_reset'), eq(emailOutbox.recipient, email)))
    .orderBy(desc(emailOutbox.id));
}

/** The token of the newest reset mail to this address, read from its link as a person would. */
async function resetToken(email: string): Promise<string> {
  const [mail] = await resetMails(email);
  const link = (mail!.payload as { link: string }).link;
  expect(new URL(link).pathname).toBe('/auth/reset-password');
  return new URL(link).searchParams.get('token')!;
}

const loginStatus = async (email: string, password: string) =>
  (await post('/v1/auth/login', { email, password })).statusCode;

describe('POST /v1/auth/forgot-password', () => {
  it('answers an account and an unknown e-mail alike; only the account gets a mail and a stored token', async () => {
    const userId = await signUp('forgot.known@example.com');
    const known = await forgot('Forgot.Known@example.com');
    const unknown = await forgot('nobody.here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      status: 'success',
      message:
        'หากอีเมลนี้มีบัญชี RaceDay เราได้ส่งลิงก์ตั้งรหัสผ่านใหม่ไปแล้ว ลิงก์ใช้ได้ 1 ชั่วโมง กรุณาตรวจสอบกล่องจดหมาย (รวมถึงจดหมายขยะ)',
    });
    expect(await resetMails('forgot.known@example.com')).toHaveLength(1);
    expect(await resetMails('nobody.here@example.com')).toHaveLength(0);

    // Only the token's sha256 is kept; it works for an hour.
    const token = await resetToken('forgot.known@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'password_reset')));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it('sends the mail in the asked language with the link to the reset page', async () => {
    await signUp('forgot.english@example.com');
    expect((await forgot('forgot.english@example.com', { language: 'EN' })).json()).toMatchObject({
      message: expect.stringContaining('If this e-mail has a RaceDay account'),
    });
    const token = await resetToken('forgot.english@example.com');
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (m) => void sent.push(m),
      close: () => undefined,
    };
    await sendDueEmails(t.database.db, {
      transport,
      from: 'RaceDay <no-reply@race.example>',
      baseUrl: 'https://race.example',
      limit: 100,
    });
    const mail = sent.find((m) => m.to === 'forgot.english@example.com')!;
    expect(mail.subject).toBe('Set a new RaceDay password');
    expect(mail.text).toContain(`/auth/reset-password?token=${token}`);
    expect(mail.text).toContain('works once, for 60 minutes');
  });

  it('limits the requests for one e-mail, from any address, and from one address', async () => {
    await signUp('forgot.limited@example.com');
    for (let i = 0; i < 3; i++) expect((await forgot('forgot.limited@example.com')).statusCode).toBe(200);
    const fourth = await forgot('forgot.limited@example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(await resetMails('forgot.limited@example.com')).toHaveLength(3);

    const address = nextAddress();
    for (let i = 0; i < 10; i++)
      expect((await forgot(`someone${i}@example.com`, { address })).statusCode).toBe(200);
    expect((await forgot('someone.else@example.com', { address })).statusCode).toBe(429);
    expect((await forgot('someone.else@example.com')).statusCode).toBe(200);
  });

  it('refuses a malformed e-mail with the field named', async () => {
    const res = await forgot('not-an-address', { language: 'EN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', field: 'email' });
  });
});

describe('POST /v1/auth/reset-password', () => {
  it('sets the new password once and ends every session of the account', async () => {
    const email = 'reset.once@example.com';
    await signUp(email);
    const session = await login(t, email, PASSWORD);
    expect((await post('/v1/auth/profile', {}, { token: session })).statusCode).toBe(201);
    await forgot(email);
    const token = await resetToken(email);

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      status: 'success',
      message: 'ตั้งรหัสผ่านใหม่เรียบร้อย ทุกอุปกรณ์ออกจากระบบแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
    });
    expect((await post('/v1/auth/profile', {}, { token: session })).statusCode).toBe(401);
    expect(await loginStatus(email, PASSWORD)).toBe(401);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);

    const again = await reset(token, 'Another!pass1', 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 'error',
      code: 'auth.reset_used',
      message: 'This password link has already been used, or a newer one was asked for; ask for a new link',
      field: 'token',
    });
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('takes only the newest link of an account', async () => {
    const email = 'reset.newest@example.com';
    await signUp(email);
    await forgot(email);
    const older = await resetToken(email);
    await forgot(email);
    const newer = await resetToken(email);
    expect((await reset(older)).json()).toMatchObject({ code: 'auth.reset_used' });
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('refuses a link an hour old, in Thai and in English, and leaves the password', async () => {
    const email = 'reset.late@example.com';
    const userId = await signUp(email);
    await forgot(email);
    const token = await resetToken(email);
    // An hour passes.
    const [row] = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'password_reset')));
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 3_601_000) })
      .where(eq(accountTokens.id, row!.id));
    const th = await reset(token);
    expect(th.statusCode).toBe(400);
    expect(th.json()).toEqual({
      status: 'error',
      code: 'auth.reset_expired',
      message: 'ลิงก์ตั้งรหัสผ่านนี้หมดอายุแล้ว (ใช้ได้ 1 ชั่วโมง) กรุณาขอลิงก์ใหม่',
      field: 'token',
    });
    expect((await reset(token, NEW_PASSWORD, 'en')).json()).toMatchObject({
      message: 'This password link has expired (it works for 1 hour); ask for a new link',
    });
    expect(await loginStatus(email, PASSWORD)).toBe(200);
  });

  it('refuses an unknown token and a short password with the field named', async () => {
    const unknown = await reset('x'.repeat(43));
    expect(unknown.json()).toMatchObject({ code: 'auth.reset_invalid', field: 'token' });
    expect(unknown.statusCode).toBe(400);
    const short = await reset('x'.repeat(43), 'short', 'en');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      field: 'new_password',
      message: 'new_password: must be at least 8 characters',
    });
  });
});
