import type { SupportContacts } from '@/api/get-site';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiLanguage, OrderStatus, YN } from '@raceday/domain';
import { ApiError, apiFetch } from '@/lib/api';
import { forgetOrderKey, getOrderKey, saveOrderKey } from '@/lib/order-access';

/**
 * The order as POST /v1/order/inquiry shows it (apps/server/src/services/order-view.ts); amounts in baht.
 * MASKED (a visitor holding only the link): e-mails masked; birth dates, blood groups, emergency
 * contacts, the street address and the slip image are ''. Mobiles and ID cards are masked in both.
 */
export interface OrderView {
  uuid: string;
  personal_data: 'FULL' | 'MASKED';
  /** Only for the order's owner (e.g. the logged-in member who placed it): the browser keeps it. */
  access_key?: string;
  event_key: string;
  event_title: string;
  event_title_en: string;
  /** EXPIRED: the hold ran out, the places were released; it cannot be paid. */
  status: OrderStatus;
  /** FREE | DIRECT | PP_<provider> | CC_<provider> */
  payment_method: string;
  /** What the runner pays: amount + payment fee. */
  paid_amount: number;
  /** Items - discount + shipping + system fee. */
  amount: number;
  items_amount: number;
  discount_amount: number;
  shipping_amount: number;
  system_fee_amt: number;
  is_system_fee: YN;
  is_free_payment_fee: YN;
  payment_fee_amount: number;
  coupon_code: string;
  /** A signed, expiring link to the slip image, for the owner and staff only ('' otherwise). */
  payment_slip_url: string;
  /** Whether a slip was uploaded, whoever looks. */
  has_slip: YN;
  payment_slip_time: string;
  payment_slip_uploaded_at: string | null;
  payment_account_no: string;
  payment_account_name: string;
  payment_bank_name: string;
  /** PromptPay: the EMVCo payload the page draws as a QR code. */
  qrcode_payload: string;
  /** PromptPay: an image of the code when the provider serves one. */
  qrcode_url: string;
  /** Sandbox only: the stand-in banking app that "scans" the code. */
  qrcode_scan_url: string;
  qrcode_expires_at: string | null;
  payment_status: string | null;
  payment_failure: string | null;
  /** The payment provider could not be reached just now; the order stays payable. */
  payment_unavailable: boolean;
  /** INITIAL: until when the places are held for payment (ISO), and the same in the page's language. */
  expires_at: string | null;
  expires_at_txt: string;
  coverurl: string;
  create_date: string;
  create_date_txt: string;
  paid_at: string | null;
  paid_at_txt: string;
  remark: string | null;
  email: string;
  mobile: string;
  id_card: string;
  fname: string;
  lname: string;
  delivery_type_is_require_address: YN;
  delivery_type_name: string;
  runner_delivery_type_name: string;
  delivery_add_name: string;
  delivery_add_mobile_no: string;
  delivery_add_no: string;
  delivery_add_sub_district: string;
  delivery_add_district: string;
  delivery_add_province: string;
  delivery_add_postcode: string;
  organizer_info: string;
  organizer_info_en: string;
  runner_count: number;
  /** JSON-encoded list of applicants, personal numbers already masked by the server. */
  runner_json: string;
}

export type { SupportContacts };

export interface PaymentProviderInfo {
  name: string;
  /** Opn's public key; null for the sandbox provider (the product's own test-card form). */
  public_key: string | null;
}

export interface OrderInquiry {
  order: OrderView;
  support: Partial<SupportContacts>;
  provider: PaymentProviderInfo;
}

interface InquiryReply {
  status: 'success';
  body?: OrderView;
  support?: Partial<SupportContacts>;
  payment_provider?: PaymentProviderInfo;
}

/** An order uuid as the server accepts it; anything else is NOTFOUND without asking. */
export const ORDER_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /v1/order/inquiry {tk, order_uuid, access_key?, language}: the order page's data. The key this
 * browser holds goes along; a key the reply names is kept, one the server did not accept is dropped.
 */
export async function inquireOrder(
  uuid: string,
  language: ApiLanguage,
  signal?: AbortSignal,
): Promise<OrderInquiry> {
  const accessKey = getOrderKey(uuid);
  const reply = await apiFetch<InquiryReply>('/v1/order/inquiry', {
    method: 'POST',
    body: { tk: 'public', order_uuid: uuid, language, ...(accessKey ? { access_key: accessKey } : {}) },
    signal,
  });
  if (reply.status !== 'success' || !reply.body) throw new ApiError(404, 'NOTFOUND');
  if (reply.body.access_key) saveOrderKey(uuid, reply.body.access_key);
  else if (accessKey && reply.body.personal_data === 'MASKED') forgetOrderKey(uuid);
  return {
    order: reply.body,
    support: reply.support ?? {},
    provider: reply.payment_provider ?? { name: '', public_key: null },
  };
}

export const orderInquiryQueryOptions = (uuid: string, language: ApiLanguage) =>
  queryOptions({
    queryKey: ['order', 'inquiry', uuid.toLowerCase(), language],
    queryFn: ({ signal }) => inquireOrder(uuid, language, signal),
    // Any failure is the NOTFOUND state at once (seed 001 §2.1); the page offers its own refresh.
    retry: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useOrderInquiry(
  uuid: string,
  language: ApiLanguage,
  options: { enabled?: boolean; refetchInterval?: (data: OrderInquiry | undefined) => number | false } = {},
) {
  const { enabled = true, refetchInterval } = options;
  return useQuery({
    ...orderInquiryQueryOptions(uuid, language),
    enabled,
    refetchInterval: (query) => (refetchInterval ? refetchInterval(query.state.data) : false),
  });
}
