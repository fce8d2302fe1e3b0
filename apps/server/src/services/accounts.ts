/**
 * Accounts: sign-up, login with argon2id passwords, signed access tokens (JWT, HS256), the member's
 * own orders. The role is read from the database on every request, so a change takes effect at once.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@raceday/domain/validation';
import type { Db } from '../db/client';
import { events, orders, users } from '../db/schema';
import { AppError } from '../lib/errors';

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
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ??
      (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new AppError(400, 'auth.email_taken', {}, 'email');
    throw err;
  }
}

// A hash to verify against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** Failed logins per e-mail: 10 in 15 minutes, then 429 for that e-mail only. */
const FAILURE_LIMIT = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const failures = new Map<string, { count: number; since: number }>();

export async function login(db: Db, email: string, password: string, now = Date.now()): Promise<UserRow> {
  const key = email.toLowerCase();
  const f = failures.get(key);
  if (f && now - f.since < FAILURE_WINDOW_MS && f.count >= FAILURE_LIMIT)
    throw new AppError(429, 'auth.too_many');
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${key}`);
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  const ok = user
    ? await verify(user.passwordHash, password)
    : (await verify(await dummyHash, password), false);
  if (!ok || !user) {
    const current = f && now - f.since < FAILURE_WINDOW_MS ? f : { count: 0, since: now };
    current.count++;
    failures.set(key, current);
    if (failures.size > 100_000) failures.clear();
    // The same answer for an unknown e-mail and a wrong password.
    throw new AppError(401, 'auth.bad_login');
  }
  failures.delete(key);
  return user;
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
    return new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlHours}h`)
      .sign(this.key);
  }

  /** The user id of a valid, unexpired token of ours; null otherwise. */
  async verify(token: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const id = Number(payload.sub);
      return Number.isInteger(id) && id > 0 ? id : null;
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
