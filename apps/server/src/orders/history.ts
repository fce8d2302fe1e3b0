/**
 * An order's history: one row per thing that happened to it (who, what, a detail without personal
 * data). Every service writes it through here, in the transaction of the change it records.
 */
import type { Db, Tx } from '../db/client';
import { orderHistory } from '../db/schema';

export async function recordHistory(
  db: Db | Tx,
  orderId: number,
  actor: string,
  action: string,
  detail: Record<string, unknown>,
  at?: Date,
): Promise<void> {
  await db.insert(orderHistory).values({ orderId, actor, action, detail, ...(at ? { at } : {}) });
}
