/**
 * The order as its page shows it (POST /v1/order/inquiry). Personal data is masked here on the
 * server: the ID card and mobile numbers always (seed 001 §2.1), and for anyone but the order's owner
 * or the event's staff (orders/order-access.ts) also e-mails, birth dates, blood groups, emergency
 * contacts, the street address and the slip image. No sequential order id leaves the server.
 */
import { asc, desc, eq } from 'drizzle-orm';
import {
  formatDateTime,
  maskDeliveryMobile,
  maskEmail,
  maskIdCard,
  maskMobile,
  maskName,
  toBaht,
  yn,
  type Language,
} from '@raceday/domain';
import type { OrderApplicant, OrderView, PickupCode } from '@raceday/domain/validation';
import type { Db } from '../db/client';
import type { UserRow } from '../services/people/accounts';
import { viewerOf, type OrderAccess } from './order-access';
import type { PickupCodes } from './pickup-codes';
import { slipViewUrl, type FileStorage } from '../storage/storage';
import { deliveryTypes, events, orderHistory, payments, runners } from '../db/schema';
import { ProviderError, type PaymentProvider } from '../payments/provider';
import { cardFailureReason } from '../payments/failure-reasons';
import { optionNamesIn } from '../services/events/option-names';
import { switchableMethods } from './order-owner';
import {
  ensurePromptPayCharge,
  findOrder,
  promptPayExpiry,
  refreshOrderPayments,
} from '../services/money/payments';

export interface OrderViewDeps {
  db: Db;
  provider: PaymentProvider;
  access: OrderAccess;
  storage: FileStorage;
  pickup: PickupCodes;
}

export async function inquireOrder(
  { db, provider, access, storage, pickup }: OrderViewDeps,
  uuid: string,
  opts: {
    lang: Language;
    baseUrl: string;
    accessKey?: string | null;
    user: UserRow | null;
    /** The explicit pay request (POST /v1/order/promptpay): creates the PromptPay charge if none. */
    pay?: boolean;
  },
): Promise<OrderView> {
  let order = await findOrder(db, uuid);
  const [event] = await db.select().from(events).where(eq(events.id, order.eventId));
  const e = event!;
  const viewer = await viewerOf(db, access, order, { accessKey: opts.accessKey, user: opts.user });
  const full = viewer !== 'public';
  /** A field a stranger holding only the link does not see. */
  const personal = (value: string) => (full ? value : '');

  // A read never writes an order: a hold that ran out is shown as expired from its deadline (so the
  // page never offers to pay it), and the sweep expires it (orders/holds.ts).
  const now = new Date();
  const due = (o: typeof order) => o.status === 'INITIAL' && o.expiresAt !== null && o.expiresAt <= now;

  // News of the payment is fetched from the provider, never taken from the browser: a charge the
  // provider says is paid is settled (the webhook's work, in case it was missed).
  let providerDown = false;
  if (order.status === 'INITIAL') {
    await refreshOrderPayments(db, provider, order.id);
    // A charge is created only when asked to pay, never by a poll.
    if (opts.pay && !due(order)) {
      try {
        await ensurePromptPayCharge(db, provider, order, `${opts.baseUrl}/order/${order.uuid}`);
      } catch (err) {
        // The provider is down or slow: the page still shows the order, which stays payable.
        if (!(err instanceof ProviderError)) throw err;
        providerDown = true;
      }
    }
    order = await findOrder(db, uuid);
  }
  const status = due(order) ? ('EXPIRED' as const) : order.status;

  const [people, charges, log, names, deliveries] = await Promise.all([
    db.select().from(runners).where(eq(runners.orderId, order.id)).orderBy(asc(runners.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)),
    db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(asc(orderHistory.id)),
    optionNamesIn(db, order.eventId, opts.lang),
    db.select().from(deliveryTypes).where(eq(deliveryTypes.eventId, order.eventId)),
  ]);
  // Names were stored in Thai when the order was placed; an English page shows the English ones.
  const en = opts.lang === 'en';
  const runTypeName = (r: (typeof people)[number]) => names.runType(r.runTypeId, r.runTypeName);
  const delivery = deliveries.find((d) => d.id === order.deliveryTypeId);
  const deliveryName = (en && delivery?.nameEn) || order.deliveryTypeName || delivery?.nameEn || '';
  const additionalName = (r: (typeof people)[number], slot: number) => {
    const choice = r.additionalChoices.find((a) => a.slot === slot);
    return choice ? names.additionalOption(choice.optionId, choice.name) : '';
  };
  const promptpay = charges.find((c) => c.method === 'promptpay') ?? null;
  const lastCard = charges.find((c) => c.method === 'card') ?? null;

  const applicants: OrderApplicant[] = people.map((r) => ({
    id_card: maskIdCard(r.idCard),
    fname: r.fname,
    lname: r.lname,
    sex: r.sex,
    dob: personal(r.dob),
    nationality: r.nationality,
    mobile_no: maskMobile(r.mobileNo),
    email: full ? r.email : maskEmail(r.email),
    blood_group: personal(r.bloodGroup),
    emergency_name: personal(r.emergencyName),
    emergency_relation: personal(r.emergencyRelation),
    emergency_mobile_no: personal(maskMobile(r.emergencyMobileNo)),
    run_type_name: runTypeName(r),
    run_type_price: toBaht(r.runTypePrice),
    run_type_description: '',
    run_model_name: names.runModel(r.runModelId, r.runModelName),
    runner_team: r.runnerTeam,
    t_shirt_name: names.shirt(r.shirtId, r.shirtName),
    additional1_name: additionalName(r, 1),
    additional2_name: additionalName(r, 2),
    is_main_register: yn(r.isMainRegister),
    team_position: r.teamPosition,
  }));

  // Kit pick-up QRs: a paid order's active runners, only for whoever sees the order unmasked.
  const pickupCodes: PickupCode[] =
    full && status === 'PAID'
      ? people
          .filter((r) => r.isActive)
          .map((r) => ({
            fname: r.fname,
            lname: r.lname,
            run_type_name: runTypeName(r),
            team_position: r.teamPosition,
            code: pickup.codeFor(r.id),
          }))
      : [];

  const qrExpires = order.paymentMethod.startsWith('PP_') ? promptPayExpiry(order) : null;
  const payBy = status === 'INITIAL' ? order.expiresAt : null;
  return {
    uuid: order.uuid,
    /** FULL for the order's owner and the event's staff; MASKED for anyone else holding the link. */
    personal_data: full ? ('FULL' as const) : ('MASKED' as const),
    /** The owner's key, so a logged-in owner's browser can keep it (orders/order-access.ts). */
    ...(viewer === 'owner' ? { access_key: access.keyFor(order.uuid) } : {}),
    event_key: e.eventKey,
    event_title: e.title,
    event_title_en: e.titleEn,
    status,
    payment_method: order.paymentMethod,
    /** Baht: what the runner pays (amount + payment fee). */
    paid_amount: toBaht(order.paidAmount),
    /** Baht: items - discount + shipping + system fee. */
    amount: toBaht(order.amount),
    items_amount: toBaht(order.itemsAmount),
    discount_amount: toBaht(order.discountAmount),
    shipping_amount: toBaht(order.shippingAmount),
    system_fee_amt: toBaht(order.systemFeeAmount),
    is_system_fee: yn(e.isSystemFee),
    is_free_payment_fee: yn(e.isFreePaymentFee),
    payment_fee_amount: toBaht(order.onlineFeeAmount),
    coupon_code: order.couponCode ?? '',
    /** A signed, expiring link to the slip image, for the owner and staff only. */
    payment_slip_url: full ? await slipViewUrl(storage, order.paymentSlipUrl) : '',
    has_slip: yn(order.paymentSlipUrl !== null),
    payment_slip_time: order.paymentSlipTime ?? '',
    payment_slip_uploaded_at: order.paymentSlipAt?.toISOString() ?? null,
    payment_account_no: e.paymentAccountNo,
    payment_account_name: e.paymentAccountName,
    payment_bank_name: e.paymentBankName,
    /** PromptPay: the EMVCo payload (the page draws the QR), an image when the provider serves one. */
    qrcode_payload: promptpay?.qrPayload ?? '',
    qrcode_url: promptpay?.qrImageUrl ?? '',
    /** The sandbox's stand-in for a banking app that scans the QR. */
    qrcode_scan_url:
      promptpay && provider.name === 'sandbox' ? `/sandbox/promptpay/${promptpay.providerChargeId}` : '',
    qrcode_expires_at: qrExpires?.toISOString() ?? null,
    payment_status: promptpay?.status ?? lastCard?.status ?? null,
    /** The provider could not be reached just now: the page offers to try again. */
    payment_unavailable: providerDown,
    /** Why the last card payment failed, in the page's language (payments/failure-reasons.ts). */
    payment_failure:
      lastCard?.status === 'failed' ? cardFailureReason(lastCard.failureCode, opts.lang) : null,
    /** An unpaid order's places are held until then; afterwards it expires (orders/holds.ts). */
    expires_at: payBy?.toISOString() ?? null,
    expires_at_txt: payBy ? formatDateTime(payBy, opts.lang) : '',
    coverurl: e.coverUrl,
    create_date: order.createdAt.toISOString(),
    create_date_txt: formatDateTime(order.createdAt, opts.lang),
    paid_at: order.paidAt?.toISOString() ?? null,
    paid_at_txt: order.paidAt ? formatDateTime(order.paidAt, opts.lang) : '',
    remark: (en && e.txtMessageRegistedEn) || order.remark,
    email: full ? order.email : maskEmail(order.email),
    mobile: maskMobile(order.mobile),
    id_card: maskIdCard(order.idCard),
    fname: order.fname,
    lname: order.lname,
    delivery_type_is_require_address: yn(order.deliveryTypeIsRequireAddress),
    delivery_type_name: deliveryName,
    runner_delivery_type_name: deliveryName,
    delivery_add_name: full ? order.deliveryAddName : maskName(order.deliveryAddName),
    delivery_add_mobile_no: maskDeliveryMobile(order.deliveryAddMobileNo),
    delivery_add_no: personal(order.deliveryAddNo),
    delivery_add_sub_district: personal(order.deliveryAddSubDistrict),
    delivery_add_district: personal(order.deliveryAddDistrict),
    delivery_add_province: order.deliveryAddProvince,
    delivery_add_postcode: order.deliveryAddPostcode,
    organizer_info: e.organizerInfo,
    organizer_info_en: e.organizerInfoEn,
    runner_count: order.runnerCount,
    runner_json: JSON.stringify(applicants),
    history: log.map((h) => ({ at: h.at.toISOString(), action: h.action })),
    pickup: pickupCodes,
    payment_methods: viewer === 'owner' && !due(order) ? switchableMethods(order, e.paymentMethod) : [],
    can_cancel: viewer === 'owner' && status === 'INITIAL' && order.paymentSlipUrl === null,
  };
}
