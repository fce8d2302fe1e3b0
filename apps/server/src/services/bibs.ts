/**
 * Bib numbers (seed 001 §2.7 shows them; how they are given is ours): the organizer gives the paid
 * runners of a race type the next free numbers from a start, in the order they paid. One event's
 * assignments run one at a time (an advisory lock), and a unique index keeps a number to one person.
 */
import { and, asc, count, eq, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '@raceday/domain';
import type { AssignBibsInput } from '@raceday/domain/validation';
import type { Db } from '../db/client';
import { orders, runners, runTypes } from '../db/schema';
import { AppError, invalid } from '../lib/errors';
import { boundLocks, busyError } from './locks';
import { organizerOrder } from './events';
import { eventForUser } from './organizers';
import { paidPeopleOf } from './people';
import type { UserRow } from './accounts';

/** Advisory-lock namespace of bib assignment (the second key is the event id). */
const BIB_LOCK = 7_140_201;

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
    })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .innerJoin(runTypes, eq(runTypes.id, runners.runTypeId))
    .where(paidPeopleOf(event.id))
    .groupBy(runTypes.id)
    .orderBy(...organizerOrder(runTypes));
  return rows.map((r) => ({ ...r, without_bib: r.paid_runners - r.with_bib }));
}

/** POST /v1/organizer/assign-bibs */
export async function assignBibs(db: Db, user: UserRow, input: AssignBibsInput) {
  const event = await eventForUser(db, user, input.event_key);
  const [runType] = await db
    .select({ id: runTypes.id })
    .from(runTypes)
    .where(and(eq(runTypes.id, input.run_type_id), eq(runTypes.eventId, event.id)));
  if (!runType) throw invalid(['run_type_id'], 'v.not_offered');

  const width = input.start.length;
  const label = (n: number) => `${input.prefix}${String(n).padStart(width, '0')}`;

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
      let n = Number(input.start);
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
