/**
 * What the runner form can fill in for the runner: their own details from the signed-in profile
 * (first runner, registering themselves), and the contact and emergency details of the runner added
 * before (a parent entering their children, friends sharing one emergency contact).
 */
import type { RunnerInput } from '@raceday/domain/validation';
import type { SessionUser } from '@/lib/session';
import type { RunnerFormValues } from './runner-form';

/** The fields "same contact details as the previous runner" copies. */
export const SHARED_CONTACT_FIELDS = [
  'email',
  'mobile_no',
  'emergency_name',
  'emergency_relation',
  'emergency_mobile_no',
] as const;

export type SharedContact = Pick<RunnerFormValues, (typeof SHARED_CONTACT_FIELDS)[number]>;

export function contactOf(r: RunnerInput): SharedContact {
  return {
    email: r.email ?? '',
    mobile_no: r.mobile_no ?? '',
    emergency_name: r.emergency_name ?? '',
    emergency_relation: r.emergency_relation ?? '',
    emergency_mobile_no: r.emergency_mobile_no ?? '',
  };
}

/** The previous runner has something worth copying. */
export const hasContact = (c: SharedContact) => SHARED_CONTACT_FIELDS.some((f) => c[f] !== '');

/**
 * The signed-in person's names, e-mail and mobile for a new form registering themselves: only when
 * no runner in the cart is already "myself".
 */
export function profileDefaults(user: SessionUser | null, cart: RunnerInput[]): Partial<RunnerFormValues> {
  if (!user || cart.some((r) => r.register_type === 'MYSELF')) return {};
  const digits = (user.mobile_no ?? '').replace(/\D/g, '');
  return {
    fname: user.fname ?? '',
    lname: user.lname ?? '',
    email: user.email ?? '',
    mobile_no: digits.length === 10 ? digits : '',
  };
}
