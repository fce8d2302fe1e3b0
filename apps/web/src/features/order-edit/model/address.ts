/** The address edit form (seed 001 §5 limits), checked with the domain's addressEditSchema. */
import type { Language } from '@raceday/domain';
import { addressEditSchema } from '@raceday/domain/validation';
import { formSchema } from '@/components/forms/form-schema';
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

/**
 * The address fields of addressEditSchema, the server's: their problems are the form's. The order's
 * ids are the page's own and the server checks them; what passes is the address, trimmed.
 */
const addressFieldsSchema = addressEditSchema.pick(
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, true])) as Record<AddressField, true>,
);

export const addressFormSchema = (lang: Language) =>
  formSchema<Record<AddressField, string>, Record<AddressField, string>>(addressFieldsSchema, {
    input: (values) => values,
    lang,
  });
