/** The address edit form (seed 001 §5 limits), checked with the domain's addressEditSchema. */
import type { Language } from '@raceday/domain';
import { addressEditSchema } from '@raceday/domain/validation';
import { schemaFieldErrors } from '@/lib/issues';
import type { DeliveryAddress } from '../api/order-detail';

export const ADDRESS_FIELDS = [
  'delivery_add_name',
  'delivery_add_mobile_no',
  'delivery_add_no',
  'delivery_add_sub_district',
  'delivery_add_district',
  'delivery_add_province',
  'delivery_add_postcode',
] as const satisfies readonly (keyof DeliveryAddress)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Input limits that match the schema's maximums (the browser stops typing there). */
export const ADDRESS_MAX: Record<AddressField, number> = {
  delivery_add_name: 40,
  delivery_add_mobile_no: 40,
  delivery_add_no: 100,
  delivery_add_sub_district: 100,
  delivery_add_district: 50,
  delivery_add_province: 50,
  delivery_add_postcode: 10,
};

export const addressValues = (a: Partial<DeliveryAddress>): Record<AddressField, string> =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, a[f] ?? ''])) as Record<AddressField, string>;

export function addressErrors(
  values: Record<AddressField, string>,
  ids: { event_key: string; uuid: string },
  lang: Language,
): Partial<Record<AddressField, string>> {
  return schemaFieldErrors<AddressField | 'event_key' | 'uuid'>(
    addressEditSchema,
    { ...values, ...ids },
    lang,
  );
}
