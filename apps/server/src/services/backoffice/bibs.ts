/**
 * Bib numbers (seed 001 §2.7 shows them; how they are given is ours): the organizer gives the paid
 * runners of a race type the next free numbers from a start, in the order they paid. One event's
 * assignments run one at a time (an advisory lock), and a unique index keeps a number to one person.
 */
import { and, asc, count, desc, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '@raceday/domain';
import type { AssignBibsInput } from '@raceday/domain/validation';
import type { Db, Tx } from '../../db/client';
import { orders, runners, runTypes } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { boundLocks, busyError } from '../platform/locks';
import { organizerOrder } from '../events/events';
import { eventForUser } from '../events/organizers';
import { paidPeopleOf } from '../people/people';
import type { UserRow } from '../people/accounts';

/** Advisory-lock namespace of bib assignment (the second key is the event id). */
const BIB_LOCK = 7_140_201;

/**
 * A race type's stored numbering (setup's bib_prefix and bib_start) as the start the assignment takes:
 * bib_start with as many digits as the race type's last number needs (its participant limit, else the
 * paid people), so one race type's bibs have one width ('M' + 1 for 300 places: M001 ... M300).
 * Null when setup gave no start.
 */
export function storedBibStart(bibStart: number | null, places: number): string | null {
  if (bibStart === null) return null;
  const width = String(bibStart + Math.max(places, 1) - 1).length;
  return String(bibStart).padStart(width, '0');
}

/** POST /v1/organizer/bib-plan: per race type, the paid people and how many have a bib. */
export async function bibPlan(db: Db, user: UserRow, eventKey: string, lang: Language) {
  const event = await eventForUser(db, user, eventKey);
  const name =
    lang === 'en'
      ? sql<string>`coalesce(nullif(${runTypes.nameEn}, ''), ${runTypes.name})`
      : sql<string>`${runTypes.name}`;
  const rows = await db
    .select({
      run_type_id: runTypes.id,
      run_type_name: name,
      paid_runners: count(),
      with_bib: count(runners.bibNo),
      // Numbers of one width sort as text the way they sort as numbers.
      first_bib: sql<string | null>`min(${runners.bibNo})`,
      last_bib: sql<string | null>`max(${runners.bibNo})`,
      bib_prefix: runTypes.bibPrefix,
      bibStart: runTypes.bibStart,
      limit: runTypes.participantLimit,
    })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .innerJoin(runTypes, eq(runTypes.id, runners.runTypeId))
    .where(paidPeopleOf(event.id))
    .groupBy(runTypes.id)
    .orderBy(...organizerOrder(runTypes));
  return rows.map(({ bibStart, limit, ...r }) => ({
    ...r,
    without_bib: r.paid_runners - r.with_bib,
    bib_prefix: r.bib_prefix.toUpperCase(),
    bib_start: storedBibStart(bibStart, limit ?? r.paid_runners),
  }));
}

/**
 * POST /v1/organizer/assign-bibs: from the prefix and start given, else the race type's stored ones
 * (setup's bib_prefix and bib_start, storedBibStart); 400 naming `start` when neither has a start.
 */
export async function assignBibs(db: Db, user: UserRow, input: AssignBibsInput) {
  const event = await eventForUser(db, user, input.event_key);
  const [runType] = await db
    .select({
      id: runTypes.id,
      bibPrefix: runTypes.bibPrefix,
      bibStart: runTypes.bibStart,
      limit: runTypes.participantLimit,
    })
    .from(runTypes)
    .where(and(eq(runTypes.id, input.run_type_id), eq(runTypes.eventId, event.id)));
  if (!runType) throw invalid(['run_type_id'], 'v.not_offered');

  let start = input.start;
  if (start === undefined) {
    const [paid] = await db
      .select({ n: count() })
      .from(runners)
      .innerJoin(orders, eq(orders.id, runners.orderId))
      .where(paidPeopleOf(event.id, eq(runners.runTypeId, runType.id)));
    start = storedBibStart(runType.bibStart, runType.limit ?? paid?.n ?? 0) ?? undefined;
  }
  if (start === undefined) throw invalid(['start'], 'v.bib_start');
  const prefix = input.prefix ?? runType.bibPrefix.toUpperCase();
  const width = start.length;
  const label = (n: number) => `${prefix}${String(n).padStart(width, '0')}`;

  return db
    .transaction(async (tx) => {
      await boundLocks(tx);
      await tx.execute(sql`select pg_advisory_xact_lock(${BIB_LOCK}, ${event.id})`);
      const waiting = await tx
        .select({ id: runners.id })
        .from(runners)
        .innerJoin(orders, eq(orders.id, runners.orderId))
        .where(paidPeopleOf(event.id, eq(runners.runTypeId, runType.id), isNull(runners.bibNo)))
        // First paid, first numbered; a team's members follow their captain.
        .orderBy(asc(orders.paidAt), asc(orders.id), asc(runners.teamPosition), asc(runners.id));
      if (waiting.length === 0) return { assigned: 0, first_bib: null, last_bib: null };

      const used = new Set(
        (
          await tx
            .select({ bib: runners.bibNo })
            .from(runners)
            .where(and(eq(runners.eventId, event.id), isNotNull(runners.bibNo)))
        ).map((r) => r.bib),
      );
      const given: { id: number; bib: string }[] = [];
      let n = Number(start);
      for (const person of waiting) {
        while (used.has(label(n))) n++;
        if (String(n).length > width) throw new AppError(409, 'bibs.overflow', { width }, 'start');
        given.push({ id: person.id, bib: label(n) });
        used.add(label(n));
        n++;
      }
      // One statement per thousand people: a 50,000-runner marathon is 50 statements.
      for (let i = 0; i < given.length; i += 1000) {
        const chunk = given.slice(i, i + 1000);
        const values = sql.join(
          chunk.map((g) => sql`(${g.id}::int, ${g.bib}::text)`),
          sql`, `,
        );
        await tx.execute(
          sql`update runners set bib_no = v.bib from (values ${values}) as v(id, bib) where runners.id = v.id`,
        );
      }
      return { assigned: given.length, first_bib: given[0]!.bib, last_bib: given.at(-1)!.bib };
    })
    .catch((err: unknown) => {
      throw busyError(err) ?? err;
    });
}

/** A bib as given: its letters and its number's digits ("M" + "00042"). */
const BIB_PARTS = /^(.*?)(\d+)$/;

/**
 * The runners of an order paid after their race type was numbered get the next numbers of that race
 * type (after its highest, the same prefix and width), so the desk never hands over a blank. A race
 * type not numbered yet is left to assignBibs. Runs under the event's bib lock, in the caller's
 * transaction. Returns how many runners got a number.
 */
export async function giveLateBibs(
  tx: Tx,
  eventId: number,
  orderId: number,
  runnerId?: number,
): Promise<number> {
  const waiting = await tx
    .select({ id: runners.id, runTypeId: runners.runTypeId })
    .from(runners)
    .where(
      and(
        eq(runners.orderId, orderId),
        eq(runners.isActive, true),
        isNull(runners.bibNo),
        runnerId === undefined ? undefined : eq(runners.id, runnerId),
      ),
    )
    .orderBy(asc(runners.teamPosition), asc(runners.id));
  if (!waiting.length) return 0;
  const typeIds = [...new Set(waiting.map((w) => w.runTypeId))];
  // Most payments are for race types not numbered yet: they leave here without taking the event's
  // bib lock, so the payments of an opening rush do not queue on it. (One paid while an assignment
  // runs is numbered by it, or at the desk.)
  const [numbered] = await tx
    .select({ id: runners.id })
    .from(runners)
    .where(and(eq(runners.eventId, eventId), inArray(runners.runTypeId, typeIds), isNotNull(runners.bibNo)))
    .limit(1);
  if (!numbered) return 0;
  await tx.execute(sql`select pg_advisory_xact_lock(${BIB_LOCK}, ${eventId})`);
  // The highest number of each race type: numbers of one width sort as text as they do as numbers.
  const highest = await tx
    .selectDistinctOn([runners.runTypeId], { runTypeId: runners.runTypeId, bib: runners.bibNo })
    .from(runners)
    .where(and(eq(runners.eventId, eventId), inArray(runners.runTypeId, typeIds), isNotNull(runners.bibNo)))
    .orderBy(runners.runTypeId, desc(sql`length(${runners.bibNo})`), desc(runners.bibNo));
  const next = new Map<number, { prefix: string; width: number; n: number }>();
  for (const row of highest) {
    const parts = BIB_PARTS.exec(row.bib ?? '');
    if (parts)
      next.set(row.runTypeId, { prefix: parts[1]!, width: parts[2]!.length, n: Number(parts[2]) + 1 });
  }
  let given = 0;
  for (const person of waiting) {
    const plan = next.get(person.runTypeId);
    if (!plan) continue;
    // Skip numbers someone already holds (another race type may share the prefix).
    for (;;) {
      if (String(plan.n).length > plan.width) break;
      const bib = `${plan.prefix}${String(plan.n).padStart(plan.width, '0')}`;
      plan.n++;
      const [taken] = await tx
        .select({ id: runners.id })
        .from(runners)
        .where(and(eq(runners.eventId, eventId), eq(runners.bibNo, bib)));
      if (taken) continue;
      await tx.update(runners).set({ bibNo: bib }).where(eq(runners.id, person.id));
      given++;
      break;
    }
  }
  return given;
}
