import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export interface CouponReply {
  status: 'success';
  is_found_coupon: 'Y' | 'N';
  discount_type?: 'PERCENTAGE' | 'AMOUNT';
  /** Percent for PERCENTAGE; baht (the price that replaces the entries' total) for AMOUNT. */
  discount?: number;
  description: string;
  description_en: string;
}

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
