import { useMutation } from '@tanstack/react-query';
import type { CouponReply } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type { CouponReply };

/** POST /v1/order/coupon with `{event_key, coupon_code}`. */
export function checkCoupon(eventKey: string, couponCode: string): Promise<CouponReply> {
  return apiFetch<CouponReply>('/v1/order/coupon', {
    method: 'POST',
    body: { event_key: eventKey, coupon_code: couponCode },
  });
}

export function useCheckCoupon() {
  return useMutation({
    mutationFn: ({ eventKey, couponCode }: { eventKey: string; couponCode: string }) =>
      checkCoupon(eventKey, couponCode),
  });
}
