/**
 * Accounts: sign-up, login with argon2id passwords, signed access tokens (JWT, HS256), the member's
 * own orders. The role is read from the database on every request, so a change takes effect at once.
 * Every token carries the user's token version; bumping it (logout everywhere, a new password, a new
 * role) ends every session issued before.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@raceday/domain/validation';
import type { Db } from '../../db/client';
import { events, orders, users } from '../../db/schema';
import { AppError, pgError, PG } from '../../lib/errors';
import type { KnownDevice, LoginThrottle } from './login-throttle';

export type UserRow = typeof users.$inferSelect;

/** The user record the browser stores (never the password hash). */
export function publicUser(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    fname: u.name,
    lname: u.surname,
    name: u.name,
    sername: u.surname,
    display_name: u.displayName,
    mobile_no: u.mobileNo,
    role: u.role,
  };
}

export async function registerAccount(
  db: Db,
  input: {
    name: string;
    sername: string;
    email: string;
    password: string;
    display_name: string;
    mobile_no: string;
  },
  role: Role = 'member',
): Promise<UserRow> {
  const passwordHash = await hash(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        passwordHash,
        name: input.name,
        surname: input.sername,
        displayName: input.display_name,
        mobileNo: input.mobile_no,
        role,
      })
      .returning();
    return user!;
  } catch (err) {
    if (pgError(err)?.code === PG.UNIQUE_VIOLATION) throw new AppError(400, 'auth.email_taken', {}, 'email');
    throw err;
  }
}

// A hash to verify against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/**
 * Too many wrong passwords: 429 with how long to wait. auth.too_many for this e-mail and address (or
 * this known device), auth.account_locked_for for this e-mail from everywhere.
 */
export class LoginThrottled extends AppError {
  constructor(retryAfter: number, code: 'auth.too_many' | 'auth.account_locked_for' = 'auth.too_many') {
    // AppError carries retryAfter (sent as Retry-After).
    super(429, code, { seconds: retryAfter }, undefined, retryAfter);
  }
}

export interface LoginAttempt {
  email: string;
  password: string;
  /** The client's address. */
  address: string;
  /** The browser's known-device cookie, when it carries a valid one (KnownDevices.read). */
  device?: KnownDevice | null;
  /** Runs before the password check of an attempt not from a known device of the account. */
  untrusted?: () => Promise<void>;
}

/**
 * Checks an e-mail and password from a client address. Wrong passwords are bounded per (e-mail,
 * address) pair and per e-mail from all addresses; a browser that logged in to this account before
 * (its known-device cookie, for this account and token version) is held only by its own bound
 * instead, so guessers cannot lock the owner out (services/people/login-throttle.ts).
 */
export async function login(db: Db, throttle: LoginThrottle, attempt: LoginAttempt): Promise<UserRow> {
  const key = attempt.email.toLowerCase();
  const find = async () =>
    (
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${key}`)
    )[0];
  const device = attempt.device;
  // Without a cookie the attempt is held before the database is asked anything.
  const user = device ? await find() : undefined;
  const known = Boolean(device && user && device.userId === user.id && device.version === user.tokenVersion);
  if (!known) await attempt.untrusted?.();
  const check = await throttle.enter(key, attempt.address, known ? device!.id : null);
  if (!('done' in check)) throw new LoginThrottled(check.seconds, check.code);
  const account = device ? user : await find();
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  const ok = account
    ? await verify(account.passwordHash, attempt.password)
    : (await verify(await dummyHash, attempt.password), false);
  await check.done(ok);
  // The same answer for an unknown e-mail and a wrong password.
  if (!ok || !account) throw new AppError(401, 'auth.bad_login');
  return account;
}

/**
 * A new password for a logged-in user who knows the current one. Bumps the token version, so every
 * token issued before (every other session) stops working; the caller gets a fresh token from the
 * returned row. Wrong current passwords count in the login throttle, so a stolen token cannot be used
 * to guess the password faster than the login page allows.
 */
export async function changePassword(
  db: Db,
  throttle: LoginThrottle,
  user: UserRow,
  address: string,
  input: { current_password: string; new_password: string },
): Promise<UserRow> {
  const wait = await throttle.retryAfter(user.email, address);
  if (wait > 0) throw new LoginThrottled(wait);
  if (!(await verify(user.passwordHash, input.current_password))) {
    await throttle.failed(user.email, address);
    throw new AppError(400, 'auth.wrong_password', {}, 'current_password');
  }
  await throttle.succeeded(user.email, address);
  const passwordHash = await hash(input.new_password);
  // Conditional on the version the request was authorized with: if a logout-everywhere won the race,
  // this token is already dead and must not mint a new one.
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion)))
    .returning();
  if (!updated) throw new AppError(401, 'auth.token');
  return updated;
}

/** Logout everywhere: every token of the user issued so far stops working. */
export async function revokeTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Gives the account with this e-mail a role; a real change ends its sessions (a token must not keep
 * the powers of a role taken away). Null when there is no such account.
 */
export async function setRole(db: Db, email: string, role: Role): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({
      role,
      tokenVersion: sql`case when ${users.role} = ${role}::user_role then ${users.tokenVersion} else ${users.tokenVersion} + 1 end`,
      updatedAt: new Date(),
    })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning();
  return user ?? null;
}

export interface TokenClaims {
  userId: number;
  /** The user's token version when the token was issued. */
  version: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlHours: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(user: UserRow): Promise<string> {
    return new SignJWT({ role: user.role, ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlHours}h`)
      .sign(this.key);
  }

  /**
   * The user and token version of a valid token of ours; null otherwise. A token without `exp` is
   * refused: it would never end.
   */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      // Tokens issued before versions existed carry none: they are version 0, the column's default,
      // so they end with the first bump like any other.
      const version = payload.ver ?? 0;
      if (!Number.isInteger(userId) || userId <= 0) return null;
      if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return null;
      return { userId, version };
    } catch {
      return null;
    }
  }
}

/**
 * The secret that signs tokens: JWT_SECRET, or on the embedded default one generated at first start
 * and kept in DATA_DIR (so logins survive restarts).
 */
export function tokenSecret(configSecret: string | undefined, dataDir: string): string {
  if (configSecret) return configSecret;
  const file = path.resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u ?? null;
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: { name: string; sername: string; display_name: string; mobile_no: string },
): Promise<UserRow> {
  const [u] = await db
    .update(users)
    .set({
      name: input.name,
      surname: input.sername,
      displayName: input.display_name,
      mobileNo: input.mobile_no,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return u!;
}

/**
 * The member's own orders: those created while logged in. (Orders are not matched by e-mail: the
 * product does not verify e-mail addresses yet, and matching unverified ones would show a stranger's
 * orders to whoever signs up with that address.)
 */
export async function memberOrders(db: Db, userId: number) {
  const rows = await db
    .select({
      uuid: orders.uuid,
      status: orders.status,
      createdAt: orders.createdAt,
      eventKey: events.eventKey,
      title: events.title,
      titleEn: events.titleEn,
      paidAmount: orders.paidAmount,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  return rows.map((r) => ({
    uuid: r.uuid,
    event_key: r.eventKey,
    title: r.title,
    title_en: r.titleEn,
    status: r.status,
    create_date: r.createdAt.toISOString(),
    paid_amount: r.paidAmount / 100,
  }));
}
