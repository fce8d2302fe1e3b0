/** The order-level checks of seed 000 section 5, listed in the 'Missing Required Information' panel. */
import type { Language } from '@raceday/domain';
import { deliveryAddressSchema, type DeliveryAddressInput } from '@raceday/domain/validation';
import { issueText } from '@/lib/issues';

export type AddressField = keyof DeliveryAddressInput;
export const ADDRESS_FIELDS: AddressField[] = [
  'delivery_add_name',
  'delivery_add_mobile_no',
  'delivery_add_no',
  'delivery_add_postcode',
  'delivery_add_sub_district',
  'delivery_add_district',
  'delivery_add_province',
];

export type AddressErrors = Partial<Record<AddressField, string>>;

/** Field errors of the delivery address, with the domain schema the server applies. */
export function addressErrors(address: Record<AddressField, string>, lang: Language): AddressErrors {
  const parsed = deliveryAddressSchema.safeParse(address);
  if (parsed.success) return {};
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issueText(issue, lang);
  }
  return errors;
}

export type MissingItem =
  | { kind: 'noRunner' }
  | { kind: 'noMain' }
  | { kind: 'noDelivery' }
  | { kind: 'address'; field: AddressField; reason: string }
  | { kind: 'payment' }
  | { kind: 'formChecked' }
  | { kind: 'terms' }
  | { kind: 'condition' };

export interface OrderCheckInput {
  runnerCount: number;
  hasMain: boolean;
  deliveryChosen: boolean;
  /** Errors of the address block when the chosen delivery needs one, else {}. */
  address: AddressErrors;
  paymentRequired: boolean;
  paymentChosen: boolean;
  /** Offline desk: the applicant has checked the form (replaces the terms checkbox). */
  offline: boolean;
  termsAccepted: boolean;
  conditionRequired: boolean;
  conditionAccepted: boolean;
}

export function missingItems(i: OrderCheckInput): MissingItem[] {
  const items: MissingItem[] = [];
  if (i.runnerCount === 0) items.push({ kind: 'noRunner' });
  else if (!i.hasMain) items.push({ kind: 'noMain' });
  if (!i.deliveryChosen) items.push({ kind: 'noDelivery' });
  for (const field of ADDRESS_FIELDS) {
    const reason = i.address[field];
    if (reason) items.push({ kind: 'address', field, reason });
  }
  if (i.paymentRequired && !i.paymentChosen) items.push({ kind: 'payment' });
  if (!i.termsAccepted) items.push({ kind: i.offline ? 'formChecked' : 'terms' });
  if (i.conditionRequired && !i.conditionAccepted) items.push({ kind: 'condition' });
  return items;
}
