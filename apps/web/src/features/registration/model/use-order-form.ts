/**
 * The order-level part of the page in one @mantine/form: race-kit pickup, delivery address, payment,
 * consents and coupon, and what they come to with the cart: the amounts, the items still missing
 * (seed 000 section 5, the address checked with the domain's deliveryAddressSchema) and the body of
 * the order, which orderCreateSchema checks once more on submit.
 */
import { useMemo } from 'react';
import { useForm } from '@mantine/form';
import {
  orderPaymentMethods,
  toBaht,
  type EventDetail,
  type Language,
  type OrderPaymentMethod,
} from '@raceday/domain';
import type { EventRules, RunnerInput } from '@raceday/domain/validation';
import { toApiLanguage } from '@/lib/language';
import type { CreateOrderBody } from '../api/create-order';
import { NO_COUPON, type CouponState } from './coupon';
import { hasCondition } from './event-view';
import {
  ADDRESS_FIELDS,
  addressErrors,
  missingItems,
  type AddressErrors,
  type AddressField,
} from './order-checks';
import { couponTerms, orderSummary } from './pricing';
import { addressPayload, EMPTY_ADDRESS, useAddressCascade, type AddressState } from './use-address-cascade';
import { useStableCallback } from './use-stable-callback';

export interface OrderFormValues {
  delivery_type_id: number | null;
  address: AddressState;
  payment_method: OrderPaymentMethod | null;
  terms: boolean;
  condition: boolean;
  coupon: CouponState;
}

/** An event with one pickup has it chosen. */
const initialValues = (event: EventDetail): OrderFormValues => ({
  delivery_type_id: event.delivery_type.length === 1 ? event.delivery_type[0]!.id : null,
  address: EMPTY_ADDRESS,
  payment_method: null,
  terms: false,
  condition: false,
  coupon: NO_COUPON,
});

const NO_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as Record<AddressField, string>;

export function useOrderForm({
  event,
  rules,
  lang,
  offline,
  runners,
  main,
}: {
  event: EventDetail;
  rules: EventRules;
  lang: Language;
  /** The offline desk: the applicant checks the form, and there are always conditions to accept. */
  offline: boolean;
  runners: RunnerInput[];
  main: RunnerInput | null;
}) {
  const form = useForm<OrderFormValues>({ mode: 'controlled', initialValues: initialValues(event) });
  const v = form.values;
  const address = useAddressCascade(toApiLanguage(lang), v.address, (update) =>
    form.setFieldValue('address', update),
  );

  const delivery = event.delivery_type.find((d) => d.id === v.delivery_type_id) ?? null;
  const payment = rules.paymentChoice ? v.payment_method : orderPaymentMethods(event.payment_method)[0]!;
  const conditionRequired = hasCondition(event) || offline;
  const couponActive =
    rules.isCoupon && v.coupon.status === 'applied' && v.coupon.reply !== null && runners.length === 1;
  const couponReply = couponActive ? v.coupon.reply : null;
  const amounts = useMemo(
    () =>
      orderSummary({
        event,
        runners,
        deliveryTypeId: v.delivery_type_id,
        paymentMethod: payment,
        coupon: couponReply ? couponTerms(couponReply) : null,
      }),
    [event, runners, v.delivery_type_id, payment, couponReply],
  );
  /** The main registrant: the recipient's name and mobile until others are typed. */
  const recipient = useMemo(
    () => ({ name: main ? `${main.fname} ${main.lname}` : '', mobile: main?.mobile_no ?? '' }),
    [main],
  );
  const needsAddress = delivery?.is_require_address === 'Y';
  const addressValues = addressPayload(v.address, recipient);
  const addressProblems: AddressErrors = needsAddress ? addressErrors(addressValues, lang) : {};
  const missing = missingItems({
    runnerCount: runners.length,
    hasMain: main !== null,
    deliveryChosen: delivery !== null,
    address: addressProblems,
    paymentRequired: rules.paymentChoice,
    paymentChosen: payment !== null,
    offline,
    termsAccepted: v.terms,
    conditionRequired,
    conditionAccepted: v.condition,
  });

  function body(): CreateOrderBody {
    return {
      event_key: event.event_key,
      language: toApiLanguage(lang),
      runner_list: runners,
      is_main_register: main?.id_card ?? '',
      delivery_type_id: v.delivery_type_id ?? 0,
      ...(needsAddress ? addressValues : NO_ADDRESS),
      ...(rules.paymentChoice && payment ? { payment_method: payment } : {}),
      is_accept_terms: 'Y',
      ...(conditionRequired ? { is_accept_condition: 'Y' as const } : {}),
      is_coupon: couponActive ? 'Y' : 'N',
      coupon_code: couponActive ? v.coupon.code : '',
      total_amt: toBaht(amounts.total),
      paid_amt: toBaht(amounts.net),
    };
  }

  return {
    values: v,
    delivery,
    payment,
    amounts,
    recipient,
    addressLists: address.lists,
    addressProblems,
    missing,
    body,
    choose: {
      delivery: useStableCallback((id: number) => form.setFieldValue('delivery_type_id', id)),
      payment: useStableCallback((method: OrderPaymentMethod) =>
        form.setFieldValue('payment_method', method),
      ),
      terms: useStableCallback((accepted: boolean) => form.setFieldValue('terms', accepted)),
      condition: useStableCallback((accepted: boolean) => form.setFieldValue('condition', accepted)),
      coupon: useStableCallback((coupon: CouponState) => form.setFieldValue('coupon', coupon)),
    },
    /** Paths of the address block: name, mobile, line, postcode, subDistrict, district, province. */
    onAddressField: useStableCallback((path: string, value: string) => {
      if (path === 'name' || path === 'mobile' || path === 'line')
        form.setFieldValue('address', (s) => ({ ...s, [path]: value }));
      else if (path === 'postcode') address.setPostcode(value);
      else if (path === 'subDistrict') address.setSubDistrict(value || null);
      else if (path === 'district') address.setDistrict(value || null);
      else if (path === 'province') address.setProvince(value || null);
    }),
    /** The order was created: the coupon and consents start again, the pickup and payment stay. */
    afterOrder: () => form.setValues({ coupon: NO_COUPON, terms: false, condition: false }),
    /** Everything as the page opened. */
    reset: () => {
      form.reset();
      address.reset();
    },
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
