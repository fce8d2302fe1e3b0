/**
 * An event's staff, managed by e-mail: who runs the event (`organizer`) and who hands out bibs
 * (`desk`). A person without an account gets one (an organizer account without a usable password)
 * and an invitation e-mail whose link lets them set a password (POST /v1/auth/accept-invitation).
 * Every change is recorded in the event's change history in its own transaction.
 *
 * - The invitation token is 32 random bytes (base64url); only its sha256 is stored; it works for
 *   STAFF_INVITATION_DAYS and once. Setting the password uses up every open invitation of the person.
 * - A person with an account is linked at once and gets no mail; a `member` account becomes an
 *   `organizer` one (so it can enter the back office; its sessions end, as any role change does).
 *   A person invited before who never set a password gets a fresh invitation when added to another
 *   event (or added again after being removed).
 * - Adding someone already on the staff changes their role. An event always keeps one organizer:
 *   removing or demoting the last one is refused (409).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Language } from '@raceday/domain';
import type { StaffMember, StaffRole } from '@raceday/domain/validation';
import type { Db, Tx } from '../db/client';
import { accountTokens, organizerEvents, users, type EventRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { message, type MessageKey } from '../lib/messages';
import type { UserRow } from './accounts';
import { queueStaffInvitation, STAFF_INVITATION_DAYS } from './emails';
import { recordChange } from './event-changes';
import { eventForUser } from './organizers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored form of an invitation token: its sha256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
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

/** GET /v1/organizer/staff/:event_key: organizers first, then the desk, each by e-mail. */
export async function staffList(db: Db, user: UserRow, eventKey: string): Promise<StaffMember[]> {
  const event = await eventForUser(db, user, eventKey);
  return members(db, event.id);
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
 * POST /v1/organizer/staff: adds the person with this e-mail to the event's staff (creating their
 * account and queueing an invitation when there is none), or changes their role.
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
  // Argon2 outside the transaction: a password nobody knows, until the invitation sets one.
  const unusable = await hash(randomBytes(32).toString('base64url'));

  return db.transaction(async (tx) => {
    let [person] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    let created = false;
    if (!person) {
      // Two adds of one new address at once: the second finds the first's account.
      [person] = await tx
        .insert(users)
        .values({
          email,
          passwordHash: unusable,
          name: email.split('@')[0]!.slice(0, 100),
          surname: '',
          role: 'organizer',
        })
        .onConflictDoNothing()
        .returning();
      created = Boolean(person);
      person ??= (
        await tx
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`)
      )[0];
    } else if (person.role === 'member') {
      // As setRole (services/accounts.ts): a new role ends the sessions issued before.
      [person] = await tx
        .update(users)
        .set({ role: 'organizer', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
        .where(and(eq(users.id, person.id), eq(users.role, 'member')))
        .returning();
      person ??= (
        await tx
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`)
      )[0];
    }
    if (!person) throw new Error('staff: the account vanished while being added');

    const organizers = await lockedOrganizers(tx, event.id);
    const [link] = await tx
      .select({ role: organizerEvents.role })
      .from(organizerEvents)
      .where(and(eq(organizerEvents.eventId, event.id), eq(organizerEvents.userId, person.id)));

    const params = { email: person.email, role: roleText(input.role, opts.lang) };
    let key: MessageKey;
    let invitationSent = false;
    if (link) {
      if (link.role === input.role) {
        key = 'staff.unchanged';
      } else {
        if (link.role === 'organizer' && organizers.length <= 1)
          throw new AppError(409, 'staff.last_organizer');
        await tx
          .update(organizerEvents)
          .set({ role: input.role })
          .where(and(eq(organizerEvents.eventId, event.id), eq(organizerEvents.userId, person.id)));
        await recordChange(tx, {
          eventId: event.id,
          user,
          action: 'staff.role_changed',
          detail: { user_id: person.id, email: person.email, role: [link.role, input.role] },
        });
        key = 'staff.role_changed';
      }
    } else {
      await tx.insert(organizerEvents).values({ userId: person.id, eventId: event.id, role: input.role });
      await recordChange(tx, {
        eventId: event.id,
        user,
        action: 'staff.added',
        detail: { user_id: person.id, email: person.email, role: input.role },
      });
      const [state] = await tx.select({ invited: invitedSql }).from(users).where(eq(users.id, person.id));
      if (created || asBool(state?.invited)) {
        await invite(tx, {
          person,
          event,
          role: input.role,
          inviter: user,
          lang: opts.lang,
          baseUrl: opts.baseUrl,
          now,
        });
        invitationSent = true;
      }
      key = invitationSent ? 'staff.invited' : 'staff.added';
    }
    const [member] = await members(tx, event.id, person.id);
    return {
      member: member!,
      invitationSent,
      message: message(key, opts.lang, { ...params, days: STAFF_INVITATION_DAYS }),
    };
  });
}

/** A new invitation token for the person, and its e-mail queued in the same transaction. */
async function invite(
  tx: Tx,
  p: {
    person: UserRow;
    event: EventRow;
    role: StaffRole;
    inviter: UserRow;
    lang: Language;
    baseUrl: string;
    now: Date;
  },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId: p.person.id,
    purpose: 'invitation',
    tokenHash: tokenHash(token),
    expiresAt: new Date(p.now.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
  });
  await queueStaffInvitation(tx, {
    recipient: p.person.email,
    language: p.lang,
    payload: {
      link: `${p.baseUrl}/auth/invitation?token=${token}`,
      event_title: p.event.title,
      event_title_en: p.event.titleEn ?? '',
      role: p.role,
      inviter: p.inviter.email,
    },
  });
}

/**
 * DELETE /v1/organizer/staff: takes the person off the event's staff. The last organizer stays
 * (409), whoever asks, themselves included. A person left on no staff who never set a password has
 * their open invitations closed.
 */
export async function removeStaff(
  db: Db,
  user: UserRow,
  input: { event_key: string; user_id: number },
  lang: Language,
): Promise<string> {
  const event = await eventForUser(db, user, input.event_key);
  return db.transaction(async (tx) => {
    const organizers = await lockedOrganizers(tx, event.id);
    const [link] = await tx
      .select({ role: organizerEvents.role, email: users.email })
      .from(organizerEvents)
      .innerJoin(users, eq(users.id, organizerEvents.userId))
      .where(and(eq(organizerEvents.eventId, event.id), eq(organizerEvents.userId, input.user_id)));
    if (!link) throw new AppError(404, 'staff.not_found');
    if (link.role === 'organizer' && organizers.length <= 1) throw new AppError(409, 'staff.last_organizer');
    await tx
      .delete(organizerEvents)
      .where(and(eq(organizerEvents.eventId, event.id), eq(organizerEvents.userId, input.user_id)));
    await recordChange(tx, {
      eventId: event.id,
      user,
      action: 'staff.removed',
      detail: { user_id: input.user_id, email: link.email, role: link.role },
    });
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(organizerEvents)
      .where(eq(organizerEvents.userId, input.user_id));
    if (Number(left?.n ?? 0) === 0) {
      const now = new Date();
      await tx
        .update(accountTokens)
        .set({ expiresAt: now })
        .where(
          and(
            eq(accountTokens.userId, input.user_id),
            eq(accountTokens.purpose, 'invitation'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        );
    }
    return message('staff.removed', lang, { email: link.email });
  });
}

/**
 * POST /v1/auth/accept-invitation: an unused, unexpired invitation sets the person's password (and
 * name, if given). Every open invitation of theirs is used up with it, and every session issued
 * before ends. Returns the account, to be logged in as /v1/auth/login does.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string; name?: string; surname?: string },
  now = new Date(),
): Promise<UserRow> {
  const [found] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash(input.token)), eq(accountTokens.purpose, 'invitation')));
  if (!found) throw new AppError(400, 'auth.invitation_invalid', {}, 'token');
  if (found.usedAt) throw new AppError(400, 'auth.invitation_used', {}, 'token');
  if (found.expiresAt.getTime() <= now.getTime())
    throw new AppError(400, 'auth.invitation_expired', {}, 'token');
  const passwordHash = await hash(input.password);
  return db.transaction(async (tx) => {
    // Conditional: of two uses of one link at once, one sets the password.
    const [taken] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, found.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (!taken) throw new AppError(400, 'auth.invitation_used', {}, 'token');
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, found.userId),
          eq(accountTokens.purpose, 'invitation'),
          isNull(accountTokens.usedAt),
        ),
      );
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
