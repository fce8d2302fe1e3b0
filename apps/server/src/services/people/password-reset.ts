/**
 * Forgotten passwords (issue 26 item 5).
 *
 * - POST /v1/auth/forgot-password answers the same sentence whether or not the e-mail has an account.
 *   For an account it stores a reset token, 32 random bytes (base64url) of which only the sha256 is
 *   kept (account_tokens, purpose 'password_reset'), valid PASSWORD_RESET_MINUTES and once, and
 *   queues the mail with the link in the same transaction (the outbox, services/mail/emails.ts). A new
 *   request ends the account's earlier open links: only the newest works. Nothing is told or stored
 *   for an unknown e-mail. The route limits requests per client address and per e-mail.
 * - POST /v1/auth/reset-password sets the new password (argon2id, as accounts.ts) with an unused,
 *   unexpired token, uses it and every other open link of the account up, and bumps the token version
 *   as "log out everywhere" does: every session issued before ends. Unknown, used and expired tokens
 *   are each told apart (400, field `token`); the token alone reveals no account.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Language } from '@raceday/domain';
import { PASSWORD_RESET_MINUTES } from '@raceday/domain/validation';
import type { Db } from '../../db/client';
import { accountTokens, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserRow } from './accounts';
import { queuePasswordReset } from '../mail/emails';
import { tokenHash, spendOpenTokens } from './staff';

const PURPOSE = 'password_reset' as const;

/** Where the reset page is: the link the mail carries, the token in the query. */
export const RESET_PATH = '/auth/reset-password';

/** Queues a reset link to the account with this e-mail, if there is one; tells nothing either way. */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; lang: Language; baseUrl: string },
  now = new Date(),
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Only the newest link works: earlier open ones are used up.
    await spendOpenTokens(tx, user.id, PURPOSE, now);
    await tx.insert(accountTokens).values({
      userId: user.id,
      purpose: PURPOSE,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
      createdAt: now,
    });
    await queuePasswordReset(tx, {
      recipient: user.email,
      language: input.lang,
      payload: {
        link: `${input.baseUrl}${RESET_PATH}?token=${token}`,
        email: user.email,
        minutes: PASSWORD_RESET_MINUTES,
      },
    });
  });
}

/** Sets the new password with a reset token; every session of the account ends. */
export async function resetPassword(
  db: Db,
  input: { token: string; new_password: string },
  now = new Date(),
): Promise<UserRow> {
  const [found] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash(input.token)), eq(accountTokens.purpose, PURPOSE)));
  if (!found) throw new AppError(400, 'auth.reset_invalid', {}, 'token');
  if (found.usedAt) throw new AppError(400, 'auth.reset_used', {}, 'token');
  if (found.expiresAt.getTime() <= now.getTime()) throw new AppError(400, 'auth.reset_expired', {}, 'token');
  const passwordHash = await hash(input.new_password);
  return db.transaction(async (tx) => {
    // Conditional: of two uses of one link at once, one sets the password.
    const [taken] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(eq(accountTokens.id, found.id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)),
      )
      .returning({ id: accountTokens.id });
    if (!taken) throw new AppError(400, 'auth.reset_used', {}, 'token');
    await spendOpenTokens(tx, found.userId, PURPOSE, now);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, found.userId))
      .returning();
    if (!user) throw new AppError(400, 'auth.reset_invalid', {}, 'token');
    return user;
  });
}
