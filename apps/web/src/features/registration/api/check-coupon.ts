import { useMutation } from '@tanstack/react-query';
import type { CouponReply } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type { CouponReply };

/**
 * POST /v1/order/coupon with `{event_key, coupon_code, run_type_ids}`: the cart's race types, so a
 * coupon for other race types is refused here rather than when the order is placed.
 */
export function checkCoupon(
  eventKey: string,
  couponCode: string,
  runTypeIds: number[],
): Promise<CouponReply> {
  return apiFetch<CouponReply>('/v1/order/coupon', {
    method: 'POST',
    body: { event_key: eventKey, coupon_code: couponCode, run_type_ids: runTypeIds },
  });
}

export function useCheckCoupon() {
  return useMutation({
    mutationFn: ({
      eventKey,
      couponCode,
      runTypeIds,
    }: {
      eventKey: string;
      couponCode: string;
      runTypeIds: number[];
    }) => checkCoupon(eventKey, couponCode, runTypeIds),
  });
}
