/**
 * Bounds on how long a transaction waits for a lock or runs a statement. At an opening every order
 * wants the same places counter row; if something holds it (a stuck session, a long manual query), orders must
 * fail fast with a clear "busy, try again" rather than pile up until the pool and the runners give
 * up. As pretix's locking service does: a short lock timeout and a clear error when it expires.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError, pgError, PG } from '../../lib/errors';

export const LOCK_TIMEOUT = '3s';
export const STATEMENT_TIMEOUT = '10s';

/**
 * SET LOCAL in one statement (set_config(..., true)): the bounds end with the transaction, whatever
 * connection of the pool it ran on.
 */
export async function boundLocks(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select set_config('lock_timeout', ${LOCK_TIMEOUT}, true), set_config('statement_timeout', ${STATEMENT_TIMEOUT}, true)`,
  );
}

/** A lock or statement bound expired: 503 with a "try again in a few seconds" the page can act on. */
export function busyError(err: unknown): AppError | null {
  const code = pgError(err)?.code;
  return code === PG.LOCK_NOT_AVAILABLE || code === PG.QUERY_CANCELED
    ? new AppError(503, 'http.busy', {}, undefined, 5)
    : null;
}
