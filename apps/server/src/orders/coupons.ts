/**
 * Discount codes: 8 characters, per event, with an optional validity window and usage limit.
 * Looking one up never uses it; an order uses it in the same statement that stores it (orders.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { coupons } from '../db/schema';
import type { MessageKey } from '../lib/messages';
import { LIMITS } from '@raceday/domain';

export type CouponRow = typeof coupons.$inferSelect;

export type CouponCheck = { ok: true; coupon: CouponRow } | { ok: false; problem: MessageKey };

/**
 * Whether `code` gives a discount on this event now for entries of these race types (none given: any),
 * or why not. Codes are 8 characters: any other is unknown.
 */
export async function checkCoupon(
  db: Db | Tx,
  event: { id: number; isCoupon: boolean },
  code: string,
  now: Date,
  runTypeIds: readonly number[] = [],
): Promise<CouponCheck> {
  if (code.trim().length !== LIMITS.couponCodeLength) return { ok: false, problem: 'coupon.not_found' };
  if (!event.isCoupon) return { ok: false, problem: 'coupon.not_enabled' };
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.eventId, event.id), sql`upper(${coupons.code}) = ${code.trim().toUpperCase()}`))
    .limit(1);
  if (!coupon || !coupon.isActive) return { ok: false, problem: 'coupon.not_found' };
  if (coupon.validFrom && now < coupon.validFrom) return { ok: false, problem: 'coupon.not_yet' };
  if (coupon.validUntil && now >= coupon.validUntil) return { ok: false, problem: 'coupon.expired' };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return { ok: false, problem: 'coupon.used_up' };
  // A coupon for some race types only: every entry's race type must be one of them.
  const only = coupon.runTypeIds;
  if (only && runTypeIds.some((id) => !only.includes(id)))
    return { ok: false, problem: 'coupon.not_for_run_type' };
  return { ok: true, coupon };
}
