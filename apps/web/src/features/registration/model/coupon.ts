import type { CouponReply } from '../api/check-coupon';

/** The discount box: not applied, applied (the server found the code) or not found. */
export interface CouponState {
  wanted: 'YES' | 'NO';
  code: string;
  status: 'idle' | 'applied' | 'notFound';
  reply: CouponReply | null;
}

export const NO_COUPON: CouponState = { wanted: 'NO', code: '', status: 'idle', reply: null };
