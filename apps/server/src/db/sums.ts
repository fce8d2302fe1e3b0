/**
 * Sums and counts in SQL that never overflow (issue 30): money is summed as `bigint` (an event's
 * takings pass 2^31 satang, 21,474,836.47 baht, long before a count of orders could) and read back
 * as an exact JS number. node-postgres hands an int8 over as a string, PGlite as a string, bigint or
 * number: each becomes the same number, or an error when a JS number could not hold it exactly
 * (above 2^53 satang, some 90 billion baht), never a rounded figure.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A whole number read from the database as an exact JS number; throws rather than round. */
export function exactNumber(value: unknown): number {
  const n =
    typeof value === 'number' || typeof value === 'bigint'
      ? Number(value)
      : typeof value === 'string' && /^-?\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an exact whole number: ${String(value)}`);
  return n;
}

const filtered = (where: SQLWrapper | undefined) => (where ? sql` filter (where ${where})` : sql``);

/** `sum(column)` as bigint, 0 when there are no rows (or none pass `where`). */
export const sumOf = (column: SQLWrapper, where?: SQLWrapper): SQL<number> =>
  sql<number>`coalesce(sum(${column})${filtered(where)}, 0)::bigint`.mapWith(exactNumber);

/** `count(*)` (a bigint in SQL) of the rows, or of those that pass `where`. */
export const countOf = (where?: SQLWrapper): SQL<number> =>
  sql<number>`count(*)${filtered(where)}`.mapWith(exactNumber);
