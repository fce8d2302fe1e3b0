/**
 * An event's staff, managed by e-mail: who runs the event (`organizer`) and who hands out bibs
 * (`desk`). Back-office rights come from these per-event links only (services/events/organizers.ts). Every
 * change is recorded in the event's change history in its own transaction.
 *
 * - Adding an e-mail that is not on the staff sends an invitation (staff_invitations) and changes
 *   nothing else: no account is made or changed, no session ends, no link exists until the person
 *   accepts. The reply is the same whether the e-mail has an account or not (no name, no "exists"),
 *   and so is the work done for it. The staff list shows the invitation as pending, by e-mail.
 * - Accepting (POST /v1/auth/accept-invitation): a person without an account sets a password (the
 *   account is made then); a person with one proves it is theirs, logged in as that account or with
 *   its password. Then the link is made with the invited role, and a `member` account becomes an
 *   `organizer` one (so it can enter the back office; its sessions go on: it lost nothing).
 * - The token is 32 random bytes (base64url); only its sha256 is stored; it works for
 *   STAFF_INVITATION_DAYS and once. Adding the e-mail again renews the invitation (a new token, the
 *   role asked now); removing it withdraws it.
 * - Adding someone already on the staff changes their role. An event always keeps one organizer:
 *   removing or demoting the last one is refused (409).
 * - Invitations from before (account_tokens: an account made at once, linked, waiting for a password)
 *   still work until they expire.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import type { Language } from '@raceday/domain';
import type { StaffMember, StaffRole } from '@raceday/domain/validation';
import type { Db, Tx } from '../../db/client';
import {
  accountTokens,
  events,
  organizerEvents,
  staffInvitations,
  users,
  type EventRow,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { message, type MessageKey } from '../../lib/messages';
import { LoginThrottled, type UserRow } from './accounts';
import type { LoginThrottle } from './login-throttle';
import { queueStaffInvitation, STAFF_INVITATION_DAYS } from '../mail/emails';
import { recordChange } from '../events/event-changes';
import { eventForUser } from '../events/organizers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored form of an invitation token: its sha256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Every open link of an account for `purpose` is used up at `now` (a newer link, a link used, a new
 * password): none of them works any more.
 */
export async function spendOpenTokens(
  tx: Db | Tx,
  userId: number,
  purpose: 'invitation' | 'password_reset',
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/**
 * Spelt out with their tables: Drizzle leaves a column's table out in a query of one table, and
 * inside these subqueries a bare "id" would be the subquery's own.
 */
const userIdColumn = sql.raw('"users"."id"');
const eventIdColumn = sql.raw('"organizer_events"."event_id"');

/** Has this person been invited and never set a password (no invitation of theirs used yet)? */
const invitedSql = sql<boolean>`(
  exists (select 1 from account_tokens t where t.user_id = ${userIdColumn} and t.purpose = 'invitation')
  and not exists (
    select 1 from account_tokens t
    where t.user_id = ${userIdColumn} and t.purpose = 'invitation' and t.used_at is not null
  )
)`;

/** When the person was last added to the event, from its change history. */
const addedAtSql = sql<unknown>`(
  select max(c.at) from event_changes c
  where c.event_id = ${eventIdColumn} and c.action = 'staff.added'
    and c.detail->>'user_id' = ${userIdColumn}::text
)`;

const asBool = (v: unknown) => v === true || v === 't' || v === 'true';
const asIso = (v: unknown): string | undefined =>
  v === null || v === undefined ? undefined : new Date(v as string | Date).toISOString();

const displayName = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`.trim();

async function members(db: Db | Tx, eventId: number, userId?: number): Promise<StaffMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      role: organizerEvents.role,
      invited: invitedSql,
      addedAt: addedAtSql,
    })
    .from(organizerEvents)
    .innerJoin(users, eq(users.id, organizerEvents.userId))
    .where(and(eq(organizerEvents.eventId, eventId), userId ? eq(organizerEvents.userId, userId) : undefined))
    .orderBy(sql`${organizerEvents.role} = 'desk'`, asc(sql`lower(${users.email})`));
  return rows.map((r) => {
    const addedAt = asIso(r.addedAt);
    return {
      user_id: r.userId,
      email: r.email,
      name: displayName(r),
      role: r.role,
      invited: asBool(r.invited),
      ...(addedAt ? { added_at: addedAt } : {}),
    };
  });
}

type InvitationRow = typeof staffInvitations.$inferSelect;

/** An invitation not accepted yet, as the staff list shows it: by e-mail, no account named. */
const pendingMember = (i: InvitationRow): StaffMember => ({
  user_id: null,
  email: i.email,
  name: '',
  role: i.role,
  invited: true,
  added_at: i.createdAt.toISOString(),
});

/**
 * GET /v1/organizer/staff/:event_key: organizers first, then the desk, each by e-mail; invitations
 * not accepted yet (and not expired) among them, marked invited.
 */
export async function staffList(db: Db, user: UserRow, eventKey: string): Promise<StaffMember[]> {
  const event = await eventForUser(db, user, eventKey);
  const [linked, open] = await Promise.all([
    members(db, event.id),
    db
      .select()
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.eventId, event.id),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, new Date()),
        ),
      ),
  ]);
  const rank = (m: StaffMember) => (m.role === 'desk' ? 1 : 0);
  return [...linked, ...open.map(pendingMember)].sort(
    (a, b) => rank(a) - rank(b) || a.email.toLowerCase().localeCompare(b.email.toLowerCase()),
  );
}

/**
 * The event's organizer links, locked until the transaction ends: two removals (or demotions) at
 * once cannot both pass the "one organizer stays" check.
 */
async function lockedOrganizers(tx: Tx, eventId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: organizerEvents.userId })
    .from(organizerEvents)
    .where(and(eq(organizerEvents.eventId, eventId), eq(organizerEvents.role, 'organizer')))
    .for('update');
  return rows.map((r) => r.userId);
}

function roleText(role: StaffRole, lang: Language): string {
  return message(`staff.role.${role}` satisfies MessageKey, lang);
}

export interface StaffAddResult {
  member: StaffMember;
  invitationSent: boolean;
  /** The sentence that says what was done, in the caller's language. */
  message: string;
}

/**
 * POST /v1/organizer/staff: changes the role of someone already on the event's staff, or invites the
 * person with this e-mail (renewing an open invitation). An invitation changes nothing for the person
 * until they accept it, and is answered alike whether the e-mail has an account or not: the same
 * queries, the same reply (no name, no "exists").
 */
export async function addStaff(
  db: Db,
  user: UserRow,
  input: { event_key: string; email: string; role: StaffRole },
  opts: { lang: Language; baseUrl: string; now?: Date },
): Promise<StaffAddResult> {
  const event = await eventForUser(db, user, input.event_key);
  const email = input.email.trim().toLowerCase();
  const now = opts.now ?? new Date();

  return db.transaction(async (tx) => {
    const organizers = await lockedOrganizers(tx, event.id);
    const [link] = await tx
      .select({ userId: organizerEvents.userId, role: organizerEvents.role, email: users.email })
      .from(organizerEvents)
      .innerJoin(users, eq(users.id, organizerEvents.userId))
      .where(and(eq(organizerEvents.eventId, event.id), sql`lower(${users.email}) = ${email}`));

    if (link) {
      const params = { email: link.email, role: roleText(input.role, opts.lang) };
      let key: MessageKey = 'staff.unchanged';
      if (link.role !== input.role) {
        if (link.role === 'organizer' && organizers.length <= 1)
          throw new AppError(409, 'staff.last_organizer');
        await tx
          .update(organizerEvents)
          .set({ role: input.role })
          .where(and(eq(organizerEvents.eventId, event.id), eq(organizerEvents.userId, link.userId)));
        await recordChange(tx, {
          eventId: event.id,
          user,
          action: 'staff.role_changed',
          detail: { user_id: link.userId, email: link.email, role: [link.role, input.role] },
        });
        key = 'staff.role_changed';
      }
      const [member] = await members(tx, event.id, link.userId);
      return { member: member!, invitationSent: false, message: message(key, opts.lang, params) };
    }

    // Not on the staff: an invitation, one open per event and e-mail (a second add renews it).
    const token = randomBytes(32).toString('base64url');
    const renewed = {
      role: input.role,
      tokenHash: tokenHash(token),
      invitedBy: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
    };
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({ eventId: event.id, email, ...renewed })
      .onConflictDoUpdate({
        target: [staffInvitations.eventId, staffInvitations.email],
        targetWhere: sql`${staffInvitations.acceptedAt} is null`,
        set: renewed,
      })
      .returning();
    await recordChange(tx, {
      eventId: event.id,
      user,
      action: 'staff.invited',
      detail: { email, role: input.role },
    });
    await queueStaffInvitation(tx, {
      recipient: email,
      language: opts.lang,
      payload: {
        link: `${opts.baseUrl}/auth/invitation?token=${token}`,
        event_title: event.title,
        event_title_en: event.titleEn ?? '',
        role: input.role,
        inviter: user.email,
      },
    });
    return {
      member: pendingMember(invitation!),
      invitationSent: true,
      message: message('staff.invitation_sent', opts.lang, {
        email,
        role: roleText(input.role, opts.lang),
        days: STAFF_INVITATION_DAYS,
      }),
    };
  });
}

/**
 * DELETE /v1/organizer/staff: takes the person (`user_id`) off the event's staff, or withdraws the
 * open invitation to an `email`. The last organizer stays (409), whoever asks, themselves included.
 * A removed person keeps no right on the event: rights come from the links only. A person left on no
 * staff who never set a password (an invitation from before) has their open invitations closed.
 */
export async function removeStaff(
  db: Db,
  user: UserRow,
  input: { event_key: string; user_id?: number; email?: string },
  lang: Language,
): Promise<string> {
  const event = await eventForUser(db, user, input.event_key);
  if (input.email !== undefined) {
    const email = input.email.trim().toLowerCase();
    return db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(staffInvitations)
        .where(
          and(
            eq(staffInvitations.eventId, event.id),
            eq(staffInvitations.email, email),
            isNull(staffInvitations.acceptedAt),
          ),
        )
        .returning();
      if (!gone) throw new AppError(404, 'staff.not_found');
      await recordChange(tx, {
        eventId: event.id,
        user,
        action: 'staff.invitation_withdrawn',
        detail: { email, role: gone.role },
      });
      return message('staff.invitation_withdrawn', lang, { email });
    });
  }
  const userId = input.user_id!;
  return db.transaction(async (tx) => {
    const organizers = await lockedOrganizers(tx, event.id);
    const [link] = await tx
      .select({ role: organizerEvents.role, email: users.email })
      .from(organizerEvents)
      .innerJoin(users, eq(users.id, organizerEvents.userId))
      .where(and(eq(organizerEvents.eventId, event.id), eq(organizerEvents.userId, userId)));
    if (!link) throw new AppError(404, 'staff.not_found');
    if (link.role === 'organizer' && organizers.length <= 1) throw new AppError(409, 'staff.last_organizer');
    await tx
      .delete(organizerEvents)
      .where(and(eq(organizerEvents.eventId, event.id), eq(organizerEvents.userId, userId)));
    await recordChange(tx, {
      eventId: event.id,
      user,
      action: 'staff.removed',
      detail: { user_id: userId, email: link.email, role: link.role },
    });
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(organizerEvents)
      .where(eq(organizerEvents.userId, userId));
    if (Number(left?.n ?? 0) === 0) {
      const now = new Date();
      await tx
        .update(accountTokens)
        .set({ expiresAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, 'invitation'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        );
    }
    return message('staff.removed', lang, { email: link.email });
  });
}

/** An unused, unexpired invitation of this token, with its event; null when the token is not one. */
async function openInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<{ invitation: InvitationRow; event: EventRow } | null> {
  const [found] = await db
    .select({ invitation: staffInvitations, event: events })
    .from(staffInvitations)
    .innerJoin(events, eq(events.id, staffInvitations.eventId))
    .where(eq(staffInvitations.tokenHash, tokenHash(token)));
  if (!found) return null;
  if (found.invitation.acceptedAt) throw new AppError(400, 'auth.invitation_used', {}, 'token');
  if (found.invitation.expiresAt.getTime() <= now.getTime())
    throw new AppError(400, 'auth.invitation_expired', {}, 'token');
  return found;
}

/**
 * The account this e-mail has, and whether it has a password of its own (false for an account an
 * invitation from before made, whose person never set one).
 */
async function accountOf(
  db: Db | Tx,
  email: string,
): Promise<{ account: UserRow; hasPassword: boolean } | null> {
  const [row] = await db
    .select({ account: users, invited: invitedSql })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row ? { account: row.account, hasPassword: !asBool(row.invited) } : null;
}

/** POST /v1/auth/invitation: what the link is for, so the page asks for a new password or a login. */
export async function invitationInfo(db: Db, token: string, now = new Date()) {
  const found = await openInvitation(db, token, now);
  if (!found) {
    const legacy = await legacyToken(db, token, now);
    const [row] = await db
      .select({ email: users.email, event: events, role: organizerEvents.role })
      .from(users)
      .innerJoin(organizerEvents, eq(organizerEvents.userId, users.id))
      .innerJoin(events, eq(events.id, organizerEvents.eventId))
      .where(eq(users.id, legacy.userId))
      .limit(1);
    if (!row) throw new AppError(400, 'auth.invitation_invalid', {}, 'token');
    return {
      email: row.email,
      event_key: row.event.eventKey,
      event_title: row.event.title,
      event_title_en: row.event.titleEn,
      role: row.role,
      has_account: false,
    };
  }
  const { invitation, event } = found;
  return {
    email: invitation.email,
    event_key: event.eventKey,
    event_title: event.title,
    event_title_en: event.titleEn,
    role: invitation.role,
    has_account: Boolean((await accountOf(db, invitation.email))?.hasPassword),
  };
}

/**
 * POST /v1/auth/accept-invitation: the person joins the event's staff with the invited role.
 * - No account for the e-mail (or one an older invitation made, never given a password): `password`
 *   is their new password (and name, if given); the account is made (or completed) now.
 * - An account with a password: the request is logged in as it, or `password` is its password
 *   (wrong ones count in the login throttle, as at login).
 * The invitation is used once; returns the account, to be logged in as /v1/auth/login does.
 */
export async function acceptInvitation(
  db: Db,
  throttle: LoginThrottle,
  input: { token: string; password?: string; name?: string; surname?: string },
  who: { user: UserRow | null; address: string },
  now = new Date(),
): Promise<UserRow> {
  const found = await openInvitation(db, input.token, now);
  if (!found) return acceptLegacyInvitation(db, input, now);
  const { invitation } = found;
  const existing = await accountOf(db, invitation.email);
  let passwordHash: string | undefined;
  if (!existing?.hasPassword) {
    if (!input.password) throw new AppError(400, 'auth.invitation_password', {}, 'password');
    passwordHash = await hash(input.password);
  } else if (who.user?.id !== existing.account.id) {
    const failed = () =>
      new AppError(400, 'auth.invitation_login', { email: existing.account.email }, 'password');
    if (!input.password) throw failed();
    const wait = await throttle.retryAfter(invitation.email, who.address);
    if (wait > 0) throw new LoginThrottled(wait);
    if (!(await verify(existing.account.passwordHash, input.password))) {
      await throttle.failed(invitation.email, who.address);
      throw failed();
    }
    await throttle.succeeded(invitation.email, who.address);
  }

  return db.transaction(async (tx) => {
    // Conditional: of two uses of one link at once, one joins.
    const [taken] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(staffInvitations.id, invitation.id),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning({ id: staffInvitations.id });
    if (!taken) throw new AppError(400, 'auth.invitation_used', {}, 'token');

    let person: UserRow | undefined;
    if (!existing) {
      [person] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          passwordHash: passwordHash!,
          name: input.name ?? invitation.email.split('@')[0]!.slice(0, 100),
          surname: input.surname ?? '',
          role: 'organizer',
        })
        .onConflictDoNothing()
        .returning();
      // Signed up meanwhile: they accept with that account's login.
      if (!person) throw new AppError(400, 'auth.invitation_login', { email: invitation.email }, 'password');
    } else if (passwordHash) {
      // An account an older invitation made: its first password, its older invitations used up.
      [person] = await tx
        .update(users)
        .set({
          passwordHash,
          ...(input.name ? { name: input.name } : {}),
          ...(input.surname ? { surname: input.surname } : {}),
          ...(existing.account.role === 'member' ? { role: 'organizer' as const } : {}),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: now,
        })
        .where(eq(users.id, existing.account.id))
        .returning();
      await spendOpenTokens(tx, existing.account.id, 'invitation', now);
    } else if (existing.account.role === 'member') {
      // Into the back office; nothing is taken away, so the sessions go on.
      [person] = await tx
        .update(users)
        .set({ role: 'organizer', updatedAt: now })
        .where(eq(users.id, existing.account.id))
        .returning();
    } else {
      person = existing.account;
    }
    if (!person) throw new AppError(400, 'auth.invitation_invalid', {}, 'token');

    await tx
      .update(staffInvitations)
      .set({ acceptedBy: person.id })
      .where(eq(staffInvitations.id, invitation.id));
    // Someone already on the staff (linked meanwhile) keeps the role they have.
    const [linked] = await tx
      .insert(organizerEvents)
      .values({ userId: person.id, eventId: invitation.eventId, role: invitation.role })
      .onConflictDoNothing()
      .returning({ role: organizerEvents.role });
    if (linked)
      await recordChange(tx, {
        eventId: invitation.eventId,
        user: person,
        action: 'staff.added',
        detail: { user_id: person.id, email: person.email, role: invitation.role, invitation: true },
      });
    return person;
  });
}

/** An older invitation's token (account_tokens), unused and unexpired; 400 otherwise. */
async function legacyToken(db: Db, token: string, now: Date) {
  const [found] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash(token)), eq(accountTokens.purpose, 'invitation')));
  if (!found) throw new AppError(400, 'auth.invitation_invalid', {}, 'token');
  if (found.usedAt) throw new AppError(400, 'auth.invitation_used', {}, 'token');
  if (found.expiresAt.getTime() <= now.getTime())
    throw new AppError(400, 'auth.invitation_expired', {}, 'token');
  return found;
}

/**
 * An invitation from before invitations were accepted (its account made and linked when it was
 * sent): it sets the person's password (and name, if given). Every open invitation of theirs is used
 * up with it, and every session issued before ends.
 */
async function acceptLegacyInvitation(
  db: Db,
  input: { token: string; password?: string; name?: string; surname?: string },
  now: Date,
): Promise<UserRow> {
  const found = await legacyToken(db, input.token, now);
  if (!input.password) throw new AppError(400, 'auth.invitation_password', {}, 'password');
  const passwordHash = await hash(input.password);
  return db.transaction(async (tx) => {
    // Conditional: of two uses of one link at once, one sets the password.
    const [taken] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, found.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (!taken) throw new AppError(400, 'auth.invitation_used', {}, 'token');
    await spendOpenTokens(tx, found.userId, 'invitation', now);
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        ...(input.name ? { name: input.name } : {}),
        ...(input.surname ? { surname: input.surname } : {}),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, found.userId))
      .returning();
    if (!user) throw new AppError(400, 'auth.invitation_invalid', {}, 'token');
    return user;
  });
}
