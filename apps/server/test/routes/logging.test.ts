/**
 * The server's log holds no personal data: not when the database refuses a write (its error carries
 * the SQL parameters and the failing row), not when a runner is refused as already registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { describeStartupError } from '../../src/plugins/errors';
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

/** The log lines written while `fn` runs. */
async function logOf(fn: () => Promise<void>): Promise<string> {
  const from = logLines.length;
  await fn();
  return logLines.slice(from).join('');
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('logs of failed requests', () => {
  it('a database error in sign-up: 500 in the envelope, and no e-mail, mobile or password hash logged', async () => {
    // Every new account is refused by the database (existing rows are not checked: NOT VALID).
    await t.database.db.execute(sql`alter table users add constraint test_refuse check (false) not valid`);
    let status = 0;
    let body: unknown;
    const log = await logOf(async () => {
      const res = await post(
        '/v1/user/register',
        {
          name: 'มานี',
          sername: 'มีนา',
          email: 'manee.private@example.com',
          password: 'Sup3r-Secret-Passw0rd',
          display_name: 'มานี',
          mobile_no: '0819876543',
        },
        { 'accept-language': 'en' },
      );
      status = res.statusCode;
      body = res.json();
    });
    await t.database.db.execute(sql`alter table users drop constraint test_refuse`);

    expect(status).toBe(500);
    expect(body).toEqual({
      status: 'error',
      code: 'http.internal',
      message: 'Something went wrong on our side; please try again or contact support',
    });
    // Nothing of the person is logged...
    expect(log).not.toContain('manee.private@example.com');
    expect(log).not.toContain('0819876543');
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain('Sup3r-Secret-Passw0rd');
    // ...but the failure is, with what identifies it: the SQLSTATE and the constraint.
    const failure = log.split('\n').find((l) => l.includes('request failed'));
    expect(failure).toContain('23514');
    expect(failure).toContain('test_refuse');
  });

  it('a runner already registered: 409, and the log holds no ID card, e-mail or mobile', async () => {
    const runner = runnerFor(bangkok, { email: 'somchai.private@example.com', mobile_no: '0861234567' });
    const first = await post('/v1/order/create', orderFor(bangkok, [runner]));
    expect(first.statusCode).toBe(201);

    let status = 0;
    let message = '';
    const log = await logOf(async () => {
      const again = await post('/v1/order/create', orderFor(bangkok, [runner]), { 'accept-language': 'en' });
      status = again.statusCode;
      message = again.json<{ message: string }>().message;
    });
    expect(status).toBe(409);
    // The caller hears whom it is about (their own input)...
    expect(message).toContain(runner.id_card);
    // ...the log does not; it names the refusal by its catalog key.
    expect(log).not.toContain(runner.id_card);
    expect(log).not.toContain('somchai.private@example.com');
    expect(log).not.toContain('0861234567');
    expect(log).toContain('runner.exists');
  });

  it('a database error inside order creation: 500, and the log holds nothing of the runner', async () => {
    // A trigger whose message quotes the row, as some PostgreSQL errors do.
    await t.database.db.execute(
      sql.raw(`create function test_refuse_runner() returns trigger language plpgsql as $$
        begin raise exception 'refused %', new.id_card; end $$`),
    );
    await t.database.db.execute(
      sql`create trigger test_refuse_runner before insert on runners for each row execute function test_refuse_runner()`,
    );
    const runner = runnerFor(bangkok, { email: 'somsri.private@example.com', mobile_no: '0867654321' });
    let status = 0;
    let body: unknown;
    const log = await logOf(async () => {
      const res = await post('/v1/order/create', orderFor(bangkok, [runner]));
      status = res.statusCode;
      body = res.json();
    });
    await t.database.db.execute(sql`drop trigger test_refuse_runner on runners`);
    await t.database.db.execute(sql`drop function test_refuse_runner()`);

    expect(status).toBe(500);
    expect(body).toEqual({ status: 'error', code: 'http.internal', message: expect.any(String) });
    expect(log).not.toContain(runner.id_card);
    expect(log).not.toContain('somsri.private@example.com');
    expect(log).not.toContain('0867654321');
    expect(log).not.toContain('สมชาย');
    expect(log).toContain('request failed');
    expect(log).toContain('P0001');
  });

  it('personal fields and secrets are redacted wherever a log call puts them', async () => {
    const log = await logOf(async () => {
      t.app.log.info(
        {
          body: { runner_list: [{ id_card: '1101700203451', email: 'a@b.co', mobile_no: '0812345678' }] },
          user: { passwordHash: '$argon2id$v=19$m=1', accessToken: 'eyJhbGciOi.x.y' },
          req: { headers: { authorization: 'Bearer secret-token', cookie: 'sid=1' } },
        },
        'a careless line',
      );
    });
    expect(log).toContain('a careless line');
    for (const secret of [
      '1101700203451',
      'a@b.co',
      '0812345678',
      '$argon2id$',
      'eyJhbGciOi',
      'secret-token',
      'sid=1',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('a failed start-up', () => {
  it('names a database error by class and code, never its query parameters', () => {
    // What Drizzle throws: the SQL and its parameters in the message, the driver's error as cause.
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(admin@raceday.local) already exists.',
    });
    const err = Object.assign(
      new Error('Failed query: insert into "users" ... params: admin@raceday.local,$argon2id$v=19$m=19456'),
      { query: 'insert into "users" ...', params: ['admin@raceday.local', '$argon2id$v=19$m=19456'], cause },
    );
    const line = describeStartupError(err);
    expect(line).not.toContain('admin@raceday.local');
    expect(line).not.toContain('$argon2id$');
    expect(line).toContain('23505');
    expect(line).toContain('users_email_unique');
  });

  it('keeps the message of other errors (a refused connection says where)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(describeStartupError(refused)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});
