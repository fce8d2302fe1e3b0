/** An event's change history: every change to its setup or staff, with who and when. */
import { desc, eq } from 'drizzle-orm';
import type { EventChangeView } from '@raceday/domain/validation';
import type { Db, Tx } from '../../db/client';
import { eventChanges } from '../../db/schema';
import type { UserRow } from '../people/accounts';

/**
 * Records a change in the transaction that makes it, so the history never misses one and never
 * shows one that was rolled back. `detail` names what changed, e.g. `{ price: [650, 590] }`.
 */
export async function recordChange(
  tx: Db | Tx,
  change: {
    eventId: number;
    user: Pick<UserRow, 'id' | 'email'>;
    action: string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(eventChanges).values({
    eventId: change.eventId,
    userId: change.user.id,
    actor: change.user.email,
    action: change.action,
    detail: change.detail ?? {},
  });
}

/** The newest 500 changes of an event. */
export async function eventChangeList(db: Db, eventId: number): Promise<EventChangeView[]> {
  const rows = await db
    .select()
    .from(eventChanges)
    .where(eq(eventChanges.eventId, eventId))
    .orderBy(desc(eventChanges.at), desc(eventChanges.id))
    .limit(500);
  return rows.map((r) => ({ at: r.at.toISOString(), actor: r.actor, action: r.action, detail: r.detail }));
}
